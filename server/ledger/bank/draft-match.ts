import { DRAFT_MATCH_DAYS, type BankLineInput, type Decimal } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import { LedgerError } from '../errors.js';
import { chunks, distinct } from '../in-lists.js';
import type { Db } from '../types.js';

// Draft payments a statement's lines complete (docs/service-behaviour.md, "Bank statements"): an
// accountant often enters a payment before the statement comes, and importing it again made a second.

/** A draft payment a line may complete. */
export interface DraftPayment {
  uid: string;
  id: number;
  type: string;
  no: string;
  date: string;
  sum: Decimal;
  agent: string;
  parent: string | null;
  memo: string;
}

/** The payment type a line makes: money in from a customer, money out to a supplier. */
export const paymentTypeOf = (direction: 'in' | 'out') => (direction === 'in' ? 'payFromCustomer' : 'payToSupplier');

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const shifted = (iso: string, days: number) => new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);

/** The drafts looked for: of the `agents`, for the statement's `lines`, none dated on or before the `lockDate`. */
export interface DraftSearch {
  agents: string[];
  lines: BankLineInput[];
  lockDate: string | null;
}

/**
 * The draft payments of `agents` dated within DRAFT_MATCH_DAYS of the lines' dates and after the lock
 * date (a closed one cannot be completed), that no statement line was imported as already.
 */
export async function draftPaymentsOf(db: Db, { agents, lines, lockDate }: DraftSearch): Promise<DraftPayment[]> {
  const dates = lines.map((l) => l.date).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const from = shifted(first, -DRAFT_MATCH_DAYS);
  const out: DraftPayment[] = [];
  for (const part of chunks(distinct(agents))) {
    const rows = await db
      .selectFrom('documents as d')
      .select(['d.uid', 'd.id', 'd.type', 'd.no', 'd.date', 'd.sum', 'd.agent_uid', 'd.parent_uid', 'd.memo'])
      .where('d.category', '=', 'payment')
      .where('d.done', '=', false)
      .where('d.type', 'in', ['payFromCustomer', 'payToSupplier'])
      .where('d.agent_uid', 'in', part)
      .where('d.date', '>=', lockDate !== null && lockDate >= from ? shifted(lockDate, 1) : from)
      .where('d.date', '<=', shifted(last, DRAFT_MATCH_DAYS))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('bank_lines as b').select('b.payment_uid').whereRef('b.payment_uid', '=', 'd.uid'))))
      .execute();
    for (const r of rows) {
      if (!r.agent_uid) continue;
      out.push({ ...r, id: Number(r.id), sum: moneyOf(r.sum), agent: r.agent_uid, parent: r.parent_uid });
    }
  }
  return out;
}

/** A line as matched: its fields, the counterparty chosen for it, and the draft the client named (undefined: none named). */
export interface DraftQuery {
  line: BankLineInput;
  agent: string | null;
  named?: string | null;
}

/**
 * The draft each line completes, in order. A draft fits a line of its counterparty, type, amount
 * and a date at most DRAFT_MATCH_DAYS away. A draft the client named must fit its line and be named
 * once (else 400 VALIDATION naming the line as `lines.<index>`); the other lines take, in order, the
 * fitting draft not yet taken of the closest date, then the earlier date, then the one made first.
 */
export function pickDrafts(
  queries: DraftQuery[],
  drafts: DraftPayment[],
  where: (i: number) => string = (i) => `lines.${i}`,
): (DraftPayment | null)[] {
  const fits = (q: DraftQuery, d: DraftPayment) =>
    d.agent === q.agent &&
    d.type === paymentTypeOf(q.line.direction) &&
    d.sum.equals(q.line.amount) &&
    Math.abs(dayNumber(d.date) - dayNumber(q.line.date)) <= DRAFT_MATCH_DAYS;
  const taken = new Set<string>();
  const picked: (DraftPayment | null)[] = queries.map(() => null);
  for (const [i, q] of queries.entries()) {
    if (!q.named) continue;
    const draft = drafts.find((d) => d.uid === q.named);
    if (!draft || !fits(q, draft)) {
      throw new LedgerError(
        'VALIDATION',
        `${where(i)}.draft: ${q.named} is no draft payment of the line's counterparty, amount and direction within ${DRAFT_MATCH_DAYS} days of its date`,
      );
    }
    if (taken.has(draft.uid)) throw new LedgerError('VALIDATION', `${where(i)}.draft: ${draft.uid} is completed by another line already`);
    taken.add(draft.uid);
    picked[i] = draft;
  }
  for (const [i, q] of queries.entries()) {
    if (q.named !== undefined) continue;
    const distance = (d: DraftPayment) => Math.abs(dayNumber(d.date) - dayNumber(q.line.date));
    const best = drafts
      .filter((d) => !taken.has(d.uid) && fits(q, d))
      .sort((a, b) => distance(a) - distance(b) || a.date.localeCompare(b.date) || a.id - b.id)[0];
    if (!best) continue;
    taken.add(best.uid);
    picked[i] = best;
  }
  return picked;
}
