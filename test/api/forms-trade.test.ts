import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, COUNTERPARTY, formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchPdf, pdfText, squash } from '../support/pdf-text.js';
import type { TestService } from '../support/test-service.js';
import { at } from '../support/checked.js';

describe('printed forms of trade documents', () => {
  let service: TestService, world: FormService['world'];
  beforeAll(async () => ({ service, world } = await formService()));

  /** 10 × 75,50 + 5 × 49,00 = 1 000,00 without VAT; 20 % on top gives 1 200,00. */
  const lines = () => [
    { entity: { uid: world.paper.uid }, qty: 10, price: '75.50' },
    { entity: { uid: world.pen.uid }, qty: 5, price: 49 },
  ];

  it('prints an invoice with both parties, the lines, VAT totals and the sum in words', async () => {
    const doc = await world.f.document({
      type: 'invoice',
      date: '2026-11-21',
      no: 'РФ-17',
      agent: { uid: world.agent.uid },
      vatCode: '20',
      details: lines(),
    });
    const reply = await fetchPdf(service.app, doc.uid);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(/^inline; filename="invoice-17\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(at(String(reply.headers['content-disposition']).split("''"), 1))).toBe(
      'Рахунок на оплату № РФ-17 від 21.11.2026.pdf',
    );
    expect(reply.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await dumpPdf('invoice', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Рахунок на оплату № РФ-17 від 21.11.2026');
    for (const requisite of [
      COMPANY.name,
      `код за ЄДРПОУ ${COMPANY.code}`,
      `IBAN ${COMPANY.iban}`,
      COMPANY.address,
      `Платник ПДВ, ІПН ${COMPANY.taxCode}`,
    ]) {
      expect(text).toContain(requisite);
    }
    for (const requisite of [
      COUNTERPARTY.name,
      `код за ЄДРПОУ ${COUNTERPARTY.code}`,
      `ІПН ${COUNTERPARTY.taxCode}`,
      COUNTERPARTY.iban,
      COUNTERPARTY.address,
    ]) {
      expect(text).toContain(requisite);
    }
    expect(text).toMatch(/Постачальник:[\s\S]*Покупець:/);
    expect(text).toMatch(/1 Папір офісний А4 пач 10 75,50 755,00/);
    expect(text).toMatch(/2 Ручка кулькова синя шт 5 49,00 245,00/);
    expect(text).toContain('Ціна без ПДВ');
    expect(text).toContain(`Разом без ПДВ: 1 000,00`);
    expect(text).toContain('ПДВ 20%: 200,00');
    expect(text).toContain(`Всього з ПДВ: 1 200,00`);
    expect(text).toContain('Одна тисяча двісті гривень 00 копійок');
    expect(text).toContain('У т.ч. ПДВ 20%: 200,00 грн.');
    expect(text).toMatch(new RegExp(`Виписав\\(ла\\)[\\s\\S]*${COMPANY.accountant}`));
    expect(text).toContain('Сторінка 1 з 1');
  });

  it('prints a sale delivery note with VAT extracted from prices that include it', async () => {
    const doc = await world.f.document({
      type: 'waybillOut',
      date: '2026-03-05',
      no: '41',
      agent: { uid: world.agent.uid },
      storeOut: { uid: world.store.uid },
      vatCode: '20',
      vatInPrice: true,
      memo: 'Доставка за рахунок постачальника',
      details: [{ entity: { uid: world.pen.uid }, qty: 4, price: 30 }],
    });
    const reply = await fetchPdf(service.app, doc.uid);
    expect(reply.status).toBe(200);
    await dumpPdf('waybillOut', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Видаткова накладна № 41 від 05.03.2026');
    expect(text).toContain('Склад: Склад №1, м. Київ, вул. Складська, 5');
    expect(text).toContain('Ціна з ПДВ');
    expect(text).toMatch(/1 Ручка кулькова синя шт 4 30,00 120,00/);
    expect(text).toContain('Разом без ПДВ: 100,00');
    expect(text).toContain('ПДВ 20%: 20,00');
    expect(text).toContain('Всього з ПДВ: 120,00');
    expect(text).toContain('Сто двадцять гривень 00 копійок');
    expect(text).toContain('Примітка: Доставка за рахунок постачальника');
    expect(text).toContain('Отримав(ла)');
  });

  it('prints «Без ПДВ» and no VAT rows for a document without VAT', async () => {
    const doc = await world.f.document({
      type: 'billCompleteWork',
      date: '2026-06-30',
      no: '3',
      agent: { uid: world.agent.uid },
      vatCode: 'none',
      details: [{ entity: { uid: world.paper.uid }, qty: 1, price: '1001.01' }],
    });
    const reply = await fetchPdf(service.app, doc.uid);
    await dumpPdf('billCompleteWork', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Акт виконаних робіт № 3 від 30.06.2026');
    expect(text).toContain('Виконавець:');
    expect(text).toContain('Замовник:');
    expect(text).toContain(`Всього: 1 001,01`);
    expect(text).not.toContain('ПДВ 20%');
    expect(text).toContain('Без ПДВ');
    expect(text).toContain('Одна тисяча одна гривня 01 копійка');
  });

  const titles: [string, string, string, string][] = [
    ['invoiceIn', 'Рахунок постачальника', 'Постачальник:', 'Покупець:'],
    ['waybillIn', 'Прибуткова накладна', 'Постачальник:', 'Покупець:'],
    ['billCompleteWorkIn', 'Акт надання послуг', 'Виконавець:', 'Замовник:'],
    ['waybillRetIn', 'Накладна на повернення постачальнику', 'Постачальник:', 'Покупець:'],
    ['waybillRetOut', 'Накладна на повернення від покупця', 'Постачальник:', 'Покупець:'],
  ];
  it.each(titles)('prints a %s as «%s» with both parties and the totals', async (type, title, firstParty, secondParty) => {
    const stores =
      type === 'waybillIn' || type === 'waybillRetOut' ? { storeIn: { uid: world.store.uid } } : { storeOut: { uid: world.store.uid } };
    const doc = await world.f.document({
      type,
      date: '2026-11-21',
      no: '8',
      agent: { uid: world.agent.uid },
      vatCode: '20',
      ...stores,
      details: lines(),
    });
    const reply = await fetchPdf(service.app, doc.uid);
    expect(reply.status).toBe(200);
    await dumpPdf(type, reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain(`${title} № 8 від 21.11.2026`);
    expect(text.indexOf(firstParty)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(secondParty)).toBeGreaterThan(text.indexOf(firstParty));
    expect(text).toContain(COMPANY.name);
    expect(text).toContain(COUNTERPARTY.name);
    expect(text).toMatch(/2 Ручка кулькова синя шт 5 49,00 245,00/);
    expect(text).toContain(`Всього з ПДВ: 1 200,00`);
    expect(text).toContain('Одна тисяча двісті гривень 00 копійок');
  });
});
