import { Decimal } from '../../../shared/api/index.js';

/** A line's two amounts: start and end of Форма № 1-м, or the period and the year before of Форма № 2-м. */
export type Pair = [Decimal, Decimal];

/**
 * Every line's pair: a line with `sums` adds up the lines it names (a leading `-` subtracts one),
 * wherever they stand in the form; the others keep their own amounts (zero if they have none).
 */
export function withTotals(lines: readonly { code: string; sums?: readonly string[] }[], own: Map<string, Pair>): Map<string, Pair> {
  const byCode = new Map(lines.map((line) => [line.code, line]));
  const done = new Map<string, Pair>();
  const resolve = (code: string): Pair => {
    const found = done.get(code);
    if (found) return found;
    const sums = byCode.get(code)?.sums;
    let pair: Pair = own.get(code) ?? [new Decimal(0), new Decimal(0)];
    if (sums) {
      pair = [new Decimal(0), new Decimal(0)];
      for (const term of sums) {
        const [sign, part] = term.startsWith('-') ? [-1, resolve(term.slice(1))] : [1, resolve(term)];
        pair = [pair[0].plus(part[0].times(sign)), pair[1].plus(part[1].times(sign))];
      }
    }
    done.set(code, pair);
    return pair;
  };
  for (const line of lines) resolve(line.code);
  return done;
}

/** The account prefixes a line is read from, each once. */
export function prefixesOf(prefixes: readonly string[]): string[] {
  return [...new Set(prefixes)];
}
