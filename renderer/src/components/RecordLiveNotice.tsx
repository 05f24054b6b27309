import type { PresenceKind } from '../../../shared/api/presence.js';
import type { DirectoryKind } from '../lib/record-rules.js';
import { PresenceLine } from './PresenceLine.js';
import { RecordChangedBanner, type RecordBannerActions } from './RecordChangedBanner.js';

const OF_DIRECTORY: Record<DirectoryKind, PresenceKind> = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' };

/**
 * What an editor shows of the office around it: a colleague's change to its record, and who else
 * has it open. `uid` is null for a record not saved yet; a directory's editor names its directory.
 * The editor says how to read its record anew and how to leave it, which the banner offers.
 */
export function RecordLiveNotice({
  kind,
  uid,
  onReread,
  onLeave,
}: { kind: PresenceKind | DirectoryKind; uid: string | null } & RecordBannerActions) {
  const presenceKind = kind in OF_DIRECTORY ? OF_DIRECTORY[kind as DirectoryKind] : (kind as PresenceKind);
  return (
    <>
      <RecordChangedBanner kind={presenceKind} uid={uid} onReread={onReread} onLeave={onLeave} />
      <PresenceLine kind={presenceKind} uid={uid} />
    </>
  );
}
