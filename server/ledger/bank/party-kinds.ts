import { BANK_LINE_KINDS, type BankImportLine, type BankLineInput, type BankLineKind } from '../../../shared/api/index.js';
import { normaliseAccount } from '../../../shared/bank/statement-values.js';
import type { CounterpartyKnown, RememberedKind } from '../../../shared/bank/line-kind.js';
import { modifiedNow } from '../clock.js';
import { chunks, distinct } from '../in-lists.js';
import { yieldToOthers } from '../yield.js';
import type { Db } from '../types.js';

// The kind and account chosen for a statement counterparty's lines, kept in the company (table
// `bank_party_kinds`, docs/service-behaviour.md, "Bank statements") so that its next lines are
// proposed the same way on every computer: by the direction of the money and the counterparty's IBAN
// or registry code.

type PartyLine = Pick<BankLineInput, 'direction' | 'counterparty'>;

/** The keys a line's counterparty is kept under: its IBAN and its registry code, each when the line has one. */
function partiesOf(line: PartyLine): { iban: string | null; code: string | null } {
  const iban = normaliseAccount(line.counterparty.iban);
  const code = line.counterparty.code.replace(/\s/g, '');
  return { iban: iban ? `iban:${iban}` : null, code: code ? `code:${code}` : null };
}

const rowKey = (direction: string, party: string) => `${direction} ${party}`;

const isKind = (kind: string): kind is BankLineKind => (BANK_LINE_KINDS as readonly string[]).includes(kind);

/** What was chosen before for each line's counterparty, by its IBAN and by its code, for the line's direction. */
export async function rememberedKindsOf(db: Db, lines: PartyLine[]): Promise<CounterpartyKnown['remembered'][]> {
  const parties = distinct(lines.flatMap((line) => Object.values(partiesOf(line)).filter((p): p is string => p !== null)));
  const rememberedKinds = new Map<string, RememberedKind>();
  for (const part of chunks(parties)) {
    const rows = await db
      .selectFrom('bank_party_kinds')
      .select(['direction', 'party', 'kind', 'ledger_account'])
      .where('party', 'in', part)
      .execute();
    for (const r of rows)
      if (isKind(r.kind)) rememberedKinds.set(rowKey(r.direction, r.party), { kind: r.kind, ledgerAccount: r.ledger_account });
  }
  return lines.map((line) => {
    const { iban, code } = partiesOf(line);
    return {
      byIban: (iban && rememberedKinds.get(rowKey(line.direction, iban))) || null,
      byCode: (code && rememberedKinds.get(rowKey(line.direction, code))) || null,
    };
  });
}

/** Rows written by one statement, a few hundred lines' worth each. */
const ROWS_PER_INSERT = 200;

/**
 * Keeps the kind and account each imported line was given, under its counterparty's IBAN and code,
 * the last line of a counterparty winning. A transfer is not kept: our own accounts say it.
 */
export async function rememberKinds(db: Db, lines: { line: BankImportLine; kind: BankLineKind }[]): Promise<void> {
  const rows = new Map<
    string,
    { direction: 'in' | 'out'; party: string; kind: string; ledger_account: string | null; modified_at: string }
  >();
  const now = modifiedNow();
  for (const { line, kind } of lines) {
    if (kind === 'transfer') continue;
    const ledgerAccount = kind === 'otherOut' || kind === 'otherIn' ? (line.ledgerAccount ?? null) : null;
    for (const party of Object.values(partiesOf(line))) {
      // One row per key in a statement: PostgreSQL refuses an insert that updates one row twice.
      if (party)
        rows.set(rowKey(line.direction, party), {
          direction: line.direction,
          party,
          kind,
          ledger_account: ledgerAccount,
          modified_at: now,
        });
    }
  }
  const values = [...rows.values()];
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    if (i > 0) await yieldToOthers();
    await db
      .insertInto('bank_party_kinds')
      .values(values.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc.columns(['direction', 'party']).doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          ledger_account: eb.ref('excluded.ledger_account'),
          modified_at: eb.ref('excluded.modified_at'),
        })),
      )
      .execute();
  }
}
