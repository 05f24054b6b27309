import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  MAX_BANK_LINES,
  toJsonNumber,
  type AgentInput,
  type BankImportBody,
  type BankImportResult,
  type BankLineInput,
  type BankPreview,
  type BankPreviewBody,
  type BankPreviewLine,
  type Decimal,
  type OpenInvoice,
} from '../../shared/api/index.js';
import { moneyOf, type Money } from '../store/minor-units.js';
import { agentsByCode } from './agent-codes.js';
import { keysOfLines, knownPayments, recordLines } from './bank-line-keys.js';
import { DIRECTORIES, upsertRecords } from './directories.js';
import { LedgerError } from './errors.js';
import { withHistory } from './history.js';
import { recordsOf } from './history-views.js';
import { yieldToOthers } from './yield.js';
import { linkTo } from './links.js';
import { loadPayment, updatePayment } from './payments.js';
import { setDone } from './posting.js';
import { requireExisting } from './references.js';
import type { Db, User } from './types.js';

// Bank statements in (docs/service-behaviour.md, "Bank statements"): a preview that proposes a
// counterparty and an invoice for each line, and the import of the lines the user confirmed.

/** Values of one IN list: SQLite allows some thousands of variables per statement, PostgreSQL more. */
const CHUNK = 500;

const chunks = <T>(values: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
};

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

function requireLimit(count: number): void {
  if (count > MAX_BANK_LINES) {
    throw new LedgerError('PAYLOAD_TOO_LARGE', `a statement holds at most ${MAX_BANK_LINES} lines; this one has ${count}`);
  }
}

interface AgentRow {
  uid: string;
  name: string;
  code: string;
  tax_code: string;
  iban: string;
}

/** A name as compared: lower case, no quotes, legal forms or punctuation («ТОВ "Ромашка"» = «Ромашка ТОВ»). */
export function nameKey(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/["'«»“”„`ʼ’]/g, ' ')
      .replace(/товариство з обмеженою відповідальністю|фізична особа[- ]підприємець|приватне підприємство/g, ' ')
      // \b knows only ASCII letters: the legal form is a word between non-letters of any alphabet.
      .replace(/(?<![\p{L}\p{N}])(тов|тзов|пп|фоп|пат|прат|ат|кп|дп|ооо|чп|флп|спд)(?![\p{L}\p{N}])/gu, ' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * The counterparties the lines name, by code (ЄДРПОУ/РНОКПП, or a VAT number), by IBAN and by
 * name: one query for the codes and IBANs of all lines, one for the names of those still unmatched.
 */
async function matchAgents(db: Db, lines: BankLineInput[]): Promise<BankPreviewLine['agent'][]> {
  const codes = distinct(lines.map((l) => l.counterparty.code));
  const ibans = distinct(lines.map((l) => l.counterparty.iban));
  const byCode = new Map<string, AgentRow>();
  const byIban = new Map<string, AgentRow>();
  const select = () => db.selectFrom('agents').select(['uid', 'name', 'code', 'tax_code', 'iban']).orderBy('id');
  for (const part of chunks(codes)) {
    for (const r of await select()
      .where((eb) => eb.or([eb('code', 'in', part), eb('tax_code', 'in', part)]))
      .execute()) {
      for (const code of [r.code, r.tax_code]) if (code && !byCode.has(code)) byCode.set(code, r);
    }
  }
  for (const part of chunks(ibans)) {
    for (const r of await select().where('iban', 'in', part).execute()) if (!byIban.has(r.iban)) byIban.set(r.iban, r);
  }
  const found = lines.map((l): BankPreviewLine['agent'] => {
    const code = l.counterparty.code ? byCode.get(l.counterparty.code) : undefined;
    if (code) return { uid: code.uid, name: code.name, reason: 'code' };
    const iban = l.counterparty.iban ? byIban.get(l.counterparty.iban) : undefined;
    if (iban) return { uid: iban.uid, name: iban.name, reason: 'iban' };
    return null;
  });
  const unnamed = lines.filter((l, i) => !found[i] && nameKey(l.counterparty.name));
  if (unnamed.length > 0) {
    // Names differ in quotes, case and legal form, which SQL cannot compare on both engines: every
    // name is read once (uid and name only) and compared here.
    const byName = new Map<string, { uid: string; name: string }>();
    let keyed = 0;
    for (const r of await db.selectFrom('agents').select(['uid', 'name']).orderBy('id').execute()) {
      // Thousands of names through a few regular expressions each: other requests get turns between pieces.
      if (++keyed % PER_TURN === 0) await yieldToOthers();
      const key = nameKey(r.name);
      if (key && !byName.has(key)) byName.set(key, r);
    }
    for (const [i, l] of lines.entries()) {
      if (i > 0 && i % PER_TURN === 0) await yieldToOthers();
      if (found[i]) continue;
      const hit = byName.get(nameKey(l.counterparty.name));
      if (hit) found[i] = { uid: hit.uid, name: hit.name, reason: 'name' };
    }
  }
  return found;
}

/** The invoice type a line pays: ours to a customer for money in, a supplier's for money out. */
const invoiceTypeOf = (direction: 'in' | 'out') => (direction === 'in' ? 'invoice' : 'invoiceIn');

/** Posted invoices of `agents` with something still to pay (total less the posted payments linked to them), oldest first. */
async function openInvoicesOf(db: Db, agents: string[]): Promise<(OpenInvoice & { openLeft: Decimal })[]> {
  const out: (OpenInvoice & { openLeft: Decimal })[] = [];
  for (const part of chunks(agents)) {
    const rows = await db
      .selectFrom('documents as d')
      .select([
        'd.uid',
        'd.type',
        'd.no',
        'd.date',
        'd.agent_uid',
        'd.total',
        sql<Money>`(select coalesce(sum(p.sum), 0) from documents p
          where p.parent_uid = d.uid and p.done and p.category = 'payment')`.as('paid'),
      ])
      .where('d.type', 'in', ['invoice', 'invoiceIn'])
      .where('d.done', '=', true)
      .where('d.agent_uid', 'in', part)
      .orderBy('d.date')
      .orderBy('d.no_key')
      .execute();
    for (const r of rows) {
      const total = moneyOf(r.total);
      const open = total.minus(moneyOf(r.paid));
      if (!open.greaterThan(0) || !r.agent_uid) continue;
      out.push({
        uid: r.uid,
        type: r.type,
        no: r.no,
        date: r.date,
        agent: r.agent_uid,
        total: toJsonNumber(total),
        open: toJsonNumber(open),
        openLeft: open,
      });
    }
  }
  return out;
}

const WORD = '[\\p{L}\\p{N}]';
/** Lines or names worked through between turns of other requests. */
const PER_TURN = 250;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether a purpose text names an invoice: its number as a word, and its date as 21.11.2026 or 21.11.26. */
export function purposeNames(purpose: string, no: string, date: string): boolean {
  return namesInvoice(no, date)(purpose);
}

/** A letter or digit of any alphabet, built once: a Unicode class is costly to build, per test it held the loop. */
const LETTER_OR_DIGIT = new RegExp(WORD, 'u');

/** Whether the character (a whole code point) ending just before `at` is a letter or digit. */
const wordBefore = (text: string, at: number) => {
  if (at === 0) return false;
  const last = text.charCodeAt(at - 1);
  // The second half of a surrogate pair: the character is the pair.
  const start = at >= 2 && last >= 0xdc00 && last <= 0xdfff ? at - 2 : at - 1;
  return LETTER_OR_DIGIT.test(text.slice(start, at));
};
/** Whether the character starting at `at` is a letter or digit. */
const wordAt = (text: string, at: number) => {
  const code = text.codePointAt(at);
  return code !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(code));
};

/**
 * Whether a purpose text names the invoice of this number and date, as a test made once per
 * invoice: a statement's lines are tried against the same few invoices. The number is found by a
 * plain expression and its ends checked against one class of letters and digits: a Unicode
 * expression built (and compiled on its first use) for every invoice tried held the service's loop
 * ~70 ms on a statement of 2,000 lines.
 */
function namesInvoice(no: string, date: string): (purpose: string) => boolean {
  if (!no.trim()) return () => false;
  const [y = '', m = '', d = ''] = date.split('-');
  const dated = new RegExp(`(^|\\D)0?${Number(d)}[./]${m}[./](${y}|${y.slice(2)})(\\D|$)`);
  // «№ 106» names the invoice numbered 000106: leading zeros of a numeric number are optional.
  const number = new RegExp(/^\d+$/.test(no.trim()) ? `0*${no.trim().replace(/^0+(?=\d)/, '')}` : escape(no.trim()), 'g');
  return (purpose) => {
    if (!dated.test(purpose)) return false;
    // The number as a word: no letter or digit just before it or just after it.
    number.lastIndex = 0;
    for (let found = number.exec(purpose); found; found = number.exec(purpose)) {
      if (!wordBefore(purpose, found.index) && !wordAt(purpose, found.index + found[0].length)) return true;
      number.lastIndex = found.index + 1;
    }
    return false;
  };
}

/**
 * The preview of a statement: each line new or already imported, with the counterparty and the
 * invoice proposed and why. The lookups are made for all lines at once: the known keys, the agents
 * by code and IBAN (and by name for the rest), the open invoices of the agents found.
 */
export async function previewBankLines(db: Db, body: BankPreviewBody): Promise<BankPreview> {
  requireLimit(body.lines.length);
  const keys = keysOfLines(body.lines);
  const known = await knownPayments(db, keys);
  const agents = await matchAgents(db, body.lines);
  const invoices = await openInvoicesOf(db, distinct([...agents.map((a) => a?.uid ?? ''), ...(body.agents ?? [])]));
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
  return { lines, openInvoices: invoices.map(({ openLeft: _left, ...invoice }) => invoice) };

  function previewLine(line: BankLineInput, i: number): BankPreviewLine {
    const payment = known[i];
    const agent = agents[i] ?? null;
    if (payment) return { status: 'known', payment: { uid: payment }, agent, invoice: null };
    const candidates = (agent ? (byAgent.get(agent.uid) ?? []) : []).filter(
      (inv) => inv.type === invoiceTypeOf(line.direction) && inv.openLeft.greaterThan(0),
    );
    const named = candidates.find((inv) => names(line.purpose, inv));
    const exact = named ? undefined : candidates.find((inv) => inv.openLeft.equals(line.amount));
    const invoice = named ?? exact;
    // Two lines of one statement never both take what one invoice has left to pay.
    if (invoice) invoice.openLeft = invoice.openLeft.minus(line.amount);
    return {
      status: 'new',
      payment: null,
      agent,
      invoice: invoice ? { uid: invoice.uid, reason: named ? 'purpose' : 'openAmount' } : null,
    };
  }
}

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
async function agentsForLines(db: Db, user: User, lines: ImportLine[]) {
  const toCreate = lines.flatMap((l) => ('create' in l.agent ? [l.agent.create] : []));
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
  await withHistory(
    db,
    user,
    recordsOf(
      'agent',
      newAgents.map((a) => a.uid),
    ),
    () => upsertRecords(db, DIRECTORIES.agents, newAgents),
  );
  const agentOf = (line: ImportLine) => {
    if ('uid' in line.agent) return line.agent.uid;
    const fields = line.agent.create;
    return (fields.code && existing.get(fields.code)?.uid) || (created.get(newAgentKey(fields))?.uid ?? '');
  };
  return { agentOf, newAgents };
}

/**
 * Imports the confirmed lines in the caller's one transaction: creates the new counterparties (or
 * takes the agent that has the code already) and the payments (money in `payFromCustomer`, out
 * `payToSupplier`, dated by the statement, the purpose as memo), links each to its invoice, posts
 * them on request and records the lines' keys. Lines already imported are skipped. Any refusal rolls
 * the whole batch back; other requests are answered between pieces of a long one.
 */
export async function importBankLines(db: Db, body: BankImportBody, user: User): Promise<BankImportResult> {
  requireLimit(body.lines.length);
  if (body.post && !user.canPost) throw new LedgerError('FORBIDDEN', 'your role has no right to post documents');
  await requireExisting(
    db,
    'agents',
    body.lines.map((l) => ('uid' in l.agent ? l.agent.uid : null)),
  );
  const keys = keysOfLines(body.lines);
  const known = await knownPayments(db, keys);
  const fresh = body.lines.flatMap((line, index) => (known[index] ? [] : [{ line, index, key: keys[index] }]));
  const { agentOf, newAgents } = await agentsForLines(
    db,
    user,
    fresh.map((f) => f.line),
  );
  const planned = fresh.map((f) => ({ ...f, agent: agentOf(f.line), uid: randomUUID() }));
  await checkInvoices(db, planned);

  const payments = await withHistory(
    db,
    user,
    recordsOf(
      'payment',
      planned.map((p) => p.uid),
    ),
    async () => {
      const made = [];
      for (const [i, { line, uid, agent }] of planned.entries()) {
        // One transaction, in pieces: a statement of thousands of lines held the service for seconds.
        if (i > 0 && i % PAYMENTS_PER_TURN === 0) await yieldToOthers();
        await updatePayment(db, {
          uid,
          type: line.direction === 'in' ? 'payFromCustomer' : 'payToSupplier',
          date: line.date,
          sum: line.amount,
          memo: line.purpose,
          agent: { uid: agent },
        });
        if (line.invoice) await linkTo(db, { uid, parent: line.invoice });
        if (body.post) await setDone(db, { uid, done: true }, user);
        made.push(await loadPayment(db, uid));
      }
      return made;
    },
  );
  await recordLines(
    db,
    planned.flatMap((p) => (p.key ? [{ key: p.key, payment: p.uid }] : [])),
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
        agent: { uid: p.agent, name: payment?.agent?.name ?? '' },
        invoice: p.line.invoice,
      };
    }),
    known: body.lines.flatMap((_line, index) => (known[index] ? [index] : [])),
    agentsCreated: newAgents.map((a) => ({ uid: a.uid, name: a.name })),
  };
}
