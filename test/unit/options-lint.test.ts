import { describe, expect, it } from 'vitest';
import { lintSnippets } from '../support/lint-snippets.js';

/** Exported functions whose options are typed inline (docs/style.md, "Functions"): lint refuses each. */
const REFUSED: [what: string, file: string, code: string][] = [
  [
    'an options object destructured',
    'server/ledger/x.ts',
    'export function f(db: unknown, { a, b }: { a: number; b: string }) { return [db, a, b]; }',
  ],
  ['an options object named', 'shared/api/x.ts', 'export function f(options: { fresh?: boolean }) { return options; }'],
  ['options with a default', 'electron/x.ts', 'export function f(options: { log?: string } = {}) { return options; }'],
  ['destructured with a default', 'server/x.ts', 'export async function f({ a }: { a?: number } = {}) { return a; }'],
  ['a component’s props', 'renderer/src/components/X.tsx', 'export function X(props: { label: string }) { return props.label; }'],
  ['an exported arrow', 'renderer/src/lib/x.ts', 'export const f = ({ a }: { a: number }) => a;'],
];

/** What the rule leaves alone: named interfaces, local helpers, and tests' fixtures. */
const ALLOWED: [what: string, file: string, code: string][] = [
  ['a named interface', 'server/ledger/x.ts', 'interface Options { a: number }\nexport function f({ a }: Options) { return a; }'],
  ['a local helper', 'server/ledger/x.ts', 'function f({ a }: { a: number }) { return a; }\nexport const g = () => f({ a: 1 });'],
  ['an inline return type', 'shared/api/x.ts', 'export function f(): { a: number } { return { a: 1 }; }'],
  ['a list of records', 'server/ledger/x.ts', 'export function f(rows: { a: number }[]) { return rows; }'],
  ['a test’s helper', 'test/api/x.test.ts', 'export function f({ a }: { a: number }) { return a; }'],
];

describe('lint keeps exported functions’ options named', () => {
  const restrictions = lintSnippets((rule) => rule === 'no-restricted-syntax');

  it.each(REFUSED)('refuses %s (in %s)', async (_what, file, code) => {
    expect(await restrictions(file, code)).toEqual([expect.stringContaining('docs/style.md, "Functions"')]);
  });

  it.each(ALLOWED)('allows %s', async (_what, file, code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });
});
