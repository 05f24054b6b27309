import {
  LEDGER_OPERATION_TYPE,
  sumDecimals,
  type DoneState,
  toJsonNumber,
  type LedgerOperation,
  type LedgerOperationHead,
  type OperationIndexQuery,
  type LedgerOperationUpdateBody,
  type OperationType,
} from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound, requireOrderedPeriod } from '../errors.js';
import type { DocumentTable } from '../../database/schema.js';
import { modifiedNow } from '../clock.js';
import { nextDocumentNumber, numberColumns } from '../documents/numbering.js';
import { nextDocumentId } from '../stock/keys.js';
import { moneyOf, moneyToDb, ZERO } from '../../database/minor-units.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { requireActiveEntryAccounts } from '../entries/active-accounts.js';
import { operationRows, readOperationEntries } from './operation-lines.js';
import { checkOperationRegisters, postOperationSettlements } from './operation-registers.js';
import { operationPositions } from '../stock/operation-events.js';
import { replayPositions } from '../stock/replay.js';
import { documentsWithChangedSplits, operationSplitsBefore } from '../entries/advance-register.js';
import { entrySettingsOf } from '../entries/entry-settings.js';
import { rewriteEntries } from '../entries/write-entries.js';

/** The columns an operation's line shares with the entry it becomes (all of the entry's but its date). */
const LINE_COLUMNS = [
  'document_id',
  'position',
  'debit',
  'credit',
  'amount',
  'qty',
  'debit_agent_id',
  'debit_contract_id',
  'debit_entity_id',
  'debit_store_id',
  'credit_agent_id',
  'credit_contract_id',
  'credit_entity_id',
  'credit_store_id',
  'memo',
] as const;

const OTHER_PATH = { document: '/document/update', payment: '/paydocument/update' } as const;

const HEAD_COLUMNS = ['id', 'uid', 'date', 'type', 'no', 'sum', 'memo', 'done', 'modified_at', 'version'] as const;
type HeadRow = Pick<DocumentTable, Exclude<(typeof HEAD_COLUMNS)[number], 'version'>> & { version: number };

const headOf = (row: HeadRow): LedgerOperationHead => ({
  uid: row.uid,
  date: row.date,
  type: row.type,
  no: row.no,
  sum: toJsonNumber(moneyOf(row.sum)),
  memo: row.memo,
  done: Boolean(row.done),
  dateModified: row.modified_at,
  version: Number(row.version),
});

/** Loads one manual operation with its entries; 404 when there is none. */
export async function loadOperation(db: Db, uid: string): Promise<LedgerOperation> {
  const row = await db
    .selectFrom('documents')
    .select(HEAD_COLUMNS)
    .where('uid', '=', uid)
    .where('category', '=', 'operation')
    .executeTakeFirst();
  if (!row) throw notFound('manual operation', uid);
  return { ...headOf(row), entries: await readOperationEntries(db, row.id) };
}

/** One page of the manual operations of a period, by date and number, with their count. */
export async function operationIndex(db: Db, query: OperationIndexQuery): Promise<{ rows: LedgerOperationHead[]; totalCount: number }> {
  requireOrderedPeriod(query.from, query.to);
  const inPeriod = db
    .selectFrom('documents')
    .where('category', '=', 'operation')
    .where('date', '>=', query.from)
    .where('date', '<=', query.to);
  const counted = await inPeriod.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await inPeriod
    .select(HEAD_COLUMNS)
    .orderBy('date')
    .orderBy('no_key')
    .orderBy('id')
    .limit(query.pageSize)
    .offset(query.offset)
    .execute();
  return { rows: rows.map(headOf), totalCount: Number(counted?.n ?? 0) };
}

/** An operation's change: the request's `body`, and the operation `type` it is (a manual operation by default). */
export interface OperationUpdate {
  body: LedgerOperationUpdateBody;
  type?: OperationType;
}

/**
 * Creates or changes a draft manual operation (docs/general-ledger.md, "Manual operations"). Sent
 * entries replace all of its entries; unsent fields keep their values. A posted one is refused
 * (409), as is a date in the closed period, before or after the change. A new one is of `type`
 * (a month's close is written the same way, docs/general-ledger.md, "Closing the month").
 */
export async function updateOperation(
  db: Db,
  context: CompanyContext,
  { body, type = LEDGER_OPERATION_TYPE }: OperationUpdate,
): Promise<LedgerOperation> {
  const existing = await db.selectFrom('documents').selectAll().where('uid', '=', body.uid).executeTakeFirst();
  if (existing && existing.category !== 'operation') {
    const path = OTHER_PATH[existing.category];
    throw new LedgerError(
      'TYPE_CHANGE',
      `${body.uid} is a ${existing.category === 'payment' ? 'payment document' : 'document'}; update it with ${path}`,
    );
  }
  const date = body.date ?? existing?.date;
  if (!date) throw new LedgerError('MISSING_FIELD', 'a new manual operation needs date');
  await requireOpenPeriod(db, context, {
    dates: [existing?.date, date],
    what: 'manual operations dated on or before it cannot be created or changed',
  });
  if (existing?.done) throw new LedgerError('DOCUMENT_POSTED', 'the manual operation is posted; unpost it before changing it');
  const id = existing?.id ?? (await nextDocumentId(db));
  const rows = body.entries ? await operationRows(db, id, body.entries) : null;
  const sum = body.entries ? moneyToDb(sumDecimals(body.entries.map((e) => e.amount))) : (existing?.sum ?? ZERO);
  const no = body.no ?? existing?.no ?? (await nextDocumentNumber(db, existing?.type ?? type, date));
  const head = {
    date,
    ...numberColumns(no, existing?.type ?? type),
    sum,
    total: sum,
    memo: body.memo ?? existing?.memo ?? '',
    modified_at: modifiedNow(),
  };
  if (existing) await db.updateTable('documents').set(head).where('id', '=', id).execute();
  else {
    await db
      .insertInto('documents')
      .values({
        uid: body.uid,
        id,
        category: 'operation',
        type,
        ...head,
        vat_code: null,
        vat_in_price: false,
        vat_sum: ZERO,
        agent_uid: null,
        contract_uid: null,
        store_in: null,
        store_out: null,
        done: false,
        parent_uid: null,
      })
      .execute();
  }
  if (rows) {
    await db.deleteFrom('operation_lines').where('document_id', '=', id).execute();
    if (rows.length) await db.insertInto('operation_lines').values(rows).execute();
  }
  return loadOperation(db, body.uid);
}

/** The operation to post or unpost (`doc`: its key, uid and date), and whether it is to be `done`. */
export interface OperationDone {
  doc: { id: number; uid: string; date: string };
  done: boolean;
}

/**
 * Posts or unposts a manual operation (its period checked by the caller, `setDone`): posting copies
 * its entries to the ledger at its date and moves the registers they name (operation-registers.ts),
 * unposting removes them all. Its goods re-compute the stock from its date on as a receipt's do, so
 * a back-dated one re-costs later issues, and unposting goods a later issue took is refused
 * (`NOT_ENOUGH_STOCK`).
 */
export async function setOperationDone(db: Db, context: CompanyContext, { doc, done }: OperationDone): Promise<DoneState> {
  // With the first event rule, what it owes or is owed changes which later payments of its counterparties are advances.
  const splits = await operationSplitsBefore(db, (await entrySettingsOf(db, context)).practice, doc.id);
  if (done) {
    await postOperation(db, doc.id, doc.date);
    await postOperationSettlements(db, doc);
  } else {
    await db.deleteFrom('entries').where('document_id', '=', doc.id).execute();
    await db.deleteFrom('settlement_moves').where('document_id', '=', doc.id).execute();
  }
  await db.updateTable('documents').set({ done, modified_at: modifiedNow() }).where('id', '=', doc.id).execute();
  const positions = await operationPositions(db, doc.id);
  const recosted =
    positions.length > 0
      ? await replayPositions(db, context, {
          initial: positions,
          touchedManufacture: [],
          from: doc.date,
          appendedBy: done ? { uid: doc.uid } : undefined,
        })
      : new Set<string>();
  const resplit = await documentsWithChangedSplits(db, context, splits);
  await rewriteEntries(
    db,
    resplit.filter((uid) => !recosted.has(uid)),
    context,
  );
  return { uid: doc.uid, done };
}

/**
 * Writes a manual operation's entries; refused when it has none, when an account it names was
 * deactivated since, or when its registers cannot take an entry (checkOperationRegisters).
 */
async function postOperation(db: Db, documentId: number, date: string): Promise<void> {
  const line = await db.selectFrom('operation_lines').select('position').where('document_id', '=', documentId).limit(1).executeTakeFirst();
  if (!line) throw new LedgerError('NO_LINES', 'a manual operation needs at least one entry to be posted');
  await db
    .insertInto('entries')
    .columns(['date', ...LINE_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('operation_lines')
        .select((s) => [s.val(date).as('date'), ...LINE_COLUMNS])
        .where('document_id', '=', documentId),
    )
    .execute();
  await requireActiveEntryAccounts(db, { documentId, where: (position) => `entries[${position + 1}]` });
  await checkOperationRegisters(db, documentId);
}
