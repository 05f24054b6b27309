import { useTranslation } from 'react-i18next';
import { BridgeError } from './bridge.js';
import { formatDate } from './format.js';
import { closedPeriodEndOf } from './period-lock.js';
import { refusalOf } from './service-refusal.js';

/** The words for a service refusal any screen may meet (`PERIOD_CLOSED: …`), with the date it names as 21.11.2026. */
export function serviceRefusalKey(error: unknown): { key: string; params: Record<string, string> } | null {
  const { code, message } = refusalOf(error);
  if (code === null) return null;
  const end = closedPeriodEndOf(message);
  return { key: `errors.service.${code}`, params: { message, date: end ? formatDate(end) : '' } };
}

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
    const service = serviceRefusalKey(error);
    const text =
      service && i18n.exists(service.key)
        ? t(service.key, service.params)
        : i18n.exists(key)
          ? t(key, { message })
          : t('errors.generic', { message });
    const requestId = error instanceof BridgeError ? error.requestId : undefined;
    return requestId ? `${text} ${t('errors.requestId', { id: requestId })}` : text;
  };
}
