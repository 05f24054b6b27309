import { ACCOUNTS, Decimal, postingProfileOf, SETTLEMENT_ROLE, type SettlementAccountCode } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
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

/** Counterparties' first event VAT by document on one settlement account, before a posting changes their register. */
export interface AdvanceSplits {
  account: SettlementAccountCode;
  /** The counterparties (agents.id). */
  agents: number[];
  vatByUid: Map<string, Decimal>;
}

/** The splits of the counterparties `agents` (an account and an agents.id each) as they stand: one per account. */
async function splitsOf(db: Db, agents: readonly { account: SettlementAccountCode; agent: number }[]): Promise<AdvanceSplits[]> {
  const splits: AdvanceSplits[] = [];
  for (const account of ACCOUNTS) {
    const ofAccount = [...new Set(agents.filter((a) => a.account === account).map((a) => Number(a.agent)))];
    if (ofAccount.length > 0) splits.push({ account, agents: ofAccount, vatByUid: await advanceVatOfAgents(db, account, ofAccount) });
  }
  return splits;
}

/** The company's VAT practice: whether tax is due at the first event (docs/general-ledger.md). */
export interface AdvancePractice {
  vatFirstEvent: boolean;
}

/** The document whose advances are split: its type and counterparty. */
export interface AdvanceDocument {
  type: string;
  agent_uid: string | null;
}

/**
 * The first event split of the register a document's posting or unposting changes, read before the
 * change; none when the company does not follow the rule or the document settles with no counterparty.
 */
export async function advanceSplitsBefore(db: Db, practice: AdvancePractice, doc: AdvanceDocument): Promise<AdvanceSplits[]> {
  const account = settlementAccountOf(doc.type);
  if (!practice.vatFirstEvent || account === null || doc.agent_uid === null) return [];
  const agent = await db.selectFrom('agents').select('id').where('uid', '=', doc.agent_uid).executeTakeFirst();
  return agent ? splitsOf(db, [{ account, agent: agent.id }]) : [];
}

/**
 * The same for a manual operation: every counterparty its entries on 361 or 631 name, whose settlement
 * moves it writes or removes (operations/operation-registers.ts), read before the change.
 */
export async function operationSplitsBefore(db: Db, practice: AdvancePractice, documentId: number): Promise<AdvanceSplits[]> {
  if (!practice.vatFirstEvent) return [];
  const lines = await db
    .selectFrom('operation_lines')
    .select(['debit', 'credit', 'debit_agent_id', 'credit_agent_id'])
    .where('document_id', '=', documentId)
    .execute();
  const isSettlement = (code: string | null): code is SettlementAccountCode => (ACCOUNTS as readonly (string | null)[]).includes(code);
  const agents = lines.flatMap((l) => [
    ...(isSettlement(l.debit) && l.debit_agent_id !== null ? [{ account: l.debit, agent: l.debit_agent_id }] : []),
    ...(isSettlement(l.credit) && l.credit_agent_id !== null ? [{ account: l.credit, agent: l.credit_agent_id }] : []),
  ]);
  return agents.length > 0 ? splitsOf(db, agents) : [];
}

/**
 * The documents of the counterparties whose first event VAT the change made differ from `before`: a
 * back-dated payment, sale or manual operation changes what later ones of the counterparty paid or
 * were paid by (docs/general-ledger.md, "VAT on advances"). Their entries are written anew by the
 * caller. They are dated on or after the changed document, which is in the open period; a closed one
 * still refuses (409 PERIOD_CLOSED), as the stock re-computation does.
 */
export async function documentsWithChangedSplits(db: Db, context: CompanyContext, before: readonly AdvanceSplits[]): Promise<string[]> {
  if (before.length === 0) return [];
  const changed = new Set<string>();
  const again = before.flatMap((b) => b.agents.map((agent) => ({ account: b.account, agent })));
  for (const after of await splitsOf(db, again)) {
    const was = before.find((b) => b.account === after.account)?.vatByUid ?? new Map<string, Decimal>();
    // A document whose advance VAT appeared, went or changed by a kopeck; compared as decimals, exactly.
    const differs = (uid: string) => {
      const [old, now] = [was.get(uid), after.vatByUid.get(uid)];
      return old === undefined || now === undefined ? old !== now : !old.equals(now);
    };
    for (const uid of new Set([...was.keys(), ...after.vatByUid.keys()])) if (differs(uid)) changed.add(uid);
  }
  if (changed.size === 0) return [];
  const posted = await db
    .selectFrom('documents')
    .select(['uid', 'date'])
    .where('uid', 'in', [...changed])
    .where('done', '=', true)
    .execute();
  await requireOpenPeriod(db, context, {
    dates: posted.map((d) => d.date),
    what: 'the VAT of advances of documents dated on or before it would change',
  });
  return posted.map((d) => d.uid);
}
