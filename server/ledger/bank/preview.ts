import {
  invoiceTypeOf,
  type BankLineInput,
  type BankPreview,
  type BankPreviewBody,
  type BankPreviewLine,
} from '../../../shared/api/index.js';
import { yieldToOthers } from '../yield.js';
import { distinct } from '../in-lists.js';
import { lockDateOf } from '../closed-period.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { matchAgents } from './agent-match.js';
import { draftPaymentsOf, pickDrafts } from './draft-match.js';
import { namesInvoice } from './invoice-match.js';
import { keysOfLines, knownPayments } from './line-keys.js';
import { proposeKinds, totalsOf } from './line-kinds.js';
import { openInvoicesOf } from './open-invoices.js';
import { booksBeforeStatement } from './statement-books.js';
import { inClosedPeriod, requireLimit } from './statement-rules.js';

// The preview of a bank statement (docs/service-behaviour.md, "Bank statements"): what each line is
// proposed as, read only.

/** Lines worked through between turns of other requests. */
const PER_TURN = 250;

/**
 * The preview of a statement: each line new, already imported or in the closed period, with the
 * counterparty and the invoice proposed and why. The lookups are made for all lines at once: the
 * known keys, the agents by code and IBAN (and by name for the rest), the open invoices of the agents found.
 */
export async function previewBankLines(db: Db, context: CompanyContext, body: BankPreviewBody): Promise<BankPreview> {
  requireLimit(body.lines.length);
  const lockDate = await lockDateOf(db, context);
  const keys = keysOfLines(body.lines);
  const known = await knownPayments(db, keys);
  const agents = await matchAgents(db, body.lines);
  const kinds = await proposeKinds(db, body.lines, agents);
  const books = await booksBeforeStatement(db, body);
  // Only a customer's or a supplier's payment settles an invoice or completes a draft payment.
  const pays = (i: number) => kinds[i]?.kind === 'payFromCustomer' || kinds[i]?.kind === 'payToSupplier';
  const invoices = await openInvoicesOf(db, distinct([...agents.map((a) => a?.uid ?? ''), ...(body.agents ?? [])]));
  const drafts = pickDrafts(
    body.lines.map((line, i) => ({
      line,
      agent: known[i] || inClosedPeriod(line, lockDate) || !pays(i) ? null : (agents[i]?.uid ?? null),
    })),
    await draftPaymentsOf(db, { agents: distinct(agents.map((a) => a?.uid ?? '')), lines: body.lines, lockDate }),
  );
  const byAgent = new Map<string, typeof invoices>();
  for (const invoice of invoices) {
    const ofAgent = byAgent.get(invoice.agent);
    if (ofAgent) ofAgent.push(invoice);
    else byAgent.set(invoice.agent, [invoice]);
  }
  const matchers = new Map<string, (purpose: string) => boolean>();
  const names = (purpose: string, invoice: (typeof invoices)[number]) => {
    let test = matchers.get(invoice.uid);
    if (!test) matchers.set(invoice.uid, (test = namesInvoice(invoice.no, invoice.date)));
    return test(purpose);
  };
  const lines: BankPreviewLine[] = [];
  for (const [i, line] of body.lines.entries()) {
    // A statement of 2,000 lines is matched a few hundred lines at a time, other requests running between.
    if (i > 0 && i % PER_TURN === 0) await yieldToOthers();
    lines.push(previewLine(line, i));
  }
  return { lines, openInvoices: invoices.map(({ openLeft: _left, ...invoice }) => invoice), lockDate, ...totalsOf(body), books };

  function previewLine(line: BankLineInput, i: number): BankPreviewLine {
    const payment = known[i];
    const agent = agents[i] ?? null;
    const kind = kinds[i] ?? { kind: 'payFromCustomer', ledgerAccount: null, kindReason: 'purpose', otherMoneyAccount: null };
    if (payment) return { status: 'known', payment: { uid: payment }, agent, invoice: null, draft: null, ...kind };
    // Shown with its counterparty, so the user sees whose payment it is, but it takes no invoice's open amount.
    if (inClosedPeriod(line, lockDate)) return { status: 'closed', payment: null, agent, invoice: null, draft: null, ...kind };
    const candidates = (agent && pays(i) ? (byAgent.get(agent.uid) ?? []) : []).filter(
      (inv) => inv.type === invoiceTypeOf(line.direction) && inv.openLeft.greaterThan(0),
    );
    const draft = drafts[i];
    // A draft linked to an invoice keeps it: proposed when it is open, kept by the import otherwise.
    const own = draft?.parent ? candidates.find((inv) => inv.uid === draft.parent) : undefined;
    const named = draft?.parent ? undefined : candidates.find((inv) => names(line.purpose, inv));
    const exact = named || draft?.parent ? undefined : candidates.find((inv) => inv.openLeft.equals(line.amount));
    const invoice = own ?? named ?? exact;
    // Two lines of one statement never both take what one invoice has left to pay.
    if (invoice) invoice.openLeft = invoice.openLeft.minus(line.amount);
    return {
      status: 'new',
      payment: null,
      agent,
      invoice: invoice ? { uid: invoice.uid, reason: own ? 'draft' : named ? 'purpose' : 'openAmount' } : null,
      draft: draft ? { uid: draft.uid, no: draft.no, date: draft.date } : null,
      ...kind,
    };
  }
}
