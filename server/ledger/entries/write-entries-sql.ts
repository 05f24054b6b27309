import { sql } from 'kysely';
import type { MoneyAccountKind } from '../../../shared/api/index.js';
import type { Money } from '../../database/minor-units.js';
import { runWithRows, type ValuesRow } from '../../database/rows-statement.js';
import { sqlNames, textNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// Every posting rewrites its document's entries: these are written out rather than built (docs/style.md, "SQL").
const d = sqlNames('documents', 'd');
const a = sqlNames('agents', 'a');
const c = sqlNames('contracts', 'c');
const si = sqlNames('stores', 'si');
const so = sqlNames('stores', 'so');
const mo = sqlNames('money_accounts', 'mo');
const mt = sqlNames('money_accounts', 'mt');
const l = sqlNames('document_lines', 'l');
const e = sqlNames('entities', 'e');
const sm = sqlNames('stock_moves');
const documents = sqlNames('documents');
const entries = sqlNames('entries');

/** A document as its entries are built: the keys of its records and its money accounts' kinds. */
export interface EntryDocumentRow {
  id: number;
  uid: string;
  type: string;
  date: string;
  sum: Money;
  vat_sum: Money;
  total: Money;
  agent: number | null;
  contract: number | null;
  storeIn: number | null;
  storeOut: number | null;
  moneyKind: MoneyAccountKind | null;
  toMoneyKind: MoneyAccountKind | null;
  pay_account: string | null;
  vat_payer: boolean | null;
}

/** The posted documents and payments among `uids` (not operations), in the order of their keys (the joins of documentsWithMoneyAccounts, documents/read.ts). */
export async function entryDocumentsOf(db: Db, uids: readonly string[]): Promise<EntryDocumentRow[]> {
  const { rows } = await sql<EntryDocumentRow>`select ${d.id}, ${d.uid}, ${d.type}, ${d.date}, ${d.sum}, ${d.vat_sum}, ${d.total},
      ${a.id} as agent, ${c.id} as contract, ${si.id} as "storeIn", ${so.id} as "storeOut", ${mo.kind} as "moneyKind",
      ${mt.kind} as "toMoneyKind", ${d.pay_account}, ${d.vat_payer}
    from ${d.$}
      left join ${a.$} on ${a.uid} = ${d.agent_uid}
      left join ${c.$} on ${c.uid} = ${d.contract_uid}
      left join ${si.$} on ${si.uid} = ${d.store_in}
      left join ${so.$} on ${so.uid} = ${d.store_out}
      left join ${mo.$} on ${mo.uid} = ${d.money_account}
      left join ${mt.$} on ${mt.uid} = ${d.to_money_account}
    where ${d.uid} in (${sql.join(uids)}) and ${d.done} = ${true} and ${d.category} <> 'operation'
    order by ${d.id}`.execute(db);
  return rows;
}

/** A document's line with what its stock moves took or brought. */
export interface EntryLineRow {
  document_id: number;
  position: number;
  entity_id: number;
  kind: string | null;
  qty: number;
  sum: number;
  entity_kind: string;
  account: string | null;
  qty_in: number | null;
  amount_in: number | null;
  qty_out: number | null;
  amount_out: number | null;
}

/** The lines of the documents `ids` with the sums of their stock moves in and out, in one read. */
export async function entryLinesOf(db: Db, ids: readonly number[]): Promise<EntryLineRow[]> {
  const { rows } = await sql<EntryLineRow>`select ${l.document_id}, ${l.position}, ${l.entity_id}, ${l.kind}, ${l.qty}, ${l.sum},
      ${e.kind} as entity_kind, ${e.account}, m.qty_in, m.amount_in, m.qty_out, m.amount_out
    from ${l.$} join ${e.$} on ${e.id} = ${l.entity_id}
    left join (select ${sm.document_id}, ${sm.line},
        sum(case when ${sm.qty} > 0 then ${sm.qty} else 0 end) as qty_in, sum(case when ${sm.qty} > 0 then ${sm.amount} else 0 end) as amount_in,
        sum(case when ${sm.qty} < 0 then -${sm.qty} else 0 end) as qty_out, sum(case when ${sm.qty} < 0 then -${sm.amount} else 0 end) as amount_out
      from ${sm.$} where ${sm.document_id} in (${sql.join(ids)}) group by ${sm.document_id}, ${sm.line}) m
      on m.${sm.document_id} = ${l.document_id} and m.${sm.line} = ${l.position}
    where ${l.document_id} in (${sql.join(ids)}) order by ${l.document_id}, ${l.position}`.execute(db);
  return rows;
}

/** Deletes the entries of the documents and payments `uids`; an operation's stay, being its lines. */
export async function deleteEntriesOf(db: Db, uids: readonly string[]): Promise<void> {
  await sql`delete from ${entries.$} where ${entries.document_id} in
    (select ${documents.id} from ${documents.$} where ${documents.uid} in (${sql.join(uids)}) and ${documents.category} <> 'operation')`.execute(
    db,
  );
}

const t = textNames('entries');
const ENTRY_INSERT = `insert into ${t.$} (${t.document_id}, ${t.position}, ${t.date}, ${t.debit}, ${t.credit}, ${t.amount}, ${t.qty},
  ${t.debit_agent_id}, ${t.debit_contract_id}, ${t.debit_entity_id}, ${t.debit_store_id},
  ${t.credit_agent_id}, ${t.credit_contract_id}, ${t.credit_entity_id}, ${t.credit_store_id}, ${t.memo})`;

/** Writes entries, each a row of values in the order of ENTRY_INSERT's columns, in one statement. */
export async function insertEntries(db: Db, rows: readonly ValuesRow[]): Promise<void> {
  await runWithRows(db, { head: ENTRY_INSERT, rows });
}
