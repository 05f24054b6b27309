import type { CompanyContext } from '../context.js';
import {
  Decimal,
  documentSumOfLines,
  linePriceOf,
  lineSumOfInput,
  CUSTOMER_RETURN_TYPE,
  linesHaveKinds,
  type DocumentRecord,
  type DocumentUpdateBody,
  type LineInput,
  type VatCode,
} from '../../../shared/api/index.js';
import { randomUUID } from 'node:crypto';
import { requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound } from '../errors.js';
import { documentRow, loadLines, toApiDocument } from './read.js';
import { documentVat } from './part-vat.js';
import { nextDocumentNumber, numberColumns } from './numbering.js';
import { requireExisting } from '../references.js';
import { namedAccountOf } from './named-account.js';
import { moneyOf, moneyToDb, priceToDb, qtyToDb } from '../../database/minor-units.js';
import { modifiedNow } from '../clock.js';
import { documentId, keyOf, keysOf, nextDocumentId } from '../stock/keys.js';
import type { Db } from '../types.js';

/** The document to load: its `uid`, and its `category` (a document by default, or a payment). */
export interface LoadedDocument {
  uid: string;
  category?: 'document' | 'payment';
}

/** Loads one document with its lines, paid and shipped; 404 when there is none (payments included: they share uids). */
export async function loadDocument(
  db: Db,
  context: CompanyContext | null,
  { uid, category = 'document' }: LoadedDocument,
): Promise<DocumentRecord> {
  const row = await documentRow(db, context, { uid, category });
  if (!row) throw notFound(category === 'document' ? 'document' : 'payment document', uid);
  return toApiDocument(row, category === 'document' ? await loadLines(db, uid) : undefined);
}

interface StoredLine {
  uid: string;
  entityUid: string;
  kind: 'product' | 'material' | null;
  qty: Decimal;
  price: Decimal;
  sum: Decimal;
  memo: string;
  unitCost: Decimal | null;
}

/**
 * Fills in a line's defaults: sum = round(qty × price, 2); a price from sum / qty when only the sum is sent.
 * A unit cost belongs to a customer return's line alone: elsewhere the stock decides what goods cost.
 */
function normaliseLine(line: LineInput, index: number, type: string): StoredLine {
  const isManufacture = linesHaveKinds(type);
  if (isManufacture && !line.kind) {
    throw new LedgerError('VALIDATION', `details.${index}.kind: every manufacture line needs kind "product" or "material"`);
  }
  if (line.unitCost != null && type !== CUSTOMER_RETURN_TYPE) {
    throw new LedgerError(
      'VALIDATION',
      `details.${index}.unitCost: only a return from a customer (${CUSTOMER_RETURN_TYPE}) takes a unit cost`,
    );
  }
  const price = linePriceOf(line);
  return {
    uid: line.uid ?? randomUUID(),
    entityUid: line.entity.uid,
    kind: isManufacture ? (line.kind ?? null) : null,
    qty: line.qty,
    price,
    sum: lineSumOfInput(line),
    memo: line.memo ?? '',
    unitCost: line.unitCost ?? null,
  };
}

async function replaceLines(
  db: Db,
  context: CompanyContext,
  { documentUid, lines }: { documentUid: string; lines: StoredLine[] },
): Promise<void> {
  const doc = await db.selectFrom('documents').select('id').where('uid', '=', documentUid).executeTakeFirstOrThrow();
  await db.deleteFrom('document_lines').where('document_id', '=', doc.id).execute();
  const entities = await keysOf(db, context, { table: 'entities', uids: lines.map((l) => l.entityUid) });
  for (let i = 0; i < lines.length; i += 500) {
    await db
      .insertInto('document_lines')
      .values(
        lines.slice(i, i + 500).map((l, j) => ({
          document_id: doc.id,
          uid: l.uid,
          position: i + j,
          entity_id: keyOf(entities, l.entityUid),
          kind: l.kind,
          qty: qtyToDb(l.qty),
          price: priceToDb(l.price),
          sum: moneyToDb(l.sum),
          sent_sum: moneyToDb(l.sum),
          memo: l.memo,
          unit_cost: l.unitCost === null ? null : priceToDb(l.unitCost),
        })),
      )
      .execute();
  }
}

/**
 * Creates or updates an unposted document (spec "Rules for update"): unsent fields keep their
 * values, `details: []` removes every line, a posted document is refused (409) and nothing changes.
 */
export async function updateDocument(db: Db, context: CompanyContext, body: DocumentUpdateBody): Promise<DocumentRecord> {
  const existing = await db.selectFrom('documents').selectAll().where('uid', '=', body.uid).executeTakeFirst();
  if (existing?.category === 'payment') {
    throw new LedgerError('TYPE_CHANGE', `${body.uid} is a payment document; update it with /paydocument/update`);
  }
  const type = body.type ?? existing?.type;
  const date = body.date ?? existing?.date;
  if (!type || !date) {
    throw new LedgerError('MISSING_FIELD', `a new document needs ${[!type && 'type', !date && 'date'].filter(Boolean).join(' and ')}`);
  }
  await requireOpenPeriod(db, context, {
    dates: [existing?.date, date],
    what: 'documents dated on or before it cannot be created or changed',
  });
  if (existing?.done) throw new LedgerError('DOCUMENT_POSTED', 'the document is posted; unpost it before changing it');
  const isManufacture = linesHaveKinds(type);
  const lines = body.details?.map((l, i) => normaliseLine(l, i, type));
  if (lines) {
    const seen = new Set<string>();
    for (const [i, l] of lines.entries()) {
      if (seen.has(l.uid)) throw new LedgerError('VALIDATION', `details.${i}.uid: line uid ${l.uid} is repeated`);
      seen.add(l.uid);
    }
  } else if (existing && isManufacture && !linesHaveKinds(existing.type)) {
    const kindless = await db
      .selectFrom('document_lines')
      .select('uid')
      .where('document_id', '=', documentId(body.uid))
      .where('kind', 'is', null)
      .executeTakeFirst();
    if (kindless) throw new LedgerError('VALIDATION', 'details: every manufacture line needs kind "product" or "material"');
  }

  const pick = <K extends 'agent' | 'contract' | 'storeIn' | 'storeOut'>(key: K, stored: string | null | undefined) =>
    body[key] === undefined ? (stored ?? null) : (body[key]?.uid ?? null);
  const agentUid = pick('agent', existing?.agent_uid);
  const contractUid = pick('contract', existing?.contract_uid);
  const storeIn = pick('storeIn', existing?.store_in);
  const storeOut = pick('storeOut', existing?.store_out);
  await requireExisting(db, 'agents', [agentUid]);
  await requireExisting(db, 'contracts', [contractUid]);
  await requireExisting(db, 'stores', [storeIn, storeOut]);
  await requireExisting(db, 'entities', lines?.map((l) => l.entityUid) ?? []);
  const account = await namedAccountOf(db, { type, sent: body.account, stored: existing });

  // Spec rule 1: on update an unsent sum keeps the stored one; on create it is the sum of the lines
  // that count in it (a manufacture's products: docs/service-behaviour.md, "Manufacture").
  const sum = body.sum ?? (existing ? moneyOf(existing.sum) : documentSumOfLines(type, lines ?? []));
  const vatCode = (body.vatCode === undefined ? (existing?.vat_code ?? null) : body.vatCode) as VatCode | null;
  const vatInPrice = body.vatInPrice ?? existing?.vat_in_price ?? false;
  const parentUid = existing?.parent_uid ?? null;
  const vat = await documentVat(db, { uid: body.uid, type, sum, vatCode, vatInPrice, parentUid });
  const no = body.no ?? existing?.no ?? (await nextDocumentNumber(db, type, date));

  const row = {
    category: 'document' as const,
    type,
    date,
    ...numberColumns(no, type),
    sum: moneyToDb(sum),
    vat_code: vatCode,
    vat_in_price: vatInPrice,
    vat_sum: moneyToDb(vat.vatSum),
    total: moneyToDb(vat.total),
    memo: body.memo ?? existing?.memo ?? '',
    agent_uid: agentUid,
    contract_uid: contractUid,
    store_in: storeIn,
    store_out: storeOut,
    pay_account: account,
    modified_at: modifiedNow(),
  };
  if (existing) await db.updateTable('documents').set(row).where('uid', '=', body.uid).execute();
  else
    await db
      .insertInto('documents')
      .values({ uid: body.uid, id: await nextDocumentId(db), ...row, done: false, parent_uid: null })
      .execute();
  if (lines) await replaceLines(db, context, { documentUid: body.uid, lines });
  return loadDocument(db, context, { uid: body.uid });
}
