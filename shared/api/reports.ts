import { z } from 'zod';
import { NamedRef, Uid } from './common.js';
import { IsoDate } from './dates.js';

/** Query of GET /report/warehousebalance/. */
export const WarehouseBalanceQuery = z.object({
  date: IsoDate.optional(),
  store: Uid.optional(),
  supplier: Uid.optional(),
});
export type WarehouseBalanceQuery = z.output<typeof WarehouseBalanceQuery>;

/** One row of the warehouse balance. */
export const WarehouseBalanceRow = z.object({
  store: NamedRef,
  entity: z.object({ uid: z.string(), name: z.string(), article: z.string(), unit: z.string() }).loose(),
  qty: z.number(),
  price: z.number(),
  sum: z.number(),
});
export type WarehouseBalanceRow = z.output<typeof WarehouseBalanceRow>;

/** Data of the warehouse balance reply. */
export const WarehouseBalance = z.object({ date: z.string(), rows: z.array(WarehouseBalanceRow) });
export type WarehouseBalance = z.output<typeof WarehouseBalance>;

/** Settlement accounts: 361 customers, 631 suppliers. */
export const ACCOUNTS = ['361', '631'] as const;
export type SettlementAccountCode = (typeof ACCOUNTS)[number];

/** Query of GET /report/agentturnover/. */
export const AgentTurnoverQuery = z.object({
  accCode: z.enum(ACCOUNTS, { error: 'accCode must be 361 or 631' }),
  from: IsoDate,
  to: IsoDate,
  agent: Uid.optional(),
});
export type AgentTurnoverQuery = z.output<typeof AgentTurnoverQuery>;

const TurnoverFigures = {
  balanceStartDb: z.number(),
  balanceStartCr: z.number(),
  dbSum: z.number(),
  crSum: z.number(),
  balanceEndDb: z.number(),
  balanceEndCr: z.number(),
};

/** One row of the agent turnover. */
export const AgentTurnoverRow = z.object({ agent: NamedRef, ...TurnoverFigures });
export type AgentTurnoverRow = z.output<typeof AgentTurnoverRow>;

/** Data of the agent turnover reply. */
export const AgentTurnover = z.object({
  accCode: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(AgentTurnoverRow),
  total: z.object(TurnoverFigures),
});
export type AgentTurnover = z.output<typeof AgentTurnover>;
