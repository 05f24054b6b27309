import { useTranslation } from 'react-i18next';
import type { HistoryChange, HistoryKind } from '../../../shared/api/history.js';
import { historyChangeLines } from './history-lines.js';

/** Changes of a record of `kind` as the history panel words them, «Поле: старе → нове», in the user's language. */
export function useChangeLines(): (kind: HistoryKind, changes: HistoryChange[]) => string[] {
  const { t, i18n } = useTranslation();
  const has = (key: string) => i18n.exists(key);
  const translate = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  return (kind, changes) => historyChangeLines(kind, changes, { t: translate, has });
}
