import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPANY, COUNTERPARTY, formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchReportPdf, pdfPages, pdfWords, squash } from '../support/pdf-text.js';
import { uid } from '../support/test-service.js';

/** Asks for the printed act, keeping the PDF as bytes. */
const fetchAct = (app: FastifyInstance, query: Record<string, string>) => fetchReportPdf(app, '/report/reconciliation/pdf', query);

/** A record the fixtures made, as far as these tests read it. */
const made = (value: unknown) => z.object({ uid: z.string() }).loose().parse(value);

/** The text with every run of white space, line breaks included, folded to one space: sentences wrap. */
const oneLine = (text: string) => squash(text).replace(/\s+/g, ' ');

describe('the printed reconciliation act', () => {
  let s: FormService;
  let contract: { uid: string };
  let agent: { uid: string };
  beforeAll(async () => {
    s = await formService();
    const { f } = s.world;
    agent = made(s.world.agent);
    const [store, paper] = [made(s.world.store), made(s.world.paper)];
    contract = made(
      (
        await s.api.post('/contract/update', {
          uid: uid(),
          name: 'Договір поставки',
          agent: { uid: agent.uid },
          no: '15/26',
          date: '2026-01-05',
        })
      ).body.data,
    );
    // The goods come from another supplier: the act shows only what moved with the counterparty.
    const receipt = made(
      await f.document({
        type: 'waybillIn',
        date: '2026-01-02',
        agent: { uid: made(await f.agent('Інший постачальник')).uid },
        storeIn: { uid: store.uid },
        details: [{ entity: { uid: paper.uid }, qty: 500, price: 10 }],
      }),
    );
    await f.post(receipt.uid);
    // Sales and payments through a whole month: more rows than one page holds.
    for (let day = 1; day <= 28; day++) {
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      const sale = made(
        await f.document({
          type: 'waybillOut',
          date,
          agent: { uid: agent.uid },
          contract: { uid: contract.uid },
          storeOut: { uid: store.uid },
          details: [{ entity: { uid: paper.uid }, qty: 2, price: 100 }],
        }),
      );
      await f.post(sale.uid);
      const payment = made(await f.payment({ type: 'payFromCustomer', date, agent: { uid: agent.uid }, sum: day === 28 ? 100 : 200 }));
      await f.post(payment.uid);
    }
  });

  it('prints the title, the parties, our records, the balances in figures and in words, requisites and signatures', async () => {
    const reply = await fetchAct(s.service.app, { agent: agent.uid, from: '2026-02-01', to: '2026-02-28' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toMatch(/^inline; filename="reconciliation-2026-02-01-2026-02-28.pdf"/);
    await dumpPdf('reconciliation', reply.pdf);
    const pages = (await pdfPages(reply.pdf)).map(squash);
    const text = oneLine(pages.join('\n'));
    expect(text).toContain('Акт звірки взаєморозрахунків');
    expect(text).toContain('за період 01.02.2026 – 28.02.2026');
    expect(text).toContain(`між ${COMPANY.name} та ${COUNTERPARTY.name}`);
    expect(text).toContain('Сальдо на 01.02.2026');
    expect(text).toContain('Обороти за період 5 600,00 5 500,00');
    expect(text).toContain('Сальдо на 28.02.2026 100,00');
    expect(text).toContain(`на 01.02.2026 заборгованість відсутня`);
    expect(text).toContain(`на 28.02.2026 заборгованість на користь ${COMPANY.name} становить 100,00 грн (Сто гривень 00 копійок)`);
    for (const requisite of [`код за ЄДРПОУ ${COMPANY.code}`, `код за ЄДРПОУ ${COUNTERPARTY.code}`, COMPANY.director, COMPANY.accountant]) {
      expect(text).toContain(requisite);
    }
    expect(text).toContain('М.П.');
    // Pages like the other forms: the table's header on every page, «Сторінка X з Y» in the footer.
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`За даними ${COMPANY.name}, грн`);
      expect(page).toContain(`За даними ${COUNTERPARTY.name}, грн`);
      expect(page).toContain(`Сторінка ${i + 1} з ${pages.length}`);
    });
  });

  it("stands both parties' signature blocks level, line for line", async () => {
    const reply = await fetchAct(s.service.app, { agent: agent.uid, from: '2026-02-01', to: '2026-02-28' });
    const words = await pdfWords(reply.pdf);
    const last = Math.max(...words.map((w) => w.page));
    // Each caption of the signing blocks appears once per party, ours on the left, theirs on the right, on one line.
    for (const caption of ['Керівник', 'Головний', '(підпис)', 'М.П.']) {
      const found = words.filter((w) => w.page === last && w.text === caption).sort((a, b) => a.x - b.x);
      const rows = [...new Set(found.map((w) => w.y.toFixed(1)))];
      expect({ caption, count: found.length, rows: rows.length }).toEqual({
        caption,
        count: caption === '(підпис)' ? 4 : 2,
        rows: found.length / 2,
      });
    }
  });

  it('names the contract and says when we owe the counterparty', async () => {
    const { f } = s.world;
    const overpaid = made(await f.payment({ type: 'payFromCustomer', date: '2026-03-02', agent: { uid: agent.uid }, sum: 1234.5 }));
    await f.post(overpaid.uid);
    const reply = await fetchAct(s.service.app, { agent: agent.uid, from: '2026-03-01', to: '2026-03-31', contract: contract.uid });
    const text = oneLine((await pdfPages(reply.pdf)).join('\n'));
    expect(text).toContain('за договором: Договір поставки № 15/26 від 05.01.2026');
    // The payment is linked to no invoice of the contract: the contract's act leaves it out.
    expect(text).toContain(`на 31.03.2026 заборгованість на користь ${COMPANY.name} становить 5 600,00 грн`);
    const whole = oneLine(
      (await pdfPages((await fetchAct(s.service.app, { agent: agent.uid, from: '2026-03-01', to: '2026-03-31' })).pdf)).join('\n'),
    );
    expect(whole).toContain(`на 31.03.2026 заборгованість на користь ${COUNTERPARTY.name} становить 1 134,50 грн`);
    expect(whole).toContain('(Одна тисяча сто тридцять чотири гривні 50 копійок)');
  });
});
