import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PresenceEntry, PresenceKind } from '../../../shared/api/presence.js';
import { desktop } from './bridge.js';
import { noteMyName } from './live-store.js';
import { queryKeys } from './query-keys.js';
import { useOffers } from './use-service-info.js';

/** How often a screen that shows presence reads it again while it is open. */
const PRESENCE_REFRESH_MS = 20_000;

const noteMe = (people: readonly PresenceEntry[]) => {
  const mine = people.find((person) => person.me);
  if (mine) noteMyName(mine.name);
};

/**
 * Who is connected to the company now, read again every 20 s while shown; nothing where the
 * service does not offer presence (docs/office.md, "Live changes and presence").
 */
export function usePresence() {
  const offered = useOffers('presence');
  const query = useQuery({
    queryKey: queryKeys.presence,
    queryFn: async () => {
      const { data } = await desktop['presence.index']({});
      noteMe(data);
      return data;
    },
    enabled: offered,
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
  const presence = usePresence();
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
