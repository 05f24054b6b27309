import type { UnsavedChangesPort } from './updater.js';

/** What main knows of the page's unsaved changes: the updater reads it, the bridge writes it. */
export interface UnsavedChanges extends UnsavedChangesPort {
  /** The page's report through `app.unsavedChanges` (renderer/src/app/use-unsaved-report.ts). */
  report(unsaved: boolean): void;
}

/**
 * The page's last report counts. Before its first one (still loading, or it failed to load) an
 * open window counts as unsaved: an update must never be installed over work main cannot see.
 * The last report outlives the window: drafts stay unsaved when it closes (they are only kept).
 */
export function createUnsavedChanges(hasWindow: () => boolean): UnsavedChanges {
  let reported: boolean | null = null;
  return {
    report(unsaved) {
      reported = unsaved;
    },
    hasUnsavedChanges: () => reported ?? hasWindow(),
  };
}
