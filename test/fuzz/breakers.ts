import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { at } from '../support/checked.js';

/**
 * Ways to break a well-formed request: a value of the wrong type, an extreme or negative number,
 * a prototype key, control characters and unpaired surrogates, huge strings, and bodies in the
 * wrong encoding. Each is what a buggy client or an attacker could send.
 */

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202e\u200b',
  '\r\n\t',
  '\u0001\u001f\u007f',
  '%00',
  '\\u0000',
  "'; drop table documents; --",
  '${7*7}',
  '<script>',
  '..\\..\\',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
];

/** Values that replace a field: the wrong type, extremes, hostile text. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), '', ' ', [], {}, [[]], {
    uid: null,
  }),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '-1e-400',
    '0x10',
    '１２',
    '1,5',
    '1 000',
    '+5',
    '.5',
    '5.',
    '--1',
    '9'.repeat(400),
    '-' + '9'.repeat(30),
  ),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'я'.repeat(n)),
);

/** A path into a JSON value: where a breaker strikes. */
type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

/** The value at `key` of an object or array; undefined for anything else. */
function childOf(node: unknown, key: string | number): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const child: unknown = Reflect.get(node, key);
  return child;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const inner = setAt(childOf(value, head), rest, replacement);
  if (Array.isArray(value)) return value.map((item: unknown, i) => (i === head ? inner : item));
  return { ...(typeof value === 'object' ? value : {}), [head]: inner };
}

/** What a breaker does to a JSON value (the request body or query). */
export type Damage =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'protoKey'; pick: number; key: '__proto__' | 'constructor' | 'prototype' }
  | { kind: 'negate'; pick: number };

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: wrongValue }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('protoKey' as const),
      pick: fc.nat(),
      key: fc.constantFrom('__proto__' as const, 'constructor' as const, 'prototype' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('negate' as const), pick: fc.nat() }) },
);

/** Applies `d` to `value` and returns the JSON text to send (a prototype key needs the text: JSON.stringify would drop it). */
export function applyDamage(value: unknown, d: Damage): string {
  if (d.kind === 'none') return JSON.stringify(value) ?? 'null';
  const paths = pathsOf(value);
  const path = at(paths, d.pick % paths.length);
  if (d.kind === 'replace') return JSON.stringify(setAt(value, path, d.value)) ?? 'null';
  if (d.kind === 'negate') {
    const negated = (v: unknown): unknown => (typeof v === 'number' ? -v - 1 : typeof v === 'string' && /^\d/.test(v) ? `-${v}` : v);
    const target = path.reduce<unknown>((node, key) => childOf(node, key), value);
    return JSON.stringify(setAt(value, path, negated(target))) ?? 'null';
  }
  const marker = '"__fuzz_marker__"';
  const text = JSON.stringify(setAt(value, path, { __fuzz_marker__: true })) ?? 'null';
  return text.replace(`{${marker}:true}`, `{"${d.key}":{"isAdmin":true,"prototype":{"polluted":1}}}`);
}

/** How the body travels: as JSON, or in a wrong encoding or media type. */
export type Wire =
  'json' | 'gzip-claimed' | 'gzip-real' | 'latin1' | 'utf16' | 'bom' | 'invalid-utf8' | 'text-plain' | 'form' | 'truncated' | 'empty';

export const wire: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('json' as const) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Wire>(
      'gzip-claimed',
      'gzip-real',
      'latin1',
      'utf16',
      'bom',
      'invalid-utf8',
      'text-plain',
      'form',
      'truncated',
      'empty',
    ),
  },
);

/** The headers and bytes of a body sent over `w`. */
export function encodeBody(text: string, w: Wire): { headers: Record<string, string>; payload: Buffer | string } {
  const json = { 'content-type': 'application/json' };
  switch (w) {
    case 'json':
      return { headers: json, payload: text };
    case 'gzip-claimed':
      return { headers: { ...json, 'content-encoding': 'gzip' }, payload: text };
    case 'gzip-real':
      return { headers: { ...json, 'content-encoding': 'gzip' }, payload: gzipSync(text) };
    case 'latin1':
      return { headers: { 'content-type': 'application/json; charset=latin1' }, payload: Buffer.from(text, 'latin1') };
    case 'utf16':
      return { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: Buffer.from(text, 'utf16le') };
    case 'bom':
      return { headers: json, payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]) };
    case 'invalid-utf8':
      return {
        headers: json,
        payload: Buffer.concat([Buffer.from(text.slice(0, -1)), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(text.slice(-1))]),
      };
    case 'text-plain':
      return { headers: { 'content-type': 'text/plain' }, payload: text };
    case 'form':
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `data=${encodeURIComponent(text)}` };
    case 'truncated':
      return { headers: json, payload: text.slice(0, Math.max(0, text.length - 2)) };
    case 'empty':
      return { headers: json, payload: '' };
  }
}
