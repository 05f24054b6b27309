import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hardenWebContents, openExternalSafely } from '../../../electron/security.js';
import { isAllowedExternalUrl } from '../../../electron/url-policy.js';
import { FakeWebContents, fake, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const ALLOWED = ['https://tax.gov.ua/', 'https://example.com/help?topic=vat#top', 'HTTPS://EXAMPLE.COM/', 'mailto:buh@example.com'];
const REFUSED = [
  'http://example.com/',
  'file:///C:/Windows/System32/calc.exe',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'smb://attacker/share',
  'ms-msdt:/id PCWDiagnostic',
  'vbscript:msgbox(1)',
  'data:text/html,hi',
  'app://renderer/index.html',
  'https://user:secret@example.com/',
  'https://',
  'mailto:',
  'mailto:a@b.com?attach=/etc/passwd&x=@y',
  'ftp://example.com/',
  '//example.com/',
  'example.com',
];

describe('links to the outside (security checklist, items 14 and 15)', () => {
  beforeEach(resetFake);

  it.each(ALLOWED)('hands %s to the OS browser', async (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
    expect(await openExternalSafely(url)).toBe(true);
    expect(fake.shell.openExternal).toHaveBeenCalledWith(url);
  });

  it.each(REFUSED)('never opens %s', async (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
    expect(await openExternalSafely(url)).toBe(false);
    expect(fake.shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies every new window and sends only allowed links to the OS browser', () => {
    const contents = new FakeWebContents();
    hardenWebContents(contents as never, new URL('app://renderer/'));
    for (const url of [...ALLOWED, ...REFUSED, 'app://renderer/index.html']) {
      expect(contents.windowOpenHandler!({ url })).toEqual({ action: 'deny' });
    }
    const opened = fake.shell.openExternal.mock.calls.map(([url]) => url);
    expect(opened).toEqual(ALLOWED);
  });
});
