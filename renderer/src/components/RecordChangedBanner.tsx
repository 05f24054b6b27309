import Alert from '@mui/material/Alert';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceKind } from '../../../shared/api/presence.js';
import { formatTime } from '../lib/format.js';
import { historyUserText } from '../lib/history-lines.js';
import { heardChanges, heardCount, isOwnChange, subscribeLive } from '../lib/live-store.js';

const WORDS: Record<string, 'changed' | 'posted' | 'unposted' | 'deleted'> = {
  create: 'changed',
  update: 'changed',
  link: 'changed',
  post: 'posted',
  unpost: 'unposted',
  delete: 'deleted',
};

/**
 * Says at once that someone else changed, posted or deleted the record this editor shows, with who
 * and when (docs/office.md, "Live changes and presence"). Only changes heard after the editor opened
 * count, and never this app's own saves.
 */
export function RecordChangedBanner({ kind, uid }: { kind: PresenceKind; uid: string | null }) {
  const { t } = useTranslation();
  const [openedAt] = useState(heardCount);
  const changes = useSyncExternalStore(subscribeLive, heardChanges);
  const target = uid?.toLowerCase();
  const last = changes.findLast(
    (change) => change.n > openedAt && change.kind === kind && change.uid.toLowerCase() === target && !isOwnChange(change),
  );
  if (!last) return null;
  const word = WORDS[last.action] ?? 'changed';
  const text = t(`live.record.${kind === 'document' ? 'document' : 'other'}.${word}`, {
    by: last.by === null ? t('live.someone') : historyUserText(last.by, (key) => t(key)),
    time: formatTime(last.at),
  });
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 1 }} data-testid="record-changed-banner">
      {text}
    </Alert>
  );
}
