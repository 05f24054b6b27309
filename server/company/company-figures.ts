import type { CompanyContext } from '../ledger/context.js';
import { agentTurnover } from '../ledger/reports/reports.js';
import type { Db } from '../ledger/types.js';
import { warehouseBalance } from '../replies/balance-replies.js';

/** The figures two copies of a company must agree on: today's stock balance and both settlement turnovers over all time. */
export interface CompanyFigures {
  balancePositions: number;
  agents: number;
  text: string;
}

/**
 * Reads a company's stock balance now and the turnovers of 361 and 631 over its whole history, as
 * one canonical text: two stores hold the same books exactly when their texts are equal.
 */
export async function companyFigures(db: Db, context: CompanyContext): Promise<CompanyFigures> {
  const balance = await warehouseBalance(db, context, {});
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
    text: JSON.stringify({ balance: balance.rows, customers, suppliers }),
  };
}
