import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serveAppRequest } from '../../../electron/app-protocol.js';
import { resolveAssetPath } from '../../../electron/asset-path.js';
import { CONTENT_SECURITY_POLICY } from '../../../electron/csp.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const TRAVERSALS = [
  '/../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..%2fsecret.txt',
  '/..%5csecret.txt',
  '/assets\\..\\..\\secret.txt',
  '//etc/passwd',
  '/C:/Windows/win.ini',
  '/c:%5cWindows%5cwin.ini',
  '/%00index.html',
  '/index.html%00.png',
  '/%E0%A4%A',
  'index.html',
];

describe('the app protocol serves only the renderer build (security checklist, item 18)', () => {
  let root: string;
  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'oblik-protocol-'));
    root = join(base, 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>ok</title>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(base, 'secret.txt'), 'secret');
  });

  it.each(TRAVERSALS)('refuses %s', (path) => {
    expect(resolveAssetPath(root, path)).toBeNull();
  });

  it('maps ordinary paths inside the build', () => {
    expect(resolveAssetPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveAssetPath(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveAssetPath(root, '/assets/my%20file.js')).toBe(join(root, 'assets', 'my file.js'));
  });

  it('serves index.html with the CSP header', async () => {
    const response = await serveAppRequest({ method: 'GET', url: 'app://renderer/index.html' }, root);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toContain('<title>ok</title>');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405', async (method) => {
    expect((await serveAppRequest({ method, url: 'app://renderer/index.html' }, root)).status).toBe(405);
  });

  it.each([
    'app://renderer/%2e%2e/secret.txt',
    'app://renderer/..%2fsecret.txt',
    'app://other-host/index.html',
    'app://user@renderer/index.html',
    'app://renderer/missing.js',
  ])('answers %s with 404 and never the secret', async (url) => {
    const response = await serveAppRequest({ method: 'GET', url }, root);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });
});
