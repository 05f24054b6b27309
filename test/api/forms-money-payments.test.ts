import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, COUNTERPARTY, formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchPdf, pdfText, squash } from '../support/pdf-text.js';
import { apiClient, type TestService } from '../support/test-service.js';

/** Refunds, other money and transfers print by the kind of the money account they move (docs/service-behaviour.md, "Payment types"). */
describe('printed forms of the payments of other kinds', () => {
  let service: TestService, world: FormService['world'];
  let till = '';
  beforeAll(async () => {
    ({ service, world } = await formService());
    till = (await apiClient(service.app).get('/moneyaccount/index/')).body.data.find((a) => a.kind === 'cash')?.uid ?? '';
  });

  const print = async (type: string, extra: object) => {
    const payment = await world.f.payment({ type, date: '2026-11-21', no: '16', sum: 250, ...extra });
    const reply = await fetchPdf(service.app, payment.uid);
    expect(reply.status).toBe(200);
    await dumpPdf(type, reply.pdf);
    return squash(await pdfText(reply.pdf));
  };

  it('a bank fee prints as a payment instruction from us', async () => {
    const text = await print('otherOut', { memo: 'Комісія банку за жовтень' });
    expect(text).toContain('Платіжна інструкція № 16 від 21.11.2026');
    expect(text).toMatch(/Платник[\s\S]*ТОВ «Облік Тест»/);
    expect(text).toContain('Комісія банку за жовтень');
  });

  it('a salary paid at the cash desk prints as a cash disbursement order against 661', async () => {
    const text = await print('otherOut', { account: '661', moneyAccount: { uid: till }, memo: 'Заробітна плата за жовтень' });
    expect(text).toContain('Видатковий касовий ордер № 16 від 21.11.2026');
    expect(text).toMatch(/661 250,00/);
  });

  it("a supplier's refund at the cash desk prints as a cash receipt order against 631", async () => {
    const text = await print('refundFromSupplier', { agent: { uid: world.agent.uid }, moneyAccount: { uid: till } });
    expect(text).toContain('Прибутковий касовий ордер № 16 від 21.11.2026');
    expect(text).toMatch(/631 250,00/);
    expect(text).toContain(`Прийнято від: ${COUNTERPARTY.name}`);
  });

  it("cash taken from the bank prints as the cash desk's receipt order against 311", async () => {
    const text = await print('transfer', { toMoneyAccount: { uid: till }, memo: 'Отримання готівки в банку' });
    expect(text).toContain('Прибутковий касовий ордер № 16 від 21.11.2026');
    expect(text).toMatch(/311 250,00/);
    expect(text).toContain(COMPANY.name);
  });
});
