import type { CompanyContext } from '../context.js';
import { PAYMENT_TYPES, type PaymentType, type PayDocumentRecord, type PayDocumentUpdateBody } from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { recordHeadOf, selectDocuments } from './read.js';
import { LedgerError, notFound } from '../errors.js';
import { nextDocumentNumber, numberColumns } from './numbering.js';
import { requireExisting } from '../references.js';
import { moneyToDb, ZERO } from '../../database/minor-units.js';
import { modifiedNow } from '../clock.js';
import { nextDocumentId } from '../stock/keys.js';
import type { Db } from '../types.js';
import { paymentColumnsOf } from './payment-fields.js';

/** A stored payment's type as its canonical code (stored types are canonical; a stray one is refused). */
function paymentTypeOf(type: string): PaymentType {
  const known = PAYMENT_TYPES.find((t) => t === type);
  if (!known) throw new LedgerError('VALIDATION', `unknown payment type "${type}"`);
  return known;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;

/** The API shape of a payment document. */
export function toApiPayment(row: Row): PayDocumentRecord {
  return {
    ...recordHeadOf(row),
    memo: row.memo,
    agent: row.agent_uid ? { uid: row.agent_uid, name: row.agent_name ?? '' } : null,
    done: row.done,
    ...(row.parent_uid ? { parent: { uid: row.parent_uid } } : {}),
    dateModified: row.modified,
    version: Number(row.version),
    moneyAccount: row.money_account ? { uid: row.money_account, name: row.money_account_name ?? '' } : null,
    toMoneyAccount: row.to_money_account ? { uid: row.to_money_account, name: row.to_money_account_name ?? '' } : null,
    account: row.pay_account,
    cashFlowItem: row.cash_flow_item,
  };
}

/** Loads one payment document; 404 when there is none. */
export async function loadPayment(db: Db, context: CompanyContext | null, uid: string): Promise<PayDocumentRecord> {
  const row = await selectDocuments(db, context).where('d.uid', '=', uid).where('d.category', '=', 'payment').executeTakeFirst();
  if (!row) throw notFound('payment document', uid);
  return toApiPayment(row);
}

/** Creates or updates an unposted payment document; unsent fields keep their values; a posted one is refused (409). */
export async function updatePayment(db: Db, context: CompanyContext, body: PayDocumentUpdateBody): Promise<PayDocumentRecord> {
  const existing = await db.selectFrom('documents').selectAll().where('uid', '=', body.uid).executeTakeFirst();
  if (existing && existing.category !== 'payment') {
    throw new LedgerError('TYPE_CHANGE', `${body.uid} is a document; update it with /document/update`);
  }
  const type = body.type ?? existing?.type;
  const date = body.date ?? existing?.date;
  if (!type || !date) {
    throw new LedgerError(
      'MISSING_FIELD',
      `a new payment document needs ${[!type && 'type', !date && 'date'].filter(Boolean).join(' and ')}`,
    );
  }
  await requireOpenPeriod(db, context, {
    dates: [existing?.date, date],
    what: 'payment documents dated on or before it cannot be created or changed',
  });
  if (existing?.done) throw new LedgerError('DOCUMENT_POSTED', 'the payment document is posted; unpost it before changing it');
  const agentUid = body.agent === undefined ? (existing?.agent_uid ?? null) : (body.agent?.uid ?? null);
  await requireExisting(db, 'agents', [agentUid]);
  const paymentColumns = await paymentColumnsOf(db, { type: paymentTypeOf(type), body, stored: existing });
  const sum = body.sum !== undefined ? moneyToDb(body.sum) : (existing?.sum ?? ZERO);
  const no = body.no ?? existing?.no ?? (await nextDocumentNumber(db, type, date));
  const row = {
    category: 'payment' as const,
    type,
    date,
    ...numberColumns(no, type),
    sum,
    vat_code: null,
    vat_in_price: false,
    vat_sum: ZERO,
    total: sum,
    memo: body.memo ?? existing?.memo ?? '',
    agent_uid: agentUid,
    modified_at: modifiedNow(),
    ...paymentColumns,
  };
  if (existing) await db.updateTable('documents').set(row).where('uid', '=', body.uid).execute();
  else {
    await db
      .insertInto('documents')
      .values({
        uid: body.uid,
        id: await nextDocumentId(db),
        ...row,
        contract_uid: null,
        store_in: null,
        store_out: null,
        done: false,
        parent_uid: null,
      })
      .execute();
  }
  return loadPayment(db, context, body.uid);
}
