import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openStore } from '../../server/store/open-store.js';
import { apiClient } from '../support/test-service.js';
import { generateCompany, type CompanySize } from './generate-company.js';

// Figures are printed `name: value unit` and written to bench-results.json; nothing here asserts a time.
const quick = process.argv.includes('--quick');
const urlIndex = process.argv.indexOf('--database-url');
const size: CompanySize = quick
  ? { stores: 4, entities: 300, agents: 50, months: 6, receiptsPerMonth: 10, salesPerMonth: 20, linesPerDocument: 20 }
  : { stores: 20, entities: 5000, agents: 2000, months: 36, receiptsPerMonth: 40, salesPerMonth: 80, linesPerDocument: 20 };

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
}

async function main(): Promise<void> {
  const store = await openStore(urlIndex > 0 ? { databaseUrl: process.argv[urlIndex + 1] } : { memory: true });
  await store.write((trx) => registerToken(trx, 'bench', { name: 'bench', canPost: true, canUnpost: true }));
  const app = await buildServer({ store, rateLimitPerMinute: 1e9 });
  const api = apiClient(app, 'bench');
  const figures: Record<string, number> = {};
  const report = (name: string, value: number, unit: string) => {
    figures[name] = value;
    process.stdout.write(`${name}: ${value} ${unit}\n`);
  };

  const generated = performance.now();
  const company = await generateCompany(api, size);
  report('generate_company_s', Math.round((performance.now() - generated) / 100) / 10, 's');
  const [store0] = company.stores;
  const lines = (n: number) => company.entities.slice(0, n).map((uid) => ({ entity: { uid }, qty: 1, price: 20 }));

  report('post_waybill_20_lines_ms', await median(5, async () => {
    const r = await api.post('/document/update', { uid: randomUUID(), type: 'waybillOut', date: company.lastDate, agent: { uid: company.agents[0] }, storeOut: { uid: store0 }, details: lines(20) });
    const posted = await api.post('/document/setdone', { uid: r.body.data.uid, done: true });
    if (posted.status !== 200) throw new Error(JSON.stringify(posted.body));
  }), 'ms');

  const backdated = await api.post('/document/update', { uid: randomUUID(), type: 'waybillIn', date: company.firstDate, agent: { uid: company.agents[0] }, storeIn: { uid: store0 }, details: lines(20) });
  const unpostTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    await api.post('/document/setdone', { uid: backdated.body.data.uid, done: true });
    unpostTimes.push(await median(1, () => api.post('/document/setdone', { uid: backdated.body.data.uid, done: false })));
  }
  report('unpost_backdated_ms', unpostTimes.sort((a, b) => a - b)[1], 'ms');

  report('warehouse_balance_now_ms', await median(5, () => api.get('/report/warehousebalance/')), 'ms');
  report('warehouse_balance_past_ms', await median(5, () => api.get('/report/warehousebalance/', { date: company.firstDate })), 'ms');
  report('agent_turnover_year_ms', await median(5, () => api.get('/report/agentturnover/', { accCode: '361', from: company.firstDate, to: company.lastDate })), 'ms');
  report('document_index_page_ms', await median(5, () => api.get('/document/index/', { from: company.firstDate, to: company.lastDate, agent: company.agents[1], pageSize: 100 })), 'ms');

  const big = await api.post('/document/update', { uid: randomUUID(), type: 'invoice', date: company.lastDate, agent: { uid: company.agents[0] },
    details: Array.from({ length: 1000 }, (_, i) => ({ entity: { uid: company.entities[i % company.entities.length] }, qty: 1, price: 1 })) });
  report('document_load_1000_lines_ms', await median(5, () => api.get(`/document/load/${big.body.data.uid}`)), 'ms');
  const printed = await api.post('/document/update', { uid: randomUUID(), type: 'waybillOut', date: company.lastDate, agent: { uid: company.agents[0] },
    storeOut: { uid: store0 }, vatCode: '20', details: lines(300) });
  report('pdf_waybill_300_lines_ms', await median(5, () => api.get(`/document/pdf/${printed.body.data.uid}`)), 'ms');
  report('entity_batch_1000_ms', await median(3, () => api.post('/entity/batch', Array.from({ length: 1000 }, (_, i) => ({ uid: randomUUID(), name: `Пакет ${i}` })))), 'ms');

  report('raw_balance_sql_ms', await median(5, () => sql`select store_uid, entity_uid, sum(qty), sum(amount) from stock_moves group by 1, 2 having sum(qty) <> 0`.execute(store.db)), 'ms');
  report('balance_ratio', Math.round((figures.warehouse_balance_now_ms / figures.raw_balance_sql_ms) * 100) / 100, '');
  report('service_rss_mb', Math.round(process.memoryUsage().rss / 1048576), 'MB');

  writeFileSync('bench-results.json', `${JSON.stringify(figures, null, 2)}\n`);
  await app.close();
  await store.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
