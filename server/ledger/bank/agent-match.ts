import type { BankLineInput, BankPreviewLine } from '../../../shared/api/index.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';
import { chunks, distinct } from '../in-lists.js';
import { nameKey } from '../../../shared/bank/name-key.js';

// The counterparty a bank line names (docs/service-behaviour.md, "Bank statements"): by code, IBAN or name.

/** Names worked through between turns of other requests. */
const PER_TURN = 250;

interface AgentRow {
  uid: string;
  name: string;
  code: string;
  tax_code: string;
  iban: string;
}

export { nameKey } from '../../../shared/bank/name-key.js';

/**
 * The counterparties the lines name, by code (ЄДРПОУ/РНОКПП, or a VAT number), by IBAN and by
 * name: one query for the codes and IBANs of all lines, one for the names of those still unmatched.
 */
export async function matchAgents(db: Db, lines: BankLineInput[]): Promise<BankPreviewLine['agent'][]> {
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
