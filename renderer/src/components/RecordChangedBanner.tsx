import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceKind } from '../../../shared/api/presence.js';
import { formatTime } from '../lib/format.js';
import { historyUserText } from '../lib/history-lines.js';
import { heardChanges, heardCount, isOwnChange, subscribeLive } from '../lib/live-state.js';
import type { SeenChange } from '../lib/use-record-conflict.js';

const WORDS: Record<string, 'changed' | 'posted' | 'unposted' | 'deleted'> = {
  create: 'changed',
  update: 'changed',
  link: 'changed',
  post: 'posted',
  unpost: 'unposted',
  delete: 'deleted',
};

/** What an editor lets its banner do. */
export interface RecordBannerActions {
  /** Reads the record anew (asking first over unsaved changes); answers whether the editor now shows the new version. */
  onReread?: (seen: SeenChange) => Promise<boolean>;
  /** Leaves the editor for its list, once the record is deleted. */
  onLeave?: () => void;
}

/**
 * Says at once that someone else changed, posted or deleted the record this editor shows, with who
 * and when, and offers «Перечитати», or «До переліку» for a deleted record (docs/office.md, "Live
 * changes and presence"). Only changes heard after the editor opened or last read the record anew
 * count, and never this app's own saves.
 */
export function RecordChangedBanner({ kind, uid, onReread, onLeave }: { kind: PresenceKind; uid: string | null } & RecordBannerActions) {
  const { t } = useTranslation();
  const [seenUpTo, setSeenUpTo] = useState(heardCount);
  const [reading, setReading] = useState(false);
  const changes = useSyncExternalStore(subscribeLive, heardChanges);
  const target = uid?.toLowerCase();
  const last = changes.findLast(
    (change) => change.n > seenUpTo && change.kind === kind && change.uid.toLowerCase() === target && !isOwnChange(change),
  );
  if (!last || uid === null) return null;
  const word = WORDS[last.action] ?? 'changed';
  const by = last.by === null ? t('live.someone') : historyUserText(last.by, (key) => t(key));
  const text = t(`live.record.${kind === 'document' ? 'document' : 'other'}.${word}`, { by, time: formatTime(last.at) });
  const reread = async () => {
    if (!onReread) return;
    setReading(true);
    const shown = await onReread({ uid, by, at: last.at }).finally(() => setReading(false));
    if (shown) setSeenUpTo(last.n);
  };
  const action =
    word === 'deleted' ? (
      onLeave ? (
        <Button color="inherit" size="small" onClick={onLeave}>
          {t('live.toList')}
        </Button>
      ) : null
    ) : onReread ? (
      <Button color="inherit" size="small" disabled={reading} onClick={() => void reread()}>
        {t('live.reread')}
      </Button>
    ) : null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 1 }} data-testid="record-changed-banner" action={action}>
      <span data-testid="record-changed-text">{text}</span>
    </Alert>
  );
}
