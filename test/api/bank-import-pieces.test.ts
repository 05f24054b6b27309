import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankImportResult, envelopeOf } from '../../shared/api/index.js';
import { someIban } from '../support/bank-statement.js';
import { apiClient, createTestService, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A large bank import gives way to other requests (docs/performance.md): it stays one transaction,
 * but a read sent while it runs is answered before it ends, not after.
 */
describe('a large bank import in pieces', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('bank pieces');
    api = apiClient(service.app);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('answers reads sent while it runs, and commits every line at its end', async () => {
    const account = someIban();
    const lines = Array.from({ length: 600 }, (_, i) => ({
      no: String(i + 1),
      date: '2026-11-10',
      amount: `${1 + (i % 50)}.25`,
      direction: 'in' as const,
      account,
      counterparty: { name: 'Платник', code: '', iban: '' },
      purpose: `Оплата ${i}`,
      position: i,
    }));
    const payer = (await api.post('/agent/update', { uid: randomUUID(), name: 'Платник' })).body.data;
    const body = { post: true, lines: lines.map((l) => ({ ...l, agent: { uid: payer.uid }, invoice: null })) };
    let finished = false;
    const importing = api.post('/bank/import', body).then((reply) => {
      finished = true;
      return reply;
    });
    // Reads one after another while the import runs: each is answered between its pieces.
    let answeredDuring = 0;
    while (!finished) {
      const read = await api.get('/store/index/', { pageSize: '1' });
      expect(read.status).toBe(200);
      if (!finished) answeredDuring++;
    }
    const reply = await importing;
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(envelopeOf(BankImportResult).parse(reply.body).data.created).toHaveLength(lines.length);
    // A couple could go by before the import started (held in one piece, it let 2 through); the rest came between its pieces.
    expect(answeredDuring).toBeGreaterThan(10);
    const paid = await api.get('/paydocument/index/', { from: '2026-11-10', to: '2026-11-10', pageSize: '1' });
    expect(paid.body.totalCount).toBe(lines.length);
  });

  it('reads a long statement in pieces yet refuses one bad line of it, naming the line, and imports nothing', async () => {
    const account = someIban();
    const payer = (await api.post('/agent/update', { uid: randomUUID(), name: 'Платник двох тисяч' })).body.data;
    const lines = Array.from({ length: 2000 }, (_, i) => ({
      no: `B${i + 1}`,
      date: '2026-11-12',
      amount: i === 1700 ? '12.345' : '10.00',
      direction: 'in' as const,
      account,
      counterparty: { name: 'Платник двох тисяч', code: '', iban: '' },
      purpose: `Оплата ${i}`,
      position: i,
      agent: { uid: payer.uid },
      invoice: null,
    }));
    const reply = await api.post('/bank/import', { post: false, lines });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('body.lines.1700.amount');
    const paid = await api.get('/paydocument/index/', { from: '2026-11-12', to: '2026-11-12', pageSize: '1' });
    expect(paid.body.totalCount).toBe(0);
    // The rest of the body is checked as before: an unknown field is refused whatever the length of the lines.
    const extra = await api.post('/bank/import', { post: false, lines, postAll: true });
    expect(extra.status).toBe(400);
  });
});
