/**
 * Texts of the feature folders, merged into the app's resources at start. Each feature keeps its
 * own `texts.ts` exporting `{ uk, en }` under its own top-level key, so features never edit the
 * same translation file; add one import and one entry here per feature.
 */
export interface FeatureTexts {
  uk: Record<string, unknown>;
  en: Record<string, unknown>;
}

export const FEATURE_TEXTS: FeatureTexts[] = [];
