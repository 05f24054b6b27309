import { CompiledQuery, createQueryId, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { CompanyDb } from '../../server/database/company-db.js';
import type { Database } from '../../server/database/schema.js';

/**
 * The plan of every query `work` sends, as the company's engine would run it: `explain query plan`
 * on a company file, `explain` on PostgreSQL with sequential scans priced out, so that a test's few
 * rows show which index a query can use rather than what is cheapest for so few.
 */
export async function plansOf(companyDb: CompanyDb, work: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  await work(companyDb.db.withPlugin(recorder));
  const queries = nodes.map((node) => companyDb.db.getExecutor().compileQuery(node, createQueryId()));
  if (companyDb.engine === 'sqlite') {
    return Promise.all(
      queries.map(async (q) => {
        const { rows } = await companyDb.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
        );
        return rows.map((r) => r.detail).join('\n');
      }),
    );
  }
  return companyDb.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plans: string[] = [];
    for (const q of queries) {
      const { rows } = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
      plans.push(rows.map((r) => Object.values(r).join('')).join('\n'));
    }
    return plans;
  });
}
