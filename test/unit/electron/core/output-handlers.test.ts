import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, isCoreError, type Core, type CoreOptions } from '../../../../electron/core/index.js';
import { safePdfName } from '../../../../electron/core/output-handlers.js';
import { bridgeOf, noLauncher, startServer, tempDir, testEncryptor, type TestServer } from './helpers.js';

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

  it('prints each document in order through the host printer', async () => {
    const jobs: { bytes: string; printer?: string; copies: number }[] = [];
    const desktop = await open({
      printer: {
        list: async () => [{ name: 'Office', isDefault: true }],
        print: async (bytes, options) => { jobs.push({ bytes: bytes.toString('latin1'), ...options }); },
      },
    });
    expect(await desktop['print.printers']({})).toEqual([{ name: 'Office', isDefault: true }]);
    const second = randomUUID();
    expect(await desktop['print.pdf']({ documents: [{ uid }, { uid: second, form: 'WBWH' }], printer: 'Office', copies: 2 })).toEqual({ printed: 2 });
    expect(jobs).toEqual([pdf, pdf].map((b) => ({ bytes: b.toString('latin1'), printer: 'Office', copies: 2 })));
    expect(server.seen.map((r) => r.url)).toEqual([`/document/pdf/${uid}`, `/document/pdf/${second}?form=WBWH`]);
  });

  it('saves a PDF where the user chose, and nothing when the user cancels', async () => {
    const target = join(dir, 'out.pdf');
    const asked: string[] = [];
    let answer: string | null = target;
    const desktop = await open({ chooseSavePath: async (name) => { asked.push(name); return answer; } });
    expect(await desktop['pdf.save']({ uid, suggestedName: '../../Видаткова 15' })).toMatchObject({ saved: true, source: 'live' });
    expect(await readFile(target)).toEqual(pdf);
    expect(asked).toEqual(['Видаткова 15.pdf']);
    answer = null;
    expect(await desktop['pdf.save']({ uid })).toEqual({ saved: false });
  });

  it('suggests only plain file names', () => {
    expect(safePdfName('C:\\Users\\x\\doc.PDF', uid)).toBe('doc.PDF');
    expect(safePdfName('a<b>:c?.pdf', uid)).toBe('a_b__c_.pdf');
    expect(safePdfName('.bashrc', uid)).toBe(`document-${uid}.pdf`);
    expect(safePdfName(undefined, uid)).toBe(`document-${uid}.pdf`);
  });
});
