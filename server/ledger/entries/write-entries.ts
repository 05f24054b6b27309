import { ACCOUNTS, ENTITY_KINDS, type EntityKind } from '../../../shared/api/index.js';
import { minorUnits, moneyToDb } from '../../database/minor-units.js';
import type { ValuesRow } from '../../database/rows-statement.js';
import type { Db } from '../types.js';
import type { CompanyContext } from '../context.js';
import { buildEntries, type EntryLine, type EntryPractice, type EntryRow, type EntrySource } from './build-entries.js';
import { advanceVatOfAgents, settlementAccountOf } from './advance-register.js';
import { entrySettingsOf } from './entry-settings.js';
import { deleteEntriesOf, entryDocumentsOf, entryLinesOf, insertEntries } from './write-entries-sql.js';

const isEntityKind = (kind: string): kind is EntityKind => (ENTITY_KINDS as readonly string[]).includes(kind);

/** The first event VAT of the documents among `docs` that settle with a counterparty (advance-register.ts), by uid. */
async function advanceVatOfDocuments(db: Db, docs: { type: string; agent: number | null }[]) {
  const found = new Map<string, number>();
  for (const account of ACCOUNTS) {
    const agents = docs.flatMap((d) => (d.agent !== null && settlementAccountOf(d.type) === account ? [Number(d.agent)] : []));
    if (agents.length > 0)
      for (const [uid, vat] of await advanceVatOfAgents(db, account, agents)) found.set(uid, minorUnits(moneyToDb(vat)));
  }
  return found;
}

/**
 * The posted documents among `uids`, with their lines and what those moved, as buildEntries takes them;
 * with `vatFirstEvent`, with the VAT their advances account for.
 */
async function sourcesOf(
  db: Db,
  uids: string[],
  vatFirstEvent: boolean,
): Promise<{ id: number; date: string; vatPayer: boolean | null; source: EntrySource }[]> {
  const docs = await entryDocumentsOf(db, uids);
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  // The lines with what their stock moves took or brought, in one read: what came in, else what went out (a move's two agree).
  const lines = await entryLinesOf(db, ids);
  const linesOf = new Map<number, EntryLine[]>(ids.map((id) => [id, []]));
  for (const l of lines) {
    const received = minorUnits(l.qty_in) !== 0;
    linesOf.get(l.document_id)?.push({
      entity: l.entity_id,
      entityKind: isEntityKind(l.entity_kind) ? l.entity_kind : 'goods',
      account: l.account,
      kind: l.kind,
      qty: minorUnits(l.qty),
      sum: minorUnits(l.sum),
      moved:
        l.qty_in === null
          ? null
          : { qty: minorUnits(received ? l.qty_in : l.qty_out), amount: minorUnits(received ? l.amount_in : l.amount_out) },
    });
  }
  const advanceVat = vatFirstEvent ? await advanceVatOfDocuments(db, docs) : new Map<string, number>();
  const key = (id: number | null) => (id === null ? null : Number(id));
  return docs.map((d) => ({
    id: d.id,
    date: d.date,
    vatPayer: d.vat_payer,
    source: {
      type: d.type,
      sum: minorUnits(d.sum),
      vatSum: minorUnits(d.vat_sum),
      total: minorUnits(d.total),
      agent: key(d.agent),
      contract: key(d.contract),
      storeIn: key(d.storeIn),
      storeOut: key(d.storeOut),
      lines: linesOf.get(d.id) ?? [],
      advanceVat: advanceVat.get(d.uid),
      moneyKind: d.moneyKind,
      toMoneyKind: d.toMoneyKind,
      namedAccount: d.pay_account,
    },
  }));
}

/**
 * A document's practice: whether the company paid VAT when it was posted, not now, so a re-costing
 * after the setting changed writes its entries as they were (docs/general-ledger.md, "Settings"); the
 * company's for what was posted before documents kept it.
 */
function practiceOf(company: EntryPractice, postedAsPayer: boolean | null): EntryPractice {
  if (postedAsPayer === null) return company;
  return { ...company, vatPayer: postedAsPayer, vatInCost: !postedAsPayer };
}

/** One row of `entries` as the multi-row insert takes it. */
const valuesOf = (id: number, date: string, { e, position }: { e: EntryRow; position: number }): ValuesRow => [
  id,
  position,
  date,
  e.debit,
  e.credit,
  e.amount,
  e.qty,
  e.debitKeys.agent,
  e.debitKeys.contract,
  e.debitKeys.entity,
  e.debitKeys.store,
  e.creditKeys.agent,
  e.creditKeys.contract,
  e.creditKeys.entity,
  e.creditKeys.store,
  '',
];

/**
 * Writes anew the entries of the documents and payments `uids` (docs/general-ledger.md, "Entries"):
 * each one's old entries go, and a posted one gets those its profile gives for its stored figures and
 * stock moves; an unposted one keeps none. Run in the transaction that posted, unposted or re-costed
 * them, after their stock moves are written; `context` keeps the company's entry settings between
 * postings (entry-settings.ts). A manual operation among them keeps its entries: they are its lines,
 * which no re-costing changes. Returns how many entries it wrote.
 */
export async function rewriteEntries(db: Db, uids: Iterable<string>, context?: CompanyContext): Promise<number> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return 0;
  for (let i = 0; i < wanted.length; i += 5000) await deleteEntriesOf(db, wanted.slice(i, i + 5000));
  let count = 0;
  const { practice, analyticsOf, roles } = await entrySettingsOf(db, context);
  for (let i = 0; i < wanted.length; i += 1000) {
    const sources = await sourcesOf(db, wanted.slice(i, i + 1000), practice.vatFirstEvent);
    if (sources.length === 0) continue;
    const rows = sources.flatMap(({ id, date, vatPayer, source }) =>
      buildEntries(source, { practice: practiceOf(practice, vatPayer), analyticsOf, roles }).map((e, position) =>
        valuesOf(id, date, { e, position }),
      ),
    );
    count += rows.length;
    for (let j = 0; j < rows.length; j += 1000) await insertEntries(db, rows.slice(j, j + 1000));
  }
  return count;
}
