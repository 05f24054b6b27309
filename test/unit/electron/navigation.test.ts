import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hardenWebContents } from '../../../electron/security.js';
import { isOwnUrl } from '../../../electron/url-policy.js';
import { FakeWebContents, fake, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const own = new URL('app://renderer/');

const ALLOWED = [
  'app://renderer/index.html',
  'app://renderer/',
  'app://RENDERER/index.html#/connections',
  'app://renderer/index.html?tab=stores',
];

const REFUSED = [
  'app://renderer.evil.com/index.html',
  'app://evil.com/renderer/index.html',
  'app://renderer@evil.com/',
  'app://user:pass@renderer/index.html',
  'app://renderer:444/index.html',
  'app://rendere/index.html',
  'app://render%65r/index.html',
  'https://renderer/index.html',
  'https://evil.com/app://renderer/index.html',
  'https://evil.com/?next=app://renderer/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'file:///etc/passwd',
  'file://renderer/index.html',
  'data:text/html,<script>alert(1)</script>',
  'about:blank',
  'app://renderer/%2e%2e/%2e%2e/etc/passwd',
  'app://renderer/..%2f..%2fetc%2fpasswd',
  'app://renderer/assets/..%5c..%5cwindows',
  'app://renderer/%00index.html',
  'not a url',
  '',
];

describe('navigation stays inside the app (security checklist, item 13)', () => {
  beforeEach(resetFake);

  it.each(ALLOWED)('allows our own page %s', (url) => {
    expect(isOwnUrl(url, own)).toBe(true);
  });

  it.each(REFUSED)('refuses %s', (url) => {
    expect(isOwnUrl(url, own)).toBe(false);
  });

  it('compares host and port for a development server too', () => {
    const dev = new URL('http://localhost:5173/');
    expect(isOwnUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isOwnUrl('http://localhost:5174/index.html', dev)).toBe(false);
    expect(isOwnUrl('http://localhost.evil.com:5173/', dev)).toBe(false);
  });

  it.each(['will-navigate', 'will-redirect', 'will-frame-navigate'])('%s is prevented for foreign URLs and allowed for ours', (name) => {
    const contents = new FakeWebContents();
    hardenWebContents(contents as never, own);
    for (const url of REFUSED) {
      const event = { url, preventDefault: vi.fn() };
      contents.emit(name, event);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    for (const url of ALLOWED) {
      const event = { url, preventDefault: vi.fn() };
      contents.emit(name, event);
      expect(event.preventDefault, url).not.toHaveBeenCalled();
    }
  });

  it('prevents every <webview> from attaching (security checklist, item 12)', () => {
    const contents = new FakeWebContents();
    hardenWebContents(contents as never, own);
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
    expect(fake.shell.openExternal).not.toHaveBeenCalled();
  });
});
