import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { apiClient, fixtures, testService, TOKENS, uid } from '../support/test-service.js';
import { defined } from '../support/checked.js';

/** A pino log line: its level and request fields, and whatever else the entry carries. */
interface LogLine {
  level: number;
  reqId?: string;
  route?: string;
  [field: string]: unknown;
}

/** A log destination the test reads back, one parsed JSON object per line. */
function memoryLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}

describe('the service log', () => {
  it('logs a failed rendering (5xx) as JSON with its request id, route and stack, and the reply carries that id', async () => {
    const log = memoryLog();
    const app = await buildServer({
      companyDb: (await testService()).companyDb,
      logger: { level: 'info', stream: log.stream },
      renderPdf: () => Promise.reject(new Error('the font file is missing')),
    });
    try {
      const doc = await fixtures(apiClient(app)).document({ type: 'invoice', date: '2026-03-10' });
      const reply = await app.inject({ method: 'GET', url: `/document/pdf/${doc.uid}`, headers: { authorization: TOKENS.full } });
      expect(reply.statusCode).toBeGreaterThanOrEqual(500);
      const requestId = reply.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const entry = log.lines().find((line) => line.level >= 50 && line.reqId === requestId);
      expect(defined(entry, `an error entry in ${log.text()}`).route).toBe('/document/pdf/:uid');
      expect(JSON.stringify(entry)).toContain('the font file is missing');
      expect(JSON.stringify(entry)).toMatch(/at .*\.ts:\d+/);
      expect(log.text()).not.toContain(TOKENS.full);
    } finally {
      await app.close();
    }
  });

  it('logs a failed write without the token, the agent codes, the IBAN or the name that were sent', async () => {
    const log = memoryLog();
    const shared = (await testService()).companyDb;
    const personal = {
      name: 'Шевченко Тарас Григорович',
      code: '1234567890',
      taxCode: '123456789012',
      iban: 'UA213223130000026007233566001',
    };
    // The database's own message may quote the values it refused; none of them may reach the log.
    const failing = {
      ...shared,
      write: () =>
        Promise.reject(
          Object.assign(new Error(`insert failed for ${personal.iban}`), { detail: `Key (code)=(${personal.code}) ${personal.name}` }),
        ),
    };
    const app = await buildServer({ companyDb: failing, logger: { level: 'info', stream: log.stream } });
    try {
      const reply = await app.inject({
        method: 'POST',
        url: '/agent/update',
        headers: { authorization: `Bearer ${TOKENS.full}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ uid: uid(), ...personal }),
      });
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toEqual({ success: false, errors: ['INTERNAL: the service failed to process the request'] });
      const entry = log.lines().find((line) => line.level >= 50);
      expect(entry, log.text()).toMatchObject({ reqId: reply.headers['x-request-id'], route: '/agent/update' });
      for (const secret of [TOKENS.full, ...Object.values(personal)]) expect(log.text()).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('keeps the query string of a request, which may hold an agent code, out of the log', async () => {
    const log = memoryLog();
    const app = await buildServer({ companyDb: (await testService()).companyDb, logger: { level: 'debug', stream: log.stream } });
    try {
      await app.inject({ method: 'GET', url: '/agent/find/?what=code&value=3216549870', headers: { authorization: TOKENS.full } });
      expect(log.lines().length).toBeGreaterThan(0);
      expect(log.text()).not.toContain('3216549870');
      expect(log.text()).not.toContain(TOKENS.full);
    } finally {
      await app.close();
    }
  });
  it('sends a reply the route wrote itself (a streamed balance, a PDF) once, with no "already sent" warning', async () => {
    const log = memoryLog();
    const app = await buildServer({ companyDb: (await testService()).companyDb, logger: { level: 'info', stream: log.stream } });
    try {
      const doc = await fixtures(apiClient(app)).document({ type: 'invoice', date: '2026-03-10' });
      const headers = { authorization: TOKENS.full };
      const balance = await app.inject({ method: 'GET', url: '/report/warehousebalance/', headers });
      expect(balance.statusCode).toBe(200);
      expect(balance.json<{ success: boolean }>().success).toBe(true);
      const pdf = await app.inject({ method: 'GET', url: `/document/pdf/${doc.uid}`, headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(log.lines().filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
