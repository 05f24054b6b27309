import { Decimal, postingProfileOf, SETTLEMENT_ROLE, type SettlementAccountCode } from '../../../shared/api/index.js';
import { moneyOf } from '../../store/minor-units.js';
import { requireOpenPeriod } from '../closed-period.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { advanceVatOf, type AdvanceMove } from './advance-vat.js';

/** The settlement account a type writes with its counterparty, or null for one that writes none. */
export const settlementAccountOf = (type: string): SettlementAccountCode | null => postingProfileOf(type)?.settlement?.account ?? null;

/** How many counterparties one read of the register names. */
const AGENTS_PER_READ = 500;

/**
 * The first event rule's VAT of every posted move of the counterparties `agents` (agents.id) on
 * `account`, by document uid (advance-vat.ts). The moves are read in the order the settlement reports
 * use (docs/service-behaviour.md, "Aging"): by date, documents before payments on a day, then by
 * number and uid.
 */
export async function advanceVatOfAgents(db: Db, account: SettlementAccountCode, agents: readonly number[]): Promise<Map<string, Decimal>> {
  const found = new Map<string, Decimal>();
  const unique = [...new Set(agents)];
  for (let i = 0; i < unique.length; i += AGENTS_PER_READ) {
    const rows = await db
      .selectFrom('settlement_moves as m')
      .innerJoin('documents as d', 'd.id', 'm.document_id')
      .select(['m.agent_id', 'm.debit', 'm.credit', 'd.uid', 'd.category', 'd.vat_sum'])
      .where('m.account', '=', account)
      .where('m.agent_id', 'in', unique.slice(i, i + AGENTS_PER_READ))
      .orderBy('m.agent_id')
      .orderBy('m.date')
      .orderBy('d.category')
      .orderBy('d.no_key')
      .orderBy('d.uid')
      .execute();
    // What a move adds to what is owed on the account's side: a debit of 361, a credit of 631.
    const sign = SETTLEMENT_ROLE[account] === 'customers' ? 1 : -1;
    const byAgent = new Map<number, AdvanceMove[]>();
    for (const r of rows) {
      const moves = byAgent.get(r.agent_id) ?? [];
      if (moves.length === 0) byAgent.set(r.agent_id, moves);
      const payment = r.category === 'payment';
      moves.push({
        uid: r.uid,
        payment,
        owed: moneyOf(r.debit).minus(moneyOf(r.credit)).times(sign),
        vat: payment ? new Decimal(0) : moneyOf(r.vat_sum),
      });
    }
    for (const moves of byAgent.values()) for (const [uid, vat] of advanceVatOf(moves)) found.set(uid, vat);
  }
  return found;
}

/** A counterparty's first event VAT by document, as text, before a posting changes its register. */
export interface AdvanceSplits {
  account: SettlementAccountCode;
  agent: number;
  vatByUid: Map<string, Decimal>;
}

/**
 * The first event split of the register a document's posting or unposting changes, read before the
 * change; null when the company does not follow the rule or the document settles with no counterparty.
 */
export async function advanceSplitsBefore(
  db: Db,
  practice: { vatFirstEvent: boolean },
  doc: { type: string; agent_uid: string | null },
): Promise<AdvanceSplits | null> {
  const account = settlementAccountOf(doc.type);
  if (!practice.vatFirstEvent || account === null || doc.agent_uid === null) return null;
  const agent = await db.selectFrom('agents').select('id').where('uid', '=', doc.agent_uid).executeTakeFirst();
  if (!agent) return null;
  return { account, agent: agent.id, vatByUid: await advanceVatOfAgents(db, account, [agent.id]) };
}

/**
 * The documents of the counterparty whose first event VAT the change made differ from `before`: a
 * back-dated payment or sale changes what later ones of the counterparty paid or were paid by
 * (docs/general-ledger.md, "VAT on advances"). Their entries are written anew by the caller. They are
 * dated on or after the changed document, which is in the open period; a closed one still refuses
 * (409 PERIOD_CLOSED), as the stock re-computation does.
 */
export async function documentsWithChangedSplits(db: Db, context: CompanyContext, before: AdvanceSplits): Promise<string[]> {
  const after = await advanceVatOfAgents(db, before.account, [before.agent]);
  // A document whose advance VAT appeared, went or changed by a kopeck; compared as decimals, exactly.
  const differs = (uid: string) => {
    const [was, is] = [before.vatByUid.get(uid), after.get(uid)];
    return was === undefined || is === undefined ? was !== is : !was.equals(is);
  };
  const changed = [...new Set([...before.vatByUid.keys(), ...after.keys()])].filter(differs);
  if (changed.length === 0) return [];
  const posted = await db.selectFrom('documents').select(['uid', 'date']).where('uid', 'in', changed).where('done', '=', true).execute();
  await requireOpenPeriod(
    db,
    context,
    posted.map((d) => d.date),
    'the VAT of advances of documents dated on or before it would change',
  );
  return posted.map((d) => d.uid);
}
