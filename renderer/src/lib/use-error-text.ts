import { useTranslation } from 'react-i18next';
import { BridgeError } from './bridge.js';

/** Turns a failed bridge call into a sentence in the user's language. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const code = error instanceof BridgeError ? error.code : 'UNKNOWN';
    const message = error instanceof Error ? error.message : String(error);
    const key = `errors.${code}`;
    return i18n.exists(key) ? t(key, { message }) : t('errors.generic', { message });
  };
}
