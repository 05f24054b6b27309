import {
  Decimal,
  entrySidesProblem,
  OFF_BALANCE_ENTRY,
  OPERATION_PROFILES,
  type AccountAnalytic,
  type SideAccount,
} from '../../../shared/api/index.js';
import { moneyOf, moneyToDb, qtyOf } from '../../database/minor-units.js';
import { storedAnalytics } from '../accounts/accounts.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';

/**
 * What a manual operation's entries move besides the books (docs/general-ledger.md, "What an
 * operation moves"), as its posting profile says (`fromEntries`): goods debited to a stock account
 * come into stock (the stock events read them, stock/operation-events.ts), entries on 361 and 631
 * with a counterparty move the settlements. Here: the rules that keep those registers right, and
 * the settlements.
 */

const { settlements: SETTLEMENT_ACCOUNTS } = OPERATION_PROFILES.ledgerOperation.fromEntries!;
const isSettlementAccount = (code: string) => (SETTLEMENT_ACCOUNTS as readonly string[]).includes(code);

/** An account tracked by goods is a stock account: what it holds is the stock register's. */
const tracksGoods = (analytics: readonly AccountAnalytic[]) => analytics.includes('entity');

/**
 * Refuses (422) goods credited to a stock account: a manual operation only brings goods in. Taking
 * them out has a cost the FIFO decides, not an amount typed in, so a write-off or a move does it.
 */
export function refuseStockCredit(where: string, code: string, analytics: readonly AccountAnalytic[]): void {
  if (tracksGoods(analytics))
    throw new LedgerError(
      'ACCOUNT_UNSUITABLE',
      `${where}: a manual operation brings goods into stock but takes none out of account ${code}; post a write-off or a move`,
    );
}

/**
 * Refuses (422 OFF_BALANCE_ENTRY) an entry whose sides break the single entry of off-balance accounts
 * (shared/api/off-balance.ts), naming it by its place from 1: an off-balance account paired with a
 * balance one, or a balance account without its corresponding account.
 */
export function refuseEntrySides(where: string, debit: SideAccount | null, credit: SideAccount | null): void {
  const problem = entrySidesProblem(debit, credit);
  if (problem) throw new LedgerError(OFF_BALANCE_ENTRY, `${where}: ${problem}`);
}

/** A posted operation's lines with what the register rules read: each side's account analytics and the debited goods' kind. */
async function linesWithAccounts(db: Db, documentId: number) {
  const rows = await db
    .selectFrom('operation_lines as l')
    .leftJoin('accounts as d', 'd.code', 'l.debit')
    .leftJoin('accounts as c', 'c.code', 'l.credit')
    .leftJoin('entities as e', 'e.id', 'l.debit_entity_id')
    .select([
      'l.position',
      'l.debit',
      'l.credit',
      'l.amount',
      'l.qty',
      'l.debit_agent_id',
      'l.credit_agent_id',
      'l.debit_entity_id',
      'l.debit_store_id',
      'd.analytics as debit_analytics',
      'c.analytics as credit_analytics',
      'd.off_balance as debit_off_balance',
      'c.off_balance as credit_off_balance',
      'e.kind as entity_kind',
      'e.name as entity_name',
    ])
    .where('l.document_id', '=', documentId)
    .orderBy('l.position')
    .execute();
  const sideOf = (code: string | null, offBalance: boolean | null): SideAccount | null =>
    code === null ? null : { code, offBalance: Boolean(offBalance) };
  return rows.map((r) => ({
    ...r,
    debitTracks: storedAnalytics(r.debit_analytics ?? ''),
    creditTracks: storedAnalytics(r.credit_analytics ?? ''),
    debitSide: sideOf(r.debit, r.debit_off_balance),
    creditSide: sideOf(r.credit, r.credit_off_balance),
  }));
}

/**
 * Refuses (422) to post a manual operation whose entries its registers cannot take, naming the entry
 * from 1: an off-balance account paired with a balance one, or a balance account alone (a draft saved
 * before they were refused); goods credited to a stock account; a debit of one without goods (or with a
 * service), a store or a quantity; an entry on 361 or 631 without its counterparty.
 */
export async function checkOperationRegisters(db: Db, documentId: number): Promise<void> {
  for (const line of await linesWithAccounts(db, documentId)) {
    const where = `entries[${line.position + 1}]`;
    refuseEntrySides(where, line.debitSide, line.creditSide);
    if (line.credit !== null) refuseStockCredit(`${where}.credit`, line.credit, line.creditTracks);
    if (tracksGoods(line.debitTracks)) {
      const goods = `${where}.debitAnalytics`;
      if (line.debit_entity_id === null)
        throw new LedgerError(
          'ACCOUNT_UNSUITABLE',
          `${goods}.entity: account ${line.debit} tracks goods; name the goods, their store and quantity`,
        );
      if (line.entity_kind === 'service')
        throw new LedgerError('ACCOUNT_UNSUITABLE', `${goods}.entity: "${line.entity_name}" is a service, which keeps no stock`);
      if (line.debit_store_id === null)
        throw new LedgerError('STORE_REQUIRED', `${goods}.store: goods come into stock in a store; name it`);
      if (line.qty === null || !qtyOf(line.qty).greaterThan(0))
        throw new LedgerError('QTY_NOT_POSITIVE', `${where}.qty: goods come into stock in a quantity above zero`);
    }
    for (const [side, code, agent] of [
      ['debit', line.debit, line.debit_agent_id],
      ['credit', line.credit, line.credit_agent_id],
    ] as const) {
      if (code !== null && isSettlementAccount(code) && agent === null)
        throw new LedgerError(
          'AGENT_REQUIRED',
          `${where}.${side}: account ${code} keeps settlements with counterparties; name the counterparty`,
        );
    }
  }
}

/** A manual operation being posted: its key and date. */
export interface PostedOperation {
  id: number;
  date: string;
}

/**
 * Writes the settlement movements of a manual operation being posted: per settlement account and
 * counterparty, its entries' debits and credits at the operation's date (one movement each, as a
 * document writes one). Unposting removes them with the document's other movements.
 */
export async function postOperationSettlements(db: Db, doc: PostedOperation): Promise<void> {
  const lines = await db
    .selectFrom('operation_lines')
    .select(['debit', 'credit', 'amount', 'debit_agent_id', 'credit_agent_id'])
    .where('document_id', '=', doc.id)
    .orderBy('position')
    .execute();
  const moves = new Map<string, { account: string; agent: number; debit: Decimal; credit: Decimal }>();
  const add = (account: string | null, agent: number | null, { side, amount }: { side: 'debit' | 'credit'; amount: Decimal }) => {
    if (account === null || !isSettlementAccount(account) || agent === null) return;
    const key = `${account}|${agent}`;
    const move = moves.get(key) ?? { account, agent: Number(agent), debit: new Decimal(0), credit: new Decimal(0) };
    move[side] = move[side].plus(amount);
    moves.set(key, move);
  };
  for (const l of lines) {
    add(l.debit, l.debit_agent_id, { side: 'debit', amount: moneyOf(l.amount) });
    add(l.credit, l.credit_agent_id, { side: 'credit', amount: moneyOf(l.amount) });
  }
  if (moves.size === 0) return;
  await db
    .insertInto('settlement_moves')
    .values(
      [...moves.values()].map((m) => ({
        document_id: doc.id,
        date: doc.date,
        account: m.account,
        agent_id: m.agent,
        debit: moneyToDb(m.debit),
        credit: moneyToDb(m.credit),
      })),
    )
    .execute();
}
