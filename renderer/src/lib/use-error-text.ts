import { useTranslation } from 'react-i18next';
import { BridgeError } from './bridge.js';
import { errorWords, factsOf } from './error-words.js';

/** The raw text of a failure goes to the log (the console of the window), never on screen. */
function logRaw(error: unknown, code: string): void {
  console.warn(`[${code}]`, error instanceof Error ? error.message : String(error));
}

/**
 * Turns a failed bridge call into a sentence in the user's language (lib/error-words.ts), followed by
 * the service's request id when there is one, so the user can quote it and support can find the log line.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const facts = factsOf(error);
    logRaw(error, facts.serviceCode ?? facts.code);
    const text = errorWords(t, (key) => i18n.exists(key), facts);
    const requestId = error instanceof BridgeError ? error.requestId : undefined;
    return requestId ? `${text} ${t('errors.requestId', { id: requestId })}` : text;
  };
}
