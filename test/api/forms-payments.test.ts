import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, COUNTERPARTY, formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchPdf, pdfText, squash } from '../support/pdf-text.js';
import type { TestService } from '../support/test-service.js';

describe('printed forms of payment documents', () => {
  let service: TestService, world: FormService['world'];
  beforeAll(async () => ({ service, world } = await formService()));

  const print = async (type: string, sum: number | string, extra: object = {}) => {
    const payment = await world.f.payment({ type, date: '2026-11-21', no: '15', sum, agent: { uid: world.agent.uid }, ...extra });
    const reply = await fetchPdf(service.app, payment.uid);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${type}-15\\.pdf"`));
    await dumpPdf(type, reply.pdf);
    return squash(await pdfText(reply.pdf));
  };

  it('prints a payment to a supplier as a payment instruction: we pay, the supplier receives', async () => {
    const text = await print('payToSupplier', '12345.67', { memo: 'Оплата за папір згідно з рахунком № 5, у т.ч. ПДВ 2 057,61 грн' });
    expect(text).toContain('Платіжна інструкція № 15 від 21.11.2026');
    expect(text.indexOf(COMPANY.name)).toBeLessThan(text.indexOf(COUNTERPARTY.name));
    expect(text).toMatch(/Платник[\s\S]*ТОВ «Облік Тест»[\s\S]*Отримувач[\s\S]*ТОВ «Покупець Плюс»/);
    for (const requisite of [COMPANY.iban, COMPANY.code, COUNTERPARTY.iban, COUNTERPARTY.code]) expect(text).toContain(requisite);
    expect(text).toContain('12 345,67');
    expect(text).toContain("Дванадцять тисяч триста сорок п'ять гривень 67 копійок");
    expect(text).toContain('Оплата за папір згідно з рахунком № 5');
    expect(text).toContain(COMPANY.director);
  });

  it('prints a customer payment as a statement of money received: the customer pays us', async () => {
    const invoice = await world.f.document({
      type: 'invoice',
      date: '2026-11-01',
      no: '88',
      agent: { uid: world.agent.uid },
      vatCode: '20',
      details: [{ entity: { uid: world.pen.uid }, qty: 1, price: 1000 }],
    });
    const payment = await world.f.payment({
      type: 'payFromCustomer',
      date: '2026-11-21',
      no: '15',
      sum: 1200,
      agent: { uid: world.agent.uid },
    });
    await world.f.link(payment.uid, invoice.uid);
    const reply = await fetchPdf(service.app, payment.uid);
    await dumpPdf('payFromCustomer', reply.pdf);
    const text = squash(await pdfText(reply.pdf));
    expect(text).toContain('Виписка про зарахування коштів № 15 від 21.11.2026');
    expect(text).toMatch(/Платник[\s\S]*ТОВ «Покупець Плюс»[\s\S]*Отримувач[\s\S]*ТОВ «Облік Тест»/);
    expect(text).toContain('1 200,00');
    expect(text).toContain('Одна тисяча двісті гривень 00 копійок');
    expect(text).toContain('Оплата згідно з документом «Рахунок на оплату» № 88 від 01.11.2026');
  });

  it('prints cash received as a cash receipt order with its tear-off receipt', async () => {
    const text = await print('cashIn', '2.02', { memo: 'Повернення підзвітних сум' });
    expect(text).toContain('Прибутковий касовий ордер № 15 від 21.11.2026');
    expect(text).toContain(COMPANY.name);
    expect(text).toContain(`код за ЄДРПОУ ${COMPANY.code}`);
    expect(text).toMatch(/361 2,02/);
    expect(text).toContain(`Прийнято від: ${COUNTERPARTY.name}`);
    expect(text).toContain('Підстава: Повернення підзвітних сум');
    expect(text).toContain('Дві гривні 02 копійки');
    expect(text).toContain('Квитанція до прибуткового касового ордера № 15');
    expect(text).toContain('від 21 листопада 2026 р.');
    expect(text).toContain('Одержав касир');
  });

  it('prints cash paid out as a cash disbursement order', async () => {
    const text = await print('cashOut', 5000);
    expect(text).toContain('Видатковий касовий ордер № 15 від 21.11.2026');
    expect(text).toMatch(/631 5 000,00/);
    expect(text).toContain(`Видати: ${COUNTERPARTY.name}`);
    expect(text).toContain("П'ять тисяч гривень 00 копійок");
    expect(text).toContain('Видав касир');
    expect(text).toContain(COMPANY.accountant);
  });
});
