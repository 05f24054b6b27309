import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { FEATURE_TEXTS } from './feature-texts.js';
import { uk } from './uk.js';

export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'oblik.language';

function rememberedLanguage(): Language {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'uk';
}

/** Starts i18next: Ukrainian unless the user chose English before. */
/** One translation dictionary of the app's own texts and every feature's (each feature's keys are its own). */
function merged(...dictionaries: object[]): Record<string, unknown> {
  return dictionaries.reduce<Record<string, unknown>>((all, dictionary) => ({ ...all, ...dictionary }), {});
}

export async function initI18n(): Promise<void> {
  const lng = rememberedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: {
      uk: { translation: merged(uk, ...FEATURE_TEXTS.map((f) => f.uk)) },
      en: { translation: merged(en, ...FEATURE_TEXTS.map((f) => f.en)) },
    },
    lng,
    fallbackLng: 'uk',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Switches the language and remembers it for the next start. */
export async function setLanguage(lng: Language): Promise<void> {
  window.localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
