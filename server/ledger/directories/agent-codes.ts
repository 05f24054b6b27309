import type { AgentInput } from '../../../shared/api/index.js';
import type { Db } from '../types.js';

// One counterparty per registry code (docs/service-behaviour.md, "Further fields" and "Bank statements"):
// read inside the write transaction, so two writers that both meet a new code see each other's agent.

/** Codes looked up in one statement: SQLite allows some thousands of variables per statement. */
const CODES_PER_QUERY = 500;

/**
 * The agents that have each of `codes` as their registry code or VAT number: the first made, where
 * several have it.
 */
export async function agentsByCode(db: Db, codes: string[]): Promise<Map<string, { uid: string; name: string }>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  const found = new Map<string, { uid: string; name: string }>();
  for (let i = 0; i < wanted.length; i += CODES_PER_QUERY) {
    const part = wanted.slice(i, i + CODES_PER_QUERY);
    const rows = await db
      .selectFrom('agents')
      .select(['uid', 'name', 'code', 'tax_code'])
      .where((eb) => eb.or([eb('code', 'in', part), eb('tax_code', 'in', part)]))
      .orderBy('id')
      .execute();
    for (const r of rows) for (const code of [r.code, r.tax_code]) if (code && !found.has(code)) found.set(code, r);
  }
  return found;
}

/**
 * The warnings an update of `input` deserves: a new agent whose registry code another agent already
 * has (a branch may share its company's code, so it is made all the same). Empty for an agent that
 * exists or has no code.
 */
export async function codeInUseWarnings(db: Db, input: AgentInput): Promise<string[]> {
  if (!input.code) return [];
  const stored = await db.selectFrom('agents').select('uid').where('uid', '=', input.uid).executeTakeFirst();
  if (stored) return [];
  const other = (await agentsByCode(db, [input.code])).get(input.code);
  return other ? [`CODE_IN_USE: the code ${input.code} is already the agent ${other.uid} «${other.name}»; this one is made beside it`] : [];
}
