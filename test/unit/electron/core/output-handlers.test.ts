import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, isCoreError, type Core, type CoreOptions } from '../../../../electron/core/index.js';
import { safePdfName } from '../../../../electron/core/output-handlers.js';
import { bridgeOf, noLauncher, startServer, tempDir, testEncryptor, type TestServer } from './helpers.js';
import { defined } from '../../../support/checked.js';

let dir: string;
let cleanup: () => Promise<void>;
let server: TestServer;
const cores: Core[] = [];
const pdf = Buffer.from('%PDF-1.7\n%тест\n');
const uid = randomUUID();

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(pdf);
  });
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await server.close();
  await cleanup();
});

async function open(ports: Pick<CoreOptions, 'printer' | 'chooseSavePath'> = {}) {
  const core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: noLauncher, ...ports });
  cores.push(core);
  const desktop = bridgeOf(core.handlers);
  const { id } = await desktop['connections.add']({ kind: 'cloud', name: 'x', baseUrl: server.url, token: 't' });
  await desktop['connections.select']({ id });
  return desktop;
}

describe('printing and saving PDFs', () => {
  it('answers a clear typed error where the host can neither print nor save', async () => {
    const desktop = await open();
    for (const attempt of [desktop['print.printers']({}), desktop['print.pdf']({ documents: [{ uid }] }), desktop['pdf.save']({ uid })]) {
      expect(isCoreError(await attempt.catch((e: unknown) => e), 'unsupported')).toBe(true);
    }
  });

  it('prints the chosen documents as one job, their pages in the order chosen', async () => {
    // Two real forms told apart by their page widths: 301 for the first (one page), 302 and 303 for the second.
    const formOf = async (widths: number[]) => {
      const doc = await PDFDocument.create();
      for (const width of widths) doc.addPage([width, 400]);
      return Buffer.from(await doc.save());
    };
    const second = randomUUID();
    const forms = new Map([
      [`/document/pdf/${uid}`, await formOf([301])],
      [`/document/pdf/${second}?form=WBWH`, await formOf([302, 303])],
    ]);
    await server.close();
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(forms.get(req.url ?? ''));
    });
    const jobs: { bytes: Buffer; printer?: string; copies: number }[] = [];
    const desktop = await open({
      printer: {
        list: () => Promise.resolve([{ name: 'Office', isDefault: true }]),
        print: (bytes, options) => {
          jobs.push({ bytes, ...options });
          return Promise.resolve();
        },
      },
    });
    expect(await desktop['print.printers']({})).toEqual([{ name: 'Office', isDefault: true }]);
    expect(await desktop['print.pdf']({ documents: [{ uid }, { uid: second, form: 'WBWH' }], printer: 'Office', copies: 2 })).toEqual({
      printed: 2,
    });
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job).toMatchObject({ printer: 'Office', copies: 2 });
    const printed = await PDFDocument.load(defined(job, 'the print job').bytes);
    expect(printed.getPages().map((page) => page.getWidth())).toEqual([301, 302, 303]);
    expect(server.seen.map((r) => r.url)).toEqual([`/document/pdf/${uid}`, `/document/pdf/${second}?form=WBWH`]);
  });

  it('prints nothing when one of the forms cannot be fetched', async () => {
    const jobs: Buffer[] = [];
    await server.close();
    server = await startServer((req, res) => {
      if (req.url?.includes('WBWH')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, errors: ['NOT_FOUND: no such document'] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(pdf);
    });
    const desktop = await open({
      printer: {
        list: () => Promise.resolve([]),
        print: (bytes) => {
          jobs.push(bytes);
          return Promise.resolve();
        },
      },
    });
    const failure = await desktop['print.pdf']({ documents: [{ uid }, { uid: randomUUID(), form: 'WBWH' }] }).catch((e: unknown) => e);
    expect(isCoreError(failure, 'notFound')).toBe(true);
    expect(jobs).toEqual([]);
  });

  it('saves a PDF where the user chose, and nothing when the user cancels', async () => {
    const target = join(dir, 'out.pdf');
    const asked: string[] = [];
    let answer: string | null = target;
    const desktop = await open({
      chooseSavePath: (name) => {
        asked.push(name);
        return Promise.resolve(answer);
      },
    });
    expect(await desktop['pdf.save']({ uid, suggestedName: '../../Видаткова 15' })).toMatchObject({ saved: true, source: 'live' });
    expect(await readFile(target)).toEqual(pdf);
    expect(asked).toEqual(['Видаткова 15.pdf']);
    answer = null;
    expect(await desktop['pdf.save']({ uid })).toEqual({ saved: false });
  });

  it('saves several delivery notes as one file, their pages in the order chosen', async () => {
    const formOf = async (width: number) => {
      const doc = await PDFDocument.create();
      doc.addPage([width, 400]);
      return Buffer.from(await doc.save());
    };
    const [second, third] = [randomUUID(), randomUUID()];
    const forms = new Map([
      [`/document/pdf/${uid}?form=WBWH`, await formOf(311)],
      [`/document/pdf/${second}?form=WBWH`, await formOf(312)],
      [`/document/pdf/${third}?form=WBWH`, await formOf(313)],
    ]);
    await server.close();
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(forms.get(req.url ?? ''));
    });
    const target = join(dir, 'notes.pdf');
    const asked: string[] = [];
    const desktop = await open({
      chooseSavePath: (name) => {
        asked.push(name);
        return Promise.resolve(target);
      },
    });
    const joined = [
      { uid: third, form: 'WBWH' },
      { uid: second, form: 'WBWH' },
    ];
    expect(await desktop['pdf.save']({ uid, form: 'WBWH', joined, suggestedName: 'Документи для друку (3)' })).toMatchObject({
      saved: true,
      source: 'live',
    });
    expect(asked).toEqual(['Документи для друку (3).pdf']);
    const saved = await PDFDocument.load(await readFile(target));
    expect(saved.getPages().map((page) => page.getWidth())).toEqual([311, 313, 312]);
  });

  it('refuses more than 500 forms in one file before fetching any', async () => {
    const desktop = await open({ chooseSavePath: () => Promise.resolve(join(dir, 'never.pdf')) });
    const joined = Array.from({ length: 500 }, () => ({ uid: randomUUID() }));
    const failure = await desktop['pdf.save']({ uid, joined }).catch((e: unknown) => e);
    // The bridge's request schema refuses it (the hosts answer BAD_REQUEST); nothing reaches the service.
    expect(String(failure)).toMatch(/too_big|499/);
    expect(server.seen).toEqual([]);
  });

  it('suggests only plain file names', () => {
    expect(safePdfName('C:\\Users\\x\\doc.PDF', uid)).toBe('doc.PDF');
    expect(safePdfName('a<b>:c?.pdf', uid)).toBe('a_b__c_.pdf');
    expect(safePdfName('.bashrc', uid)).toBe(`document-${uid}.pdf`);
    expect(safePdfName(undefined, uid)).toBe(`document-${uid}.pdf`);
  });
});
