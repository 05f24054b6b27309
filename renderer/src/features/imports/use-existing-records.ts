import { useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import type { ImportKind } from './import-mapping.js';
import type { ExistingRecord } from './import-matching.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The directory indexes' page limit (shared/api DirectoryIndexQuery). */
const PAGE = 20;
/** Pages read at once after the first: 5,000 goods are 250 pages, read in about a second. */
const PARALLEL = 8;

type IndexReply = { data: ExistingRecord[]; totalCount?: number };

const INDEX: Record<ImportKind, (offset: number) => Promise<IndexReply>> = {
  agents: (offset) => desktop['agents.index']({ pageSize: PAGE, offset }),
  entities: (offset) => desktop['entities.index']({ pageSize: PAGE, offset }),
  contracts: (offset) => desktop['contracts.index']({ pageSize: PAGE, offset }),
  stores: (offset) => desktop['stores.index']({ pageSize: PAGE, offset }),
};

/** Every record of a directory: the first page gives the total, the rest are read several at a time. */
async function readAll(kind: ImportKind): Promise<ExistingRecord[]> {
  const read = INDEX[kind];
  const first = await read(0);
  const rows = [...first.data];
  if (first.totalCount === undefined) {
    // A service without a total is read page after page to its first short page.
    for (let last = first.data; last.length === PAGE;) {
      last = (await read(rows.length)).data;
      rows.push(...last);
    }
    return rows;
  }
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.totalCount; offset += PAGE) offsets.push(offset);
  for (let start = 0; start < offsets.length; start += PARALLEL) {
    const pages = await Promise.all(offsets.slice(start, start + PARALLEL).map((offset) => read(offset)));
    for (const page of pages) rows.push(...page.data);
  }
  return rows;
}

/** The existing records of the directory being imported into, to tell new rows from changed and unchanged ones. */
export function useExistingRecords(kind: ImportKind, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.directory.importExisting(kind),
    queryFn: () => readAll(kind),
    enabled,
    staleTime: 0,
  });
}
