import { randomUUID } from 'node:crypto';
import {
  invoiceTypeOf,
  type AgentInput,
  type BankImportBody,
  type BankImportResult,
  type PayDocumentRecord,
} from '../../../shared/api/index.js';
import { agentsByCode } from '../directories/agent-codes.js';
import { keysOfLines, knownPayments, recordLines } from './line-keys.js';
import { inClosedPeriod, requireLimit } from './statement-rules.js';
import { DIRECTORIES, upsertRecords } from '../directories/directories.js';
import { LedgerError } from '../errors.js';
import { yieldToOthers } from '../yield.js';
import { chunks, distinct } from '../in-lists.js';
import { draftPaymentsOf, pickDrafts } from './draft-match.js';
import { paymentFieldsOf, paysInvoice, statementAccountsOf, takesAgent } from './line-payments.js';
import { withHistory } from '../history/history.js';
import { recordsOf } from '../history/views.js';
import { nameKey } from './agent-match.js';
import { linkTo } from '../documents/links.js';
import { loadPayment, updatePayment } from '../documents/payments.js';
import { setDone } from '../documents/posting.js';
import { requireExisting } from '../references.js';
import { lockDateOf } from '../closed-period.js';
import { checkKinds, kindOfLine } from './line-kinds.js';
import { rememberKinds } from './party-kinds.js';
import { IMPORTABLE_KINDS } from '../../../shared/bank/line-kind.js';
import type { CompanyContext } from '../context.js';
import type { RequestBy } from '../request-by.js';
import type { Db } from '../types.js';

// Bank statements in (docs/service-behaviour.md, "Bank statements"): the import of the lines the user
// confirmed (the preview that proposed them is preview.ts).

/** The agent to create for a line: one per registry code (or name, for a line without a code) across the batch. */
const newAgentKey = (fields: { name: string; code?: string | undefined }) => fields.code || `name:${nameKey(fields.name)}`;

/** Refuses invoices that are not there, of the wrong kind for the line, or of another counterparty. */
async function checkInvoices(db: Db, lines: { line: BankImportBody['lines'][number]; index: number; agent: string }[]): Promise<void> {
  const wanted = distinct(lines.map((l) => l.line.invoice ?? ''));
  const found = new Map<string, { type: string; agent_uid: string | null; category: string }>();
  for (const part of chunks(wanted)) {
    for (const r of await db.selectFrom('documents').select(['uid', 'type', 'agent_uid', 'category']).where('uid', 'in', part).execute()) {
      found.set(r.uid, r);
    }
  }
  for (const { line, index, agent } of lines) {
    if (!line.invoice) continue;
    if (!paysInvoice(line)) {
      throw new LedgerError(
        'VALIDATION',
        `lines.${index}.invoice: only a customer's or a supplier's payment pays an invoice, not ${kindOfLine(line)}`,
      );
    }
    const invoice = found.get(line.invoice);
    if (!invoice) throw new LedgerError('UNKNOWN_REFERENCE', `lines.${index}.invoice: no document with uid ${line.invoice}`);
    if (invoice.category !== 'document' || invoice.type !== invoiceTypeOf(line.direction)) {
      throw new LedgerError(
        'VALIDATION',
        `lines.${index}.invoice: money ${line.direction} pays an ${invoiceTypeOf(line.direction)}, not ${invoice.type}`,
      );
    }
    if (invoice.agent_uid !== agent) {
      throw new LedgerError('VALIDATION', `lines.${index}.invoice: the invoice is of another counterparty than the line's`);
    }
  }
}

/** Lines whose payments are made between two turns of other requests: each is a few statements and its posting. */
const PAYMENTS_PER_TURN = 25;

type ImportLine = BankImportBody['lines'][number];

/**
 * The counterparties of the lines: those chosen, an agent that already has the registry code of one
 * to create (read in the write transaction, so two imports at once make one agent of a code), and the
 * rest made, one per code (or name) across the batch.
 */
async function agentsForLines(db: Db, lines: ImportLine[]) {
  const toCreate = lines.flatMap((l) => (takesAgent(l) && l.agent && 'create' in l.agent ? [l.agent.create] : []));
  const existing = await agentsByCode(
    db,
    toCreate.map((c) => c.code ?? ''),
  );
  const created = new Map<string, AgentInput & { name: string }>();
  for (const fields of toCreate) {
    const key = newAgentKey(fields);
    if (!(fields.code && existing.has(fields.code)) && !created.has(key)) created.set(key, { uid: randomUUID(), ...fields });
  }
  const newAgents = [...created.values()];
  await upsertRecords(db, DIRECTORIES.agents, newAgents);
  const agentOf = (line: ImportLine) => {
    if (!line.agent || kindOfLine(line) === 'transfer') return '';
    if ('uid' in line.agent) return line.agent.uid;
    if (!takesAgent(line)) return '';
    const fields = line.agent.create;
    return (fields.code && existing.get(fields.code)?.uid) || (created.get(newAgentKey(fields))?.uid ?? '');
  };
  return { agentOf, newAgents };
}

/**
 * Imports the confirmed lines in the caller's one transaction: creates the new counterparties (or
 * takes the agent that has the code already) and the payments (of the line's kind, on the money
 * account the statement is of, dated by the statement, the purpose as memo), links each to its invoice, posts
 * them on request and records the lines' keys. Lines already imported, and lines dated on or before
 * the lock date, are skipped and named in the result. Any refusal rolls the whole batch back; other
 * requests are answered between pieces of a long one. The result names every agent and payment
 * made, which is what their history is recorded from (routes/bank.ts).
 */
export async function importBankLines(
  db: Db,
  context: CompanyContext,
  { body, user }: RequestBy<BankImportBody>,
): Promise<BankImportResult> {
  requireLimit(body.lines.length);
  checkKinds(body.lines);
  await requireExisting(
    db,
    'agents',
    body.lines.map((l) => (l.agent && 'uid' in l.agent ? l.agent.uid : null)),
  );
  // Keying thousands of lines is a piece of its own, between turns of other requests.
  await yieldToOthers();
  const keys = keysOfLines(body.lines);
  const known = await knownPayments(db, keys);
  await yieldToOthers();
  // A statement often reaches back past the lock date: those lines are skipped, not the whole statement refused.
  const lockDate = await lockDateOf(db, context);
  const closed = body.lines.flatMap((line, index) => (!known[index] && inClosedPeriod(line, lockDate) ? [index] : []));
  const open = (line: ImportLine, index: number) => !known[index] && !inClosedPeriod(line, lockDate);
  // A kind the service does not record as a payment yet is skipped and named, never made a payment it is not.
  const unsupported = body.lines.flatMap((line, index) =>
    open(line, index) && !IMPORTABLE_KINDS.includes(kindOfLine(line)) ? [{ line: index, kind: kindOfLine(line) }] : [],
  );
  const fresh = body.lines.flatMap((line, index) =>
    open(line, index) && IMPORTABLE_KINDS.includes(kindOfLine(line)) ? [{ line, index, key: keys[index] }] : [],
  );
  const { agentOf, newAgents } = await agentsForLines(
    db,
    fresh.map((f) => f.line),
  );
  const withAgents = fresh.map((f) => ({ ...f, agent: agentOf(f.line) }));
  const accounts = await statementAccountsOf(db);
  // Worked out for every line before anything is written: a transfer to an account not ours refuses the batch.
  const fields = withAgents.map((f) => paymentFieldsOf(f.line, f.index, { agent: f.agent, accounts }));
  const drafts = pickDrafts(
    withAgents.map((f) => ({ line: f.line, agent: paysInvoice(f.line) ? f.agent : null, named: f.line.draft })),
    await draftPaymentsOf(db, { agents: withAgents.map((f) => f.agent), lines: withAgents.map((f) => f.line), lockDate }),
    (i) => `lines.${withAgents[i]?.index ?? i}`,
  );
  const planned = withAgents.map((f, i) => ({ ...f, fields: fields[i], draft: drafts[i] ?? null, uid: drafts[i]?.uid ?? randomUUID() }));
  await checkInvoices(db, planned);

  const payments: PayDocumentRecord[] = [];
  // A completed draft is recorded in its history as changed; the payments made are recorded as created (routes/bank.ts).
  const completed = planned.flatMap((p) => (p.draft ? [p.draft.uid] : []));
  await withHistory(db, user, {
    target: recordsOf('payment', completed),
    change: async () => {
      for (const [i, { line, uid, fields: made, draft }] of planned.entries()) {
        // One transaction, in pieces: a statement of thousands of lines held the service for seconds.
        if (i > 0 && i % PAYMENTS_PER_TURN === 0) await yieldToOthers();
        // The draft takes the bank's date, when the money moved, and the statement's account; its number, and its memo if it has one, stay.
        await updatePayment(
          db,
          context,
          draft
            ? { uid, date: line.date, memo: draft.memo || line.purpose, moneyAccount: made?.moneyAccount }
            : { uid, ...made, date: line.date, sum: line.amount, memo: line.purpose },
        );
        if (line.invoice && line.invoice !== draft?.parent) await linkTo(db, context, { uid, parent: line.invoice });
        if (body.post) await setDone(db, context, { body: { uid, done: true }, user });
        payments.push(await loadPayment(db, context, uid));
      }
    },
  });
  await recordLines(
    db,
    planned.flatMap((p) => (p.key ? [{ key: p.key, payment: p.uid }] : [])),
  );
  // The next statement proposes each counterparty's lines as this one was imported, on any computer of the company.
  await rememberKinds(
    db,
    planned.map((p) => ({ line: p.line, kind: kindOfLine(p.line) })),
  );
  return {
    created: planned.map((p, i) => {
      const payment = payments[i];
      return {
        line: p.index,
        payment: {
          uid: p.uid,
          type: payment?.type ?? '',
          no: payment?.no ?? '',
          date: p.line.date,
          sum: payment?.sum ?? 0,
          done: payment?.done ?? false,
        },
        agent: p.agent ? { uid: p.agent, name: payment?.agent?.name ?? '' } : null,
        invoice: p.line.invoice ?? p.draft?.parent ?? null,
        fromDraft: p.draft !== null,
      };
    }),
    known: body.lines.flatMap((_line, index) => (known[index] ? [index] : [])),
    closed,
    unsupported,
    lockDate,
    agentsCreated: newAgents.map((a) => ({ uid: a.uid, name: a.name })),
  };
}
