import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, splitProportionally } from '../../../../../shared/api/index.js';
import { splitUnits } from '../../../../../server/ledger/entries/kopeck-shares.js';

const hryvnias = (kopecks: number) => new Decimal(`${kopecks}e-2`);

describe('shares of an amount in kopecks', () => {
  it('are the shares splitProportionally gives for the same amounts, and add up to the amount', () => {
    const kopecks = fc.integer({ min: -1e12, max: 1e12 });
    // The weights are line sums, never negative (a negative sum is refused as INVALID_AMOUNT); with
    // weights of both signs whose sum is near zero the two splits choose different lines for the
    // remainder, which no posting meets.
    const weight = fc.integer({ min: 0, max: 1e12 });
    fc.assert(
      fc.property(kopecks, fc.array(weight, { minLength: 1, maxLength: 30 }), (total, weights) => {
        fc.pre(weights.reduce((a, w) => a + w, 0) !== 0);
        // + 0: a Decimal share of minus zero is the same kopeck count as 0.
        const expected = splitProportionally(hryvnias(total), weights.map(hryvnias)).map((share) => share.times(100).toNumber() + 0);
        const shares = splitUnits(total, weights);
        expect(shares).toEqual(expected);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      }),
      {
        numRuns: 300,
        examples: [
          [1001, [334, 333, 334]],
          [-5, [1, 1]],
          [167, [334, 333, 334]],
        ],
      },
    );
  });

  it('refuses weights that sum to zero, and splits nothing into nothing', () => {
    expect(() => splitUnits(100, [1, -1])).toThrow(/sum to zero/);
    expect(splitUnits(100, [])).toEqual([]);
  });
});
