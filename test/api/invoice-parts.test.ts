import { beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf } from '../../shared/api/index.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';
import { at } from '../support/checked.js';

describe('an invoice shipped in parts', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data;

  /**
   * Parts of 100,02 and 50,02 at 20% have VAT 20,00 and 10,00 each on their own, while the invoice
   * of 150,04 has 30,01: without the split the parts would ship 180,04 of its 180,05.
   */
  it("gives the last part the rest of the invoice's VAT, so the parts add up and the invoice closes at 0,00", async () => {
    const [customer, supplier, store, item] = [await f.agent('ТОВ «Айті Хаб»'), await f.agent(), await f.store(), await f.entity()];
    await f.post(
      (
        await f.document({
          type: 'waybillIn',
          date: '2026-05-01',
          agent: { uid: supplier.uid },
          storeIn: { uid: store.uid },
          details: [{ entity: { uid: item.uid }, qty: 10, price: 10 }],
        })
      ).uid,
    );
    const firstLine = { entity: { uid: item.uid }, qty: 2, price: 50.01 };
    const secondLine = { entity: { uid: item.uid }, qty: 1, price: 50.02 };
    const invoice = await f.document({
      type: 'invoice',
      date: '2026-05-02',
      vatCode: '20',
      agent: { uid: customer.uid },
      details: [firstLine, secondLine],
    });
    expect({ vatSum: invoice.vatSum, total: invoice.total }).toEqual({ vatSum: 30.01, total: 180.05 });
    await f.post(invoice.uid);
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-05-03', sum: 180.05, agent: { uid: customer.uid } });
    await f.link(payment.uid, invoice.uid);
    await f.post(payment.uid);
    const part = async (type: 'billCompleteWork' | 'waybillOut', line: typeof firstLine) => {
      const doc = await f.document({
        type,
        date: '2026-05-04',
        vatCode: '20',
        agent: { uid: customer.uid },
        ...(type === 'waybillOut' ? { storeOut: { uid: store.uid } } : {}),
        details: [line],
      });
      await f.link(doc.uid, invoice.uid);
      await f.post(doc.uid);
      return load(doc.uid);
    };
    const act = await part('billCompleteWork', firstLine);
    const note = await part('waybillOut', secondLine);

    expect({ vatSum: act.vatSum, total: act.total }).toEqual({ vatSum: 20, total: 120.02 });
    expect({ vatSum: note.vatSum, total: note.total }).toEqual({ vatSum: 10.01, total: 60.03 });
    expect(await load(invoice.uid)).toMatchObject({ shipped: 180.05, paid: 180.05, status: 'closed' });
    const reply = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-05-01', to: '2026-05-31', agent: customer.uid });
    const row = at(envelopeOf(AgentTurnover).parse(reply.body).data.rows, 0);
    expect({ db: row.balanceEndDb, cr: row.balanceEndCr }).toEqual({ db: 0, cr: 0 });
  });
});
