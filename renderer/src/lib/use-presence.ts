import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PresenceEntry, PresenceKind } from '../../../shared/api/presence.js';
import { desktop } from './bridge.js';
import { noteMyName } from './live-state.js';
import { queryKeys } from './query-keys.js';
import { useOffers } from './use-service-info.js';

/**
 * How often a screen that shows presence reads it again while it is open (and the window is in
 * front): someone opening the same record later is not in the change feed, so it is asked for.
 */
const PRESENCE_REFRESH_MS = 30_000;

const noteMe = (people: readonly PresenceEntry[]) => {
  const mine = people.find((person) => person.me);
  if (mine) noteMyName(mine.name);
};

/**
 * Who is connected to the company now, read again every 30 s while shown; nothing where the
 * service does not offer presence, or while `wanted` is false (docs/office.md, "Live changes and presence").
 */
export function usePresence(wanted = true) {
  const offered = useOffers('presence');
  const query = useQuery({
    queryKey: queryKeys.presence,
    queryFn: async () => {
      const { data, source } = await desktop['presence.index']({});
      // Who was here when the offline cache kept this is not who is here now.
      if (source === 'cache') return [];
      noteMe(data);
      return data;
    },
    enabled: offered && wanted,
    // Who is here changes without a change in the feed: a screen that opens reads it anew rather
    // than show the app's 30-second-fresh copy, in which a colleague who has just joined is missing.
    staleTime: 0,
    refetchInterval: PRESENCE_REFRESH_MS,
  });
  return { ...query, offered };
}

/**
 * Tells the service that this editor has record `uid` open, and that it no longer has when the
 * editor closes; gives the other people who have the same record open.
 */
export function useOpenRecord(kind: PresenceKind, uid: string | null): PresenceEntry[] {
  const client = useQueryClient();
  // A record not saved yet is nobody else's: nothing to tell or to ask.
  const presence = usePresence(uid !== null);
  const offered = presence.offered;
  useEffect(() => {
    if (!offered || !uid) return;
    const tell = (open: { kind: PresenceKind; uid: string } | null) =>
      desktop['presence.update']({ open }).then(
        ({ data }) => {
          noteMe(data);
          client.setQueryData(queryKeys.presence, data);
        },
        // Presence is a courtesy: a failure to say it never disturbs the editor.
        () => undefined,
      );
    void tell({ kind, uid });
    return () => void tell(null);
  }, [client, offered, kind, uid]);
  if (!uid) return [];
  return (presence.data ?? []).filter((person) => !person.me && person.open?.kind === kind && person.open.uid === uid.toLowerCase());
}
