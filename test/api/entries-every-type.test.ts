import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import { DOCUMENT_TYPES, PAYMENT_TYPES, type DocumentType, type PaymentType } from '../../shared/api/document-types.js';
import { postingProfileOf } from '../../shared/api/posting-profiles.js';
import type { DocumentFields, PaymentFields } from '../support/api-replies.js';

type AnyType = DocumentType | PaymentType;

/** The records the prepared history uses, by uid. */
interface Shop {
  main: string;
  workshop: string;
  supplier: string;
  customer: string;
  nails: string;
  flour: string;
  bread: string;
  delivery: string;
  /** The main cash desk, a transfer's receiving account. */
  till: string;
}

/** One type's example: the document or payment it posts in the prepared history, and the entries it writes then. */
interface Example {
  body: (s: Shop) => DocumentFields | PaymentFields;
  /** A delivery note of the history the example is linked to (a customer return). */
  linkTo?: AnyType;
  entries: string[];
}

const line = (entity: string, qty: number, price: number) => ({ entity: { uid: entity }, qty, price });

/**
 * Every document and payment type, in the order the prepared history posts them, with the entries a
 * VAT payer's posting writes (docs/service-behaviour.md, "Entries"). Keyed by the type lists: a type
 * without an example does not compile, and the test below walks the lists at run time as well.
 */
const EXAMPLES: { readonly [T in AnyType]: Example } = {
  invoiceIn: {
    body: (s) => ({ type: 'invoiceIn', date: '2026-05-01', agent: { uid: s.supplier }, vatCode: '20', details: [line(s.nails, 10, 10)] }),
    entries: [],
  },
  waybillIn: {
    // VAT on top; goods, a material and a service (delivery) on one note.
    body: (s) => ({
      type: 'waybillIn',
      date: '2026-05-01',
      agent: { uid: s.supplier },
      storeIn: { uid: s.main },
      vatCode: '20',
      vatInPrice: false,
      details: [line(s.nails, 10, 10), line(s.flour, 10, 5), line(s.delivery, 1, 30)],
    }),
    entries: [
      '281 Цвях Склад / 631 Постачальник 100 ×10',
      '201 Борошно Склад / 631 Постачальник 50 ×10',
      '92 / 631 Постачальник 30',
      '641 / 631 Постачальник 36',
    ],
  },
  billCompleteWorkIn: {
    body: (s) => ({
      type: 'billCompleteWorkIn',
      date: '2026-05-01',
      agent: { uid: s.supplier },
      vatCode: '20',
      details: [line(s.delivery, 2, 15)],
    }),
    entries: ['92 / 631 Постачальник 30', '641 / 631 Постачальник 6'],
  },
  manufacture: {
    body: (s) => ({
      type: 'manufacture',
      date: '2026-05-02',
      storeOut: { uid: s.main },
      storeIn: { uid: s.workshop },
      details: [
        { entity: { uid: s.flour }, kind: 'material', qty: 4 },
        { entity: { uid: s.delivery }, kind: 'material', qty: 1, price: 20 },
        { entity: { uid: s.bread }, kind: 'product', qty: 2 },
      ],
    }),
    entries: ['23 / 201 Борошно Склад 20 ×4', '23 / 92 20', '26 Хліб Цех / 23 40 ×2'],
  },
  inventoryMove: {
    body: (s) => ({
      type: 'inventoryMove',
      date: '2026-05-02',
      storeOut: { uid: s.main },
      storeIn: { uid: s.workshop },
      details: [
        { entity: { uid: s.nails }, qty: 3 },
        { entity: { uid: s.flour }, qty: 2 },
      ],
    }),
    entries: ['281 Цвях Цех / 281 Цвях Склад 30 ×3', '201 Борошно Цех / 201 Борошно Склад 10 ×2'],
  },
  inventoryWriteOff: {
    body: (s) => ({
      type: 'inventoryWriteOff',
      date: '2026-05-03',
      storeOut: { uid: s.workshop },
      details: [{ entity: { uid: s.nails }, qty: 1 }],
    }),
    entries: ['947 / 281 Цвях Цех 10 ×1'],
  },
  invoice: {
    body: (s) => ({ type: 'invoice', date: '2026-05-03', agent: { uid: s.customer }, vatCode: '20', details: [line(s.bread, 1, 60)] }),
    entries: [],
  },
  waybillOut: {
    // VAT in the price; a product, goods and a material sold on one note.
    body: (s) => ({
      type: 'waybillOut',
      date: '2026-05-04',
      agent: { uid: s.customer },
      storeOut: { uid: s.workshop },
      vatCode: '20',
      vatInPrice: true,
      details: [line(s.bread, 1, 60), line(s.nails, 2, 30), line(s.flour, 1, 12)],
    }),
    entries: [
      '361 Покупець / 701 60',
      '361 Покупець / 702 60',
      '361 Покупець / 712 12',
      '701 / 641 10',
      '702 / 641 10',
      '712 / 641 2',
      '901 / 26 Хліб Цех 20 ×1',
      '902 / 281 Цвях Цех 20 ×2',
      '943 / 201 Борошно Цех 5 ×1',
    ],
  },
  billCompleteWork: {
    body: (s) => ({
      type: 'billCompleteWork',
      date: '2026-05-04',
      agent: { uid: s.customer },
      vatCode: '20',
      details: [line(s.delivery, 1, 100)],
    }),
    entries: ['361 Покупець / 703 120', '703 / 641 20'],
  },
  waybillRetOut: {
    body: (s) => ({
      type: 'waybillRetOut',
      date: '2026-05-05',
      agent: { uid: s.customer },
      storeIn: { uid: s.workshop },
      vatCode: '20',
      vatInPrice: true,
      details: [line(s.nails, 1, 30)],
    }),
    linkTo: 'waybillOut',
    entries: ['704 / 361 Покупець 30', '641 / 704 5', '281 Цвях Цех / 902 10 ×1'],
  },
  waybillRetIn: {
    body: (s) => ({
      type: 'waybillRetIn',
      date: '2026-05-05',
      agent: { uid: s.supplier },
      storeOut: { uid: s.main },
      vatCode: '20',
      details: [line(s.flour, 2, 5)],
    }),
    entries: ['631 Постачальник / 201 Борошно Склад 10 ×2', '631 Постачальник / 641 2'],
  },
  payFromCustomer: {
    body: (s) => ({ type: 'payFromCustomer', date: '2026-05-06', agent: { uid: s.customer }, sum: 100 }),
    entries: ['311 / 361 Покупець 100'],
  },
  cashIn: {
    body: (s) => ({ type: 'cashIn', date: '2026-05-06', agent: { uid: s.customer }, sum: 20 }),
    entries: ['301 / 361 Покупець 20'],
  },
  payToSupplier: {
    body: (s) => ({ type: 'payToSupplier', date: '2026-05-06', agent: { uid: s.supplier }, sum: 150 }),
    entries: ['631 Постачальник / 311 150'],
  },
  cashOut: {
    body: (s) => ({ type: 'cashOut', date: '2026-05-06', agent: { uid: s.supplier }, sum: 6 }),
    entries: ['631 Постачальник / 301 6'],
  },
  refundFromSupplier: {
    body: (s) => ({ type: 'refundFromSupplier', date: '2026-05-07', agent: { uid: s.supplier }, sum: 4 }),
    entries: ['311 / 631 Постачальник 4'],
  },
  refundToCustomer: {
    body: (s) => ({ type: 'refundToCustomer', date: '2026-05-07', agent: { uid: s.customer }, sum: 3 }),
    entries: ['361 Покупець / 311 3'],
  },
  otherOut: {
    body: () => ({ type: 'otherOut', date: '2026-05-07', sum: 2, cashFlowItem: 'Банківські послуги' }),
    entries: ['92 / 311 2'],
  },
  otherIn: {
    body: () => ({ type: 'otherIn', date: '2026-05-07', sum: 1 }),
    entries: ['311 / 719 1'],
  },
  transfer: {
    body: (s) => ({ type: 'transfer', date: '2026-05-07', sum: 50, toMoneyAccount: { uid: s.till } }),
    entries: ['301 / 311 50'],
  },
};

describe('entries of every document and payment type on a prepared history', () => {
  let service: TestService;
  let api: ApiClient;
  const posted = new Map<AnyType, string>();
  beforeAll(async () => {
    service = await createTestService('entriesevery');
    api = apiClient(service.app);
    const f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    const shop: Shop = {
      main: (await f.store('Склад')).uid,
      workshop: (await f.store('Цех')).uid,
      supplier: (await f.agent('Постачальник')).uid,
      customer: (await f.agent('Покупець')).uid,
      nails: (await f.entity('Цвях')).uid,
      flour: (await f.entity('Борошно', { kind: 'material' })).uid,
      bread: (await f.entity('Хліб', { kind: 'product' })).uid,
      delivery: (await f.entity('Доставка', { kind: 'service' })).uid,
      till: (await api.get('/moneyaccount/index/')).body.data.find((a) => a.kind === 'cash')?.uid ?? '',
    };
    for (const [type, example] of Object.entries(EXAMPLES) as [AnyType, Example][]) {
      const body = example.body(shop);
      const created = 'sum' in body && !('details' in body) ? await f.payment(body) : await f.document(body);
      if (example.linkTo) await f.link(created.uid, posted.get(example.linkTo) ?? '');
      await f.post(created.uid);
      posted.set(type, created.uid);
    }
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it.each([...DOCUMENT_TYPES, ...PAYMENT_TYPES])('%s writes its entries', async (type) => {
    expect(postingProfileOf(type), `${type} has a posting profile`).not.toBeNull();
    const uid = posted.get(type);
    expect(uid, `${type} has an example in the prepared history`).toBeDefined();
    expect(await entriesText(api, uid ?? '')).toEqual(EXAMPLES[type].entries);
  });
});
