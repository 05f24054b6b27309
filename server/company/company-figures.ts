import { todayIso } from '../../shared/api/index.js';
import type { CompanyContext } from '../ledger/context.js';
import { isoOf } from '../ledger/stock/keys.js';
import { agentTurnover } from '../ledger/reports/reports.js';
import type { Db } from '../ledger/types.js';
import { warehouseBalance } from '../replies/balance-replies.js';

/** The figures two copies of a company must agree on: the stock balance after every move and both settlement turnovers over all time. */
export interface CompanyFigures {
  balancePositions: number;
  agents: number;
  /** The stock balance after every move, row by row. */
  stock: unknown;
  /** The turnovers of 361 and 631 per counterparty. */
  settlements: unknown;
  /** Both as one text. */
  text: string;
}

/**
 * Reads a company's stock balance after its last move (today's, unless a move is dated later) and the
 * turnovers of 361 and 631 over its whole history, as one canonical text: two stores hold the same
 * stock and settlements exactly when their texts are equal.
 */
export async function companyFigures(db: Db, context: CompanyContext): Promise<CompanyFigures> {
  // The balance after every move is read from the running totals alone. Today's, with moves dated
  // later, may make a quarter's snapshot first, a write, and the copy reads its source in a read-only
  // transaction (database/copy-company.ts).
  const lastMove = await db
    .selectFrom('stock_moves')
    .select((eb) => eb.fn.max('date').as('day'))
    .executeTakeFirst();
  const today = todayIso();
  const last = lastMove?.day === null || lastMove?.day === undefined ? today : isoOf(lastMove.day);
  const balance = await warehouseBalance(db, context, { query: { date: last > today ? last : today } });
  const span = await db
    .selectFrom('settlement_moves')
    .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
    .executeTakeFirst();
  const from = (span?.first as string | null) ?? '2000-01-01';
  const to = (span?.last as string | null) ?? from;
  const customers = await agentTurnover(db, { accCode: '361', from, to });
  const suppliers = await agentTurnover(db, { accCode: '631', from, to });
  return {
    balancePositions: balance.rows.length,
    agents: customers.rows.length + suppliers.rows.length,
    stock: balance.rows,
    settlements: { customers, suppliers },
    text: JSON.stringify({ balance: balance.rows, customers, suppliers }),
  };
}
