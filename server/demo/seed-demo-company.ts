import { analyzeTables } from '../database/engines.js';
import { todayIso } from '../../shared/api/index.js';
import type { CompanyDb } from '../database/company-db.js';
import { demoMonths, monthPlan, runMonth } from './demo-calendar.js';
import { buildCompany, buildDirectories, writeDirectories } from './demo-directories.js';
import { StockBook, type DemoContext } from './demo-ledger.js';
import { writeOpeningBalances } from './demo-opening.js';
import { DemoRandom } from './demo-random.js';

/** The seed of the demo: the same company, with the same uids, on every run of the same day. */
export const DEMO_SEED = 7301;

/**
 * Fills an empty company database with the demo company; one that already has documents is left alone.
 * ТОВ «Демо-Облік»: three stores, 50 agents, 300 entities, contracts, and twelve months of
 * documents ending today, of every type, linked and mostly posted. One transaction per month,
 * the directories with the first, so a failure leaves whole months and never half of one.
 */
export async function seedDemoCompany(companyDb: CompanyDb, today: string = todayIso()): Promise<void> {
  const existing = await companyDb.db.selectFrom('documents').select('uid').limit(1).executeTakeFirst();
  if (existing) return;
  const rnd = new DemoRandom(DEMO_SEED);
  const months = demoMonths(today);
  const company = buildCompany(rnd);
  const firstDay = months[0]?.[0];
  if (firstDay === undefined) throw new RangeError(`no working day in the year before ${today}`);
  const dirs = buildDirectories(rnd, firstDay);
  const shared = { rnd, dirs, stock: new StockBook(), receipts: [], shipments: [] };
  for (const [i, days] of months.entries()) {
    const plan = monthPlan(rnd, i === 0, i === months.length - 1);
    await companyDb.write(async (trx) => {
      if (i === 0) await writeDirectories(trx, companyDb.context, { dirs, company });
      // The planner's statistics, kept fresh while the tables grow from nothing: without them a
      // planner may scan a table where an index would do.
      await analyzeTables(trx);
      const ctx: DemoContext = { ...shared, trx, context: companyDb.context };
      if (i === 0) await writeOpeningBalances(ctx, firstDay);
      await runMonth(ctx, days, plan);
    });
  }
}
