import { Decimal } from '../../shared/api/index.js';
import { moneyOf, moneyToDb, type Money } from '../store/minor-units.js';
import { agentId, documentId } from './stock-keys.js';
import type { Db } from './types.js';

/** Which account and side a posted document or payment moves (docs/service-behaviour.md, "Posting effects"). */
export const SETTLEMENT_EFFECTS: Record<string, { account: '361' | '631'; side: 'debit' | 'credit'; amount: 'total' | 'sum' }> = {
  waybillOut: { account: '361', side: 'debit', amount: 'total' },
  billCompleteWork: { account: '361', side: 'debit', amount: 'total' },
  waybillRetOut: { account: '361', side: 'credit', amount: 'total' },
  waybillIn: { account: '631', side: 'credit', amount: 'total' },
  billCompleteWorkIn: { account: '631', side: 'credit', amount: 'total' },
  waybillRetIn: { account: '631', side: 'debit', amount: 'total' },
  payFromCustomer: { account: '361', side: 'credit', amount: 'sum' },
  cashIn: { account: '361', side: 'credit', amount: 'sum' },
  payToSupplier: { account: '631', side: 'debit', amount: 'sum' },
  cashOut: { account: '631', side: 'debit', amount: 'sum' },
};

/** True when posting a document of this type moves settlements with its agent. */
export function movesSettlements(type: string): boolean {
  return type in SETTLEMENT_EFFECTS;
}

/** Writes the settlement movement of a document being posted. */
export async function postSettlement(
  db: Db,
  doc: { uid: string; type: string; date: string; agent_uid: string | null; sum: Money; total: Money },
): Promise<void> {
  const effect = SETTLEMENT_EFFECTS[doc.type];
  if (!effect || !doc.agent_uid) return;
  const amount = moneyOf(effect.amount === 'total' ? doc.total : doc.sum);
  await db
    .insertInto('settlement_moves')
    .values({
      document_id: documentId(doc.uid),
      date: doc.date,
      account: effect.account,
      agent_id: agentId(doc.agent_uid),
      debit: moneyToDb(effect.side === 'debit' ? amount : new Decimal(0)),
      credit: moneyToDb(effect.side === 'credit' ? amount : new Decimal(0)),
    })
    .execute();
}

/** Removes a document's settlement movements when it is unposted. */
export async function unpostSettlement(db: Db, documentUid: string): Promise<void> {
  await db.deleteFrom('settlement_moves').where('document_id', '=', documentId(documentUid)).execute();
}
