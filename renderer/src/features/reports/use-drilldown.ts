import { skipToken, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Document } from '../../../../shared/api/documents.js';
import { Decimal, parseDecimal, sumDecimals } from '../../../../shared/api/money.js';
import { desktop } from '../../lib/bridge.js';
import { allDocuments, allPayments } from '../../lib/document-pages.js';
import { agentActivity, stockCandidates, stockMoves } from './drilldown.js';
import { queryKeys } from '../../lib/query-keys.js';

/** Documents read at once: enough to be quick, few enough not to crowd the service. */
const LOADS_AT_ONCE = 6;

async function loadAll(uids: string[]): Promise<Document[]> {
  const loaded: Document[] = [];
  for (let i = 0; i < uids.length; i += LOADS_AT_ONCE) {
    const replies = await Promise.all(uids.slice(i, i + LOADS_AT_ONCE).map((uid) => desktop['documents.load']({ uid })));
    loaded.push(...replies.map((reply) => reply.data));
  }
  return loaded;
}

export interface StockTarget {
  storeUid: string;
  storeName: string;
  entityUid: string;
  name: string;
  unit: string;
  from: string;
  to: string;
}

/**
 * The moves of one entity in one store over a period: the balance before it (the report on the
 * day before), then each posted document that touched it, read from the index and its lines.
 */
export function useStockMoves(target: StockTarget | null) {
  return useQuery({
    queryKey: queryKeys.reports.stockMoves(target),
    queryFn: target
      ? async () => {
          const { storeUid, entityUid, from, to } = target;
          const before = dayjs(from).subtract(1, 'day').format('YYYY-MM-DD');
          const [docs, openingReport] = await Promise.all([
            allDocuments({ from, to }),
            desktop['reports.warehouseBalance']({ date: before, store: storeUid }),
          ]);
          const opening = sumDecimals(
            openingReport.data.rows.filter((row) => row.entity.uid === entityUid).map((row) => parseDecimal(row.qty) ?? new Decimal(0)),
          );
          const loaded = await loadAll(stockCandidates(docs.rows, storeUid).map((doc) => doc.uid));
          return { opening, moves: stockMoves(opening, loaded, { entityUid, storeUid }), looked: loaded.length };
        }
      : skipToken,
  });
}

export interface AgentTarget {
  agentUid: string;
  name: string;
  from: string;
  to: string;
}

/** An agent's documents and payments in the period, through both indexes filtered by agent. */
export function useAgentActivity(target: AgentTarget | null) {
  return useQuery({
    queryKey: queryKeys.reports.agentActivity(target),
    queryFn: target
      ? async () => {
          const { agentUid, from, to } = target;
          const [docs, payments] = await Promise.all([
            allDocuments({ from, to, agent: agentUid }),
            allPayments({ from, to, agent: agentUid }),
          ]);
          return agentActivity(agentUid, docs.rows, payments.rows);
        }
      : skipToken,
  });
}
