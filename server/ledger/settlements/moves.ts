import { Decimal, postingProfileOf } from '../../../shared/api/index.js';
import { moneyOf, moneyToDb, type Money } from '../../database/minor-units.js';
import { documentId } from '../stock/keys.js';
import { insertSettlementMove } from './moves-sql.js';
import type { Db } from '../types.js';

/** True when posting a document of this type moves settlements with its agent (its posting profile has a settlement). */
export function movesSettlements(type: string): boolean {
  return postingProfileOf(type)?.settlement != null;
}

/** The document or payment whose settlement moves are written, as its row reads. */
export interface SettledDocument {
  uid: string;
  type: string;
  date: string;
  agent_uid: string | null;
  sum: Money;
  total: Money;
}

/** Writes the settlement movement of a document being posted. */
export async function postSettlement(db: Db, doc: SettledDocument): Promise<void> {
  const effect = postingProfileOf(doc.type)?.settlement;
  if (!effect || !doc.agent_uid) return;
  const amount = moneyOf(effect.amount === 'total' ? doc.total : doc.sum);
  const [debit, credit] = effect.side === 'debit' ? [amount, new Decimal(0)] : [new Decimal(0), amount];
  await insertSettlementMove(db, {
    documentUid: doc.uid,
    date: doc.date,
    account: effect.account,
    agentUid: doc.agent_uid,
    debit: moneyToDb(debit),
    credit: moneyToDb(credit),
  });
}

/** Removes a document's settlement movements when it is unposted. */
export async function unpostSettlement(db: Db, documentUid: string): Promise<void> {
  await db.deleteFrom('settlement_moves').where('document_id', '=', documentId(documentUid)).execute();
}
