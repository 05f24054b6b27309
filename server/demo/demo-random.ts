import { Decimal } from '../../shared/api/index.js';

/**
 * A seeded pseudo-random source (mulberry32). The demo company must come out the same on every
 * run of the same day, so nothing here reads the clock or `Math.random`.
 */
export class DemoRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new RangeError('pick needs a non-empty list');
    return item;
  }

  /** `count` distinct elements of a list (all of it when shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      // Both indices are within the copy: j ≤ i < copy.length.
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }

  /** A string of `n` decimal digits. */
  digits(n: number): string {
    let text = '';
    for (let i = 0; i < n; i++) text += String(this.int(0, 9));
    return text;
  }

  /** An amount in hryvnias between two bounds given in kopecks: exact, never a float. */
  money(minKopecks: number, maxKopecks: number): Decimal {
    return new Decimal(this.int(minKopecks, maxKopecks)).dividedBy(100);
  }

  /** A version-4-shaped UUID drawn from this source, so uids repeat with the seed. */
  uid(): string {
    const bytes = Array.from({ length: 16 }, () => this.int(0, 255));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
