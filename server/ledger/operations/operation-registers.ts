import { Decimal, OPERATION_PROFILES, type AccountAnalytic } from '../../../shared/api/index.js';
import { moneyOf, moneyToDb, qtyOf, ZERO } from '../../store/minor-units.js';
import { storedAnalytics } from '../accounts/accounts.js';
import { LedgerError } from '../errors.js';
import type { Position } from '../stock/positions.js';
import type { Db } from '../types.js';

/**
 * What a manual operation's entries move besides the books (docs/general-ledger.md, "Manual
 * operations"), as its posting profile says (`fromEntries`): goods debited to a stock account come
 * into stock, entries on 361 and 631 with a counterparty move the settlements.
 */

const { settlements: SETTLEMENT_ACCOUNTS } = OPERATION_PROFILES.ledgerOperation.fromEntries!;
const isSettlementAccount = (code: string) => (SETTLEMENT_ACCOUNTS as readonly string[]).includes(code);

/** An account kept by goods is a stock account: what it holds is the stock register's. */
const keepsGoods = (analytics: readonly AccountAnalytic[]) => analytics.includes('entity');

/**
 * Refuses (422) goods credited to a stock account: a manual operation only brings goods in. Taking
 * them out has a cost the FIFO decides, not an amount typed in, so a write-off or a move does it.
 */
export function refuseStockCredit(where: string, code: string, analytics: readonly AccountAnalytic[]): void {
  if (keepsGoods(analytics))
    throw new LedgerError(
      'ACCOUNT_UNSUITABLE',
      `${where}: a manual operation brings goods into stock but takes none out of account ${code}; post a write-off or a move`,
    );
}

/** A posted operation's lines with what the register rules read: each side's account analytics and the debited goods' kind. */
async function linesWithAccounts(db: Db, documentId: number) {
  const rows = await db
    .selectFrom('operation_lines as l')
    .innerJoin('accounts as d', 'd.code', 'l.debit')
    .innerJoin('accounts as c', 'c.code', 'l.credit')
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
      'e.kind as entity_kind',
      'e.name as entity_name',
    ])
    .where('l.document_id', '=', documentId)
    .orderBy('l.position')
    .execute();
  return rows.map((r) => ({ ...r, debitKeeps: storedAnalytics(r.debit_analytics), creditKeeps: storedAnalytics(r.credit_analytics) }));
}

/**
 * Refuses (422) to post a manual operation whose entries its registers cannot take, naming the entry
 * from 1: goods credited to a stock account; a debit of one without goods (or with a service), a
 * store or a quantity; an entry on 361 or 631 without its counterparty.
 */
export async function checkOperationRegisters(db: Db, documentId: number): Promise<void> {
  for (const line of await linesWithAccounts(db, documentId)) {
    const where = `entries[${line.position + 1}]`;
    refuseStockCredit(`${where}.credit`, line.credit, line.creditKeeps);
    if (keepsGoods(line.debitKeeps)) {
      const goods = `${where}.debitAnalytics`;
      if (line.debit_entity_id === null)
        throw new LedgerError(
          'ACCOUNT_UNSUITABLE',
          `${goods}.entity: account ${line.debit} keeps goods; name the goods, their store and quantity`,
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
      if (isSettlementAccount(code) && agent === null)
        throw new LedgerError(
          'AGENT_REQUIRED',
          `${where}.${side}: account ${code} keeps settlements with counterparties; name the counterparty`,
        );
    }
  }
}

/**
 * Writes the settlement movements of a manual operation being posted: per settlement account and
 * counterparty, its entries' debits and credits at the operation's date (one movement each, as a
 * document writes one). Unposting removes them with the document's other movements.
 */
export async function postOperationSettlements(db: Db, doc: { id: number; date: string }): Promise<void> {
  const lines = await db
    .selectFrom('operation_lines')
    .select(['debit', 'credit', 'amount', 'debit_agent_id', 'credit_agent_id'])
    .where('document_id', '=', doc.id)
    .orderBy('position')
    .execute();
  const moves = new Map<string, { account: string; agent: number; debit: Decimal; credit: Decimal }>();
  const add = (account: string, agent: number | null, side: 'debit' | 'credit', amount: Decimal) => {
    if (!isSettlementAccount(account) || agent === null) return;
    const key = `${account}|${agent}`;
    const move = moves.get(key) ?? { account, agent: Number(agent), debit: new Decimal(0), credit: new Decimal(0) };
    move[side] = move[side].plus(amount);
    moves.set(key, move);
  };
  for (const l of lines) {
    add(l.debit, l.debit_agent_id, 'debit', moneyOf(l.amount));
    add(l.credit, l.credit_agent_id, 'credit', moneyOf(l.amount));
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

/**
 * The stock lines of manual operations, as the stock events read a document's lines: the debits of
 * goods (a posted operation has none without goods, store and quantity), each a receipt into its own
 * store at the entry's amount. Of the posted operations among `ids`, or of every posted one in `stores`.
 */
export async function operationStockLines(db: Db, entities: string[], scope: { ids: number[] } | { stores: string[] }) {
  if (entities.length === 0 || ('ids' in scope ? scope.ids : scope.stores).length === 0) return [];
  const rows = await db
    .selectFrom('operation_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.id', 'l.debit_entity_id')
    .innerJoin('stores as s', 's.id', 'l.debit_store_id')
    .select([
      'd.uid as document_uid',
      'd.id as document_id',
      'd.type',
      'd.date',
      'd.no_key',
      'd.vat_code',
      'd.vat_in_price',
      'd.agent_uid',
      'd.parent_uid',
      's.uid as store_in',
      'd.store_out',
      'e.uid as entity_uid',
      'l.position',
      'l.qty',
      'l.amount as sum',
    ])
    .where('d.done', '=', true)
    .where('d.category', '=', 'operation')
    .where('e.uid', 'in', entities)
    .where('l.qty', 'is not', null)
    .$if('ids' in scope, (q) => q.where('d.id', 'in', 'ids' in scope ? scope.ids : []))
    .$if('stores' in scope, (q) => q.where('s.uid', 'in', 'stores' in scope ? scope.stores : []))
    .execute();
  // Operation lines have no uid of their own; a receipt's line uid only keys a manufacture's costs.
  return rows.map((r) => ({ ...r, line_uid: `${r.document_uid}:${r.position}`, kind: null, qty: r.qty ?? ZERO }));
}

/** The positions a manual operation's entries bring goods into: its debits of goods with their stores. */
export async function operationPositions(db: Db, documentId?: number): Promise<Position[]> {
  const rows = await db
    .selectFrom('operation_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.id', 'l.debit_entity_id')
    .innerJoin('stores as s', 's.id', 'l.debit_store_id')
    .select(['s.uid as store', 'e.uid as entity'])
    .distinct()
    .where('d.category', '=', 'operation')
    .where('l.qty', 'is not', null)
    .$if(documentId === undefined, (q) => q.where('d.done', '=', true))
    .$if(documentId !== undefined, (q) => q.where('d.id', '=', documentId ?? 0))
    .execute();
  return rows;
}
