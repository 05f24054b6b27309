import { beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord } from '../../shared/api/index.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';
import { defined } from '../support/checked.js';

/**
 * The history names a linked record by its type, number and date, as the link itself does, whatever
 * change recorded it (docs/service-behaviour.md, "History of changes"): never by a bare uid.
 */
describe('the history names the parent of a record', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const historyOf = async (uid: string) => HistoryRecord.array().parse((await api.get('/history/', { uid })).body.data);

  it('when a linked payment is deleted: its parent goes as «invoice № … date», not as a uid', async () => {
    const customer = await f.agent('Покупець історії назв');
    const invoice = await f.document({ type: 'invoice', date: '2026-11-19', agent: { uid: customer.uid } });
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-11-20', sum: 10, agent: { uid: customer.uid } });
    await f.link(payment.uid, invoice.uid);
    expect((await api.post('/paydocument/delete', { uid: payment.uid })).status).toBe(200);
    const deleted = defined((await historyOf(payment.uid)).at(-1));
    expect(deleted.operation).toBe('delete');
    expect(deleted.changes.find((c) => c.field === 'parent')).toEqual({
      field: 'parent',
      old: { uid: invoice.uid, name: `invoice № ${invoice.no} 2026-11-19` },
      new: null,
    });
  });

  it('when a document linked to its invoice is updated and deleted', async () => {
    const customer = await f.agent('Покупець історії назв 2');
    const invoice = await f.document({ type: 'invoice', date: '2026-11-19', agent: { uid: customer.uid } });
    const note = await f.document({ type: 'waybillOut', date: '2026-11-21', agent: { uid: customer.uid } });
    await f.link(note.uid, invoice.uid);
    expect((await api.post('/document/delete', { uid: note.uid })).status).toBe(200);
    const parent = defined((await historyOf(note.uid)).at(-1)).changes.find((c) => c.field === 'parent');
    expect(parent?.old).toEqual({ uid: invoice.uid, name: `invoice № ${invoice.no} 2026-11-19` });
  });
});
