import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, RENDERER_HEADERS } from '../../../electron/csp.js';

function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const root = new URL('../../../', import.meta.url);

describe('the Content-Security-Policy (security checklist, items 1 and 7)', () => {
  const csp = parseCsp(CONTENT_SECURITY_POLICY);

  it('allows no eval, no wildcard and no plain http source in any directive', () => {
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(
        sources.some((source) => source.includes('*')),
        name,
      ).toBe(false);
      expect(
        sources.some((source) => /^http:/i.test(source) || source === 'http:'),
        name,
      ).toBe(false);
    }
  });

  it('denies by default and runs scripts only from our own origin', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('is the policy the security checklist (docs/security.md, item 7) writes down, word for word', () => {
    const row = readFileSync(new URL('docs/security.md', root), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| 7 |'));
    const written = /`(default-src[^`]+)`/.exec(row ?? '')?.[1];
    expect(written).toBe(CONTENT_SECURITY_POLICY);
  });

  it('is repeated as a meta tag in renderer/index.html and sent as a header', () => {
    const html = readFileSync(new URL('renderer/index.html', root), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(CONTENT_SECURITY_POLICY);
    expect(RENDERER_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
