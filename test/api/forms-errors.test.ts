import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { formService, type FormService } from '../support/form-fixtures.js';
import { dumpPdf, fetchPdf } from '../support/pdf-text.js';
import { uid, type TestService } from '../support/test-service.js';
import { firstError } from '../support/api-assertions.js';

describe('printed forms that cannot be given', () => {
  let service: TestService, world: FormService['world'];
  beforeAll(async () => ({ service, world } = await formService()));

  const invoice = () =>
    world.f.document({
      type: 'invoice',
      date: '2026-11-21',
      agent: { uid: world.agent.uid },
      details: [{ entity: { uid: world.pen.uid }, qty: 1, price: 10 }],
    });

  it('answers 404 NOT_FOUND in the envelope for a uid that is no document', async () => {
    const reply = await fetchPdf(service.app, uid());
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ success: false, errors: [expect.stringMatching(/^NOT_FOUND: /)] });
  });

  it('answers 400 for a uid that is not a UUID', async () => {
    const reply = await fetchPdf(service.app, 'not-a-uuid');
    expect(reply.status).toBe(400);
    expect(firstError(reply.body)).toMatch(/^VALIDATION: /);
  });

  it('answers 404 FORM_NOT_FOUND for the warehouse note of an invoice', async () => {
    const reply = await fetchPdf(service.app, (await invoice()).uid, 'WBWH');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, errors: [expect.stringMatching(/^FORM_NOT_FOUND: .*WBWH.*invoice/)] });
  });

  it('answers 404 FORM_NOT_FOUND for a form code no document type has', async () => {
    const waybill = await world.f.document({
      type: 'waybillOut',
      date: '2026-11-21',
      agent: { uid: world.agent.uid },
      storeOut: { uid: world.store.uid },
      details: [{ entity: { uid: world.pen.uid }, qty: 1, price: 10 }],
    });
    for (const form of ['XYZ', '__proto__', 'constructor']) {
      const reply = await fetchPdf(service.app, waybill.uid, form);
      expect(reply.status, form).toBe(404);
      expect(firstError(reply.body), form).toMatch(/^FORM_NOT_FOUND: /);
    }
  });

  it('answers 404 FORM_NOT_FOUND for a named form of a payment document', async () => {
    const payment = await world.f.payment({ type: 'cashIn', date: '2026-11-21', sum: 10, agent: { uid: world.agent.uid } });
    const reply = await fetchPdf(service.app, payment.uid, 'WBWH');
    expect(reply.status).toBe(404);
    expect(firstError(reply.body)).toMatch(/^FORM_NOT_FOUND: /);
  });

  it('prints a document with no lines and no counterparty rather than failing', async () => {
    const bare = await world.f.document({ type: 'waybillOut', date: '2026-11-21' });
    const reply = await fetchPdf(service.app, bare.uid);
    expect(reply.status).toBe(200);
    await dumpPdf('waybillOut-bare', reply.pdf);
    expect(reply.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 502 RENDER_FAILED in the envelope when the renderer fails, and leaks nothing of the failure', async () => {
    const failing = await buildServer({
      companyDb: service.companyDb,
      rateLimitPerMinute: 1_000_000,
      renderPdf: () => Promise.reject(new Error('font table corrupt at /secret/path')),
    });
    try {
      const reply = await fetchPdf(failing, (await invoice()).uid);
      expect(reply.status).toBe(502);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body).toEqual({ success: false, errors: [expect.stringMatching(/^RENDER_FAILED: /)] });
      expect(JSON.stringify(reply.body)).not.toContain('secret');
    } finally {
      await failing.close();
    }
  });
});
