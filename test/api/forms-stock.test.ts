import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, COUNTERPARTY, formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchPdf, pdfPages, pdfText, squash } from '../support/pdf-text.js';
import { uid, type ApiClient, type TestService } from '../support/test-service.js';

describe('printed forms of stock documents', () => {
  let service: TestService, api: ApiClient, world: FormService['world'];
  beforeAll(async () => ({ service, api, world } = await formService()));

  it('prints the warehouse note WBWH of a delivery note with store, units and quantities but no prices', async () => {
    const doc = await world.f.document({
      type: 'waybillOut',
      date: '2026-11-21',
      no: '77',
      agent: { uid: world.agent.uid },
      storeOut: { uid: world.store.uid },
      vatCode: '20',
      details: [
        { entity: { uid: world.paper.uid }, qty: '12.5', price: '987.65' },
        { entity: { uid: world.pen.uid }, qty: 300, price: '4321.09' },
      ],
    });
    const reply = await fetchPdf(service.app, doc.uid, 'WBWH');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^inline; filename="waybillOut-WBWH-77\.pdf"/);
    await dumpPdf('waybillOut-WBWH', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Складська накладна № 77 від 21.11.2026');
    expect(text).toContain('Склад: Склад №1, м. Київ, вул. Складська, 5');
    expect(text).toContain(COMPANY.name);
    expect(text).toContain(COUNTERPARTY.name);
    expect(text).toContain('Підстава: Видаткова накладна № 77 від 21.11.2026');
    expect(text).toMatch(/1 P-A4 Папір офісний А4 пач 12,5/);
    expect(text).toMatch(/2 PEN-1 Ручка кулькова синя шт 300/);
    expect(text).toContain('Відпустив(ла) (комірник)');
    expect(text).toContain('Отримав(ла)');
    for (const price of ['987,65', '4 321,09', 'ПДВ 20%', 'Ціна', 'Сума', 'гривень']) expect(text).not.toContain(price);
  });

  it('accepts the form code in any letter case', async () => {
    const doc = await world.f.document({
      type: 'waybillOut',
      date: '2026-11-21',
      agent: { uid: world.agent.uid },
      storeOut: { uid: world.store.uid },
      details: [{ entity: { uid: world.pen.uid }, qty: 1, price: 1 }],
    });
    expect((await fetchPdf(service.app, doc.uid, 'wbwh')).status).toBe(200);
  });

  it('prints a move between stores with quantities, and prices only when the lines carry them', async () => {
    const target = (await api.post('/store/update', { uid: uid(), name: 'Магазин на Подолі' })).body.data;
    const doc = await world.f.document({
      type: 'inventoryMove',
      date: '2026-02-10',
      no: '5',
      storeOut: { uid: world.store.uid },
      storeIn: { uid: target.uid },
      details: [{ entity: { uid: world.paper.uid }, qty: 3 }],
    });
    const reply = await fetchPdf(service.app, doc.uid);
    await dumpPdf('inventoryMove', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Накладна на переміщення № 5 від 10.02.2026');
    expect(text).toContain(`Організація: ${COMPANY.name}, код за ЄДРПОУ ${COMPANY.code}`);
    expect(text).toContain('Звідки (склад): Склад №1');
    expect(text).toContain('Куди (склад): Магазин на Подолі');
    expect(text).toMatch(/1 Папір офісний А4 пач 3/);
    expect(text).toContain('Всього найменувань 1.');
    expect(text).not.toContain('Ціна');
    expect(text).toContain('Прийняв(ла)');
  });

  it('prints a write-off act approved by the director with the sum in words', async () => {
    const doc = await world.f.document({
      type: 'inventoryWriteOff',
      date: '2026-04-01',
      no: '2',
      storeOut: { uid: world.store.uid },
      memo: 'Пошкодження під час транспортування',
      details: [{ entity: { uid: world.paper.uid }, qty: 2, price: '110.50' }],
    });
    const reply = await fetchPdf(service.app, doc.uid);
    await dumpPdf('inventoryWriteOff', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Акт списання товарно-матеріальних цінностей № 2 від 01.04.2026');
    expect(text).toContain('ЗАТВЕРДЖУЮ');
    expect(text).toContain(COMPANY.director);
    expect(text).toMatch(/1 Папір офісний А4 пач 2 110,50 221,00/);
    expect(text).toContain('Всього: 221,00');
    expect(text).toContain('Двісті двадцять одна гривня 00 копійок');
    expect(text).toContain('Причина списання: Пошкодження під час транспортування');
    expect(text).toContain('Голова комісії');
  });

  it('prints a manufacture act with products and materials as two tables', async () => {
    const material = await world.f.entity('Борошно пшеничне', { unit: 'кг' });
    const product = await world.f.entity('Хліб житній', { unit: 'шт' });
    const doc = await world.f.document({
      type: 'manufacture',
      date: '2026-05-15',
      no: '9',
      storeOut: { uid: world.store.uid },
      storeIn: { uid: world.store.uid },
      details: [
        { entity: { uid: material.uid }, qty: '25.5', price: 20, kind: 'material' },
        { entity: { uid: product.uid }, qty: 100, sum: 510, kind: 'product' },
      ],
    });
    const reply = await fetchPdf(service.app, doc.uid);
    await dumpPdf('manufacture', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Акт виробництва № 9 від 15.05.2026');
    const products = text.indexOf('Випущено продукції');
    const materials = text.indexOf('Витрачено матеріалів і послуг');
    expect(products).toBeGreaterThan(0);
    expect(materials).toBeGreaterThan(products);
    expect(text.slice(products, materials)).toMatch(/1 Хліб житній шт 100 5,10 510,00/);
    expect(text.slice(materials)).toMatch(/1 Борошно пшеничне кг 25,5 20,00 510,00/);
    expect(text).toContain('Разом продукції: 510,00');
    expect(text).toContain('Разом матеріалів і послуг: 510,00');
  });

  it('breaks a 300-line delivery note into pages with the table header on each and the totals once at the end', async () => {
    const entities = Array.from({ length: 300 }, (_, i) => ({ uid: uid(), name: `Товар номер ${i + 1}`, unit: 'шт', kind: 'goods' }));
    expect((await api.post('/entity/batch', entities)).status).toBe(200);
    const doc = await world.f.document({
      type: 'waybillOut',
      date: '2026-11-21',
      no: '300',
      agent: { uid: world.agent.uid },
      storeOut: { uid: world.store.uid },
      vatCode: '20',
      details: entities.map((e) => ({ entity: { uid: e.uid }, qty: 2, price: 5 })),
    });
    // How fast it renders is a benchmark figure (pdf_waybill_300_lines_ms), never asserted here.
    const reply = await fetchPdf(service.app, doc.uid);
    expect(reply.status).toBe(200);
    await dumpPdf('waybillOut-300', reply.pdf);
    const pages = (await pdfPages(reply.pdf)).map(squash);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/№ Товар Од\. Кількість Ціна без ПДВ Сума без ПДВ/);
      expect(page).toContain(`Сторінка ${i + 1} з ${pages.length}`);
    });
    const all = pages.join('\n');
    for (const n of [1, 150, 300]) expect(all).toMatch(new RegExp(`\\b${n} Товар номер ${n} шт 2 5,00 10,00`));
    expect(all.match(/Всього з ПДВ/g)).toHaveLength(1);
    expect(pages.at(-1)).toContain('Всього з ПДВ: 3 600,00');
    expect(pages.at(-1)).toContain('Три тисячі шістсот гривень 00 копійок');
    expect(pages.at(-1)).toContain('Отримав(ла)');
  });
});
