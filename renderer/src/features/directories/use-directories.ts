import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, Entity, Store } from '../../../../shared/api/directories.js';
import type { HistoryKind } from '../../../../shared/api/history.js';
import { desktop, type BridgeRequest } from '../../lib/bridge.js';
import { DIRECTORY_PAGE, readAllPages } from './all-pages.js';
import type { DirectoryKind } from '../../lib/record-rules.js';
import { refreshAfterOwnChange } from '../../lib/kind-refresh.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useOffers } from '../../lib/use-service-info.js';

/** Every entity (goods, services, products), 20 at a time. */
export function useAllEntities() {
  return useQuery({
    queryKey: queryKeys.directory.entities,
    queryFn: () => readAllPages<Entity>((offset) => desktop['entities.index']({ pageSize: DIRECTORY_PAGE, offset })),
  });
}

/** Every contract, or (with an agent) that agent's contracts from /agent/contract/index. */
export function useContracts(agent: string | null) {
  return useQuery({
    queryKey: queryKeys.directory.contracts(agent),
    queryFn: async () => {
      if (!agent) return readAllPages<Contract>((offset) => desktop['contracts.index']({ pageSize: DIRECTORY_PAGE, offset }));
      const reply = await desktop['agents.contracts']({ uid: agent });
      const data = [...reply.data].sort((a, b) => a.name.localeCompare(b.name, 'uk'));
      return { data, totalCount: reply.totalCount ?? data.length, source: reply.source, fetchedAt: reply.fetchedAt };
    },
  });
}

/** Every store, 20 at a time. */
export function useAllStoreRecords() {
  return useQuery({
    queryKey: queryKeys.directory.stores,
    queryFn: () => readAllPages<Store>((offset) => desktop['stores.index']({ pageSize: DIRECTORY_PAGE, offset })),
  });
}

/** Entities with that article or barcode, through the service's find endpoint (at most 10). */
export async function findEntities(what: 'article' | 'barcode', value: string): Promise<Entity[]> {
  return (await desktop['entities.find']({ what, value })).data;
}

/**
 * The editor's record as the update request of its directory. The one cast that stays: the record is
 * built from the text fields of whichever directory's form (record-rules.ts) and checked against that
 * directory's contract schema there (checkForm) before it is saved, a check made on a value of any
 * directory that the compiler cannot follow to one operation's request type. The bridge parses it again.
 */
const checked = <O extends `${DirectoryKind}.update`>(record: Record<string, unknown>) => record as BridgeRequest<O>;

type Saver = (record: Record<string, unknown>) => Promise<unknown>;
const SAVERS: Record<DirectoryKind, Saver> = {
  agents: (record) => desktop['agents.update'](checked(record)),
  entities: (record) => desktop['entities.update'](checked(record)),
  contracts: (record) => desktop['contracts.update'](checked(record)),
  stores: (record) => desktop['stores.update'](checked(record)),
};

/** The kind of record of each directory, as the service's history names it. */
const RECORD_KIND_OF = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' } as const satisfies Record<
  DirectoryKind,
  HistoryKind
>;

/**
 * Creates or edits one record (the service's update is an upsert: a new uid creates the record), then
 * re-reads what a change of its kind refreshes (kind-refresh.ts): the directories with the editors'
 * options and the reports' pick lists, and the lists that show its name.
 * A service without the chart of accounts (`ledger.accounts`) is not sent an entity's account.
 */
export function useSaveRecord(kind: DirectoryKind) {
  const client = useQueryClient();
  const ledger = useOffers('ledger.accounts');
  return useMutation({
    mutationFn: (record: Record<string, unknown>) =>
      SAVERS[kind](ledger ? record : Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'account'))),
    onSuccess: async (_reply, record) => {
      await refreshAfterOwnChange(client, RECORD_KIND_OF[kind], [typeof record.uid === 'string' ? record.uid : null]);
    },
  });
}
