import { useTranslation } from 'react-i18next';
import { BridgeError } from './bridge.js';

/**
 * Turns a failed bridge call into a sentence in the user's language, followed by the service's
 * request id when there is one, so the user can quote it and support can find the log line.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const code = error instanceof BridgeError ? error.code : 'UNKNOWN';
    const message = error instanceof Error ? error.message : String(error);
    const key = `errors.${code}`;
    const text = i18n.exists(key) ? t(key, { message }) : t('errors.generic', { message });
    const requestId = error instanceof BridgeError ? error.requestId : undefined;
    return requestId ? `${text} ${t('errors.requestId', { id: requestId })}` : text;
  };
}
