import { describe, expect, it } from 'vitest';
import { lostUpdates, perMinute, percentile, type Acknowledged, type ReadBack } from '../../bench/office-figures.js';

describe('the office figures’ percentiles', () => {
  it('takes the nearest rank below, whatever order the times came in', () => {
    const times = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(times, 0.5)).toBe(51);
    expect(percentile(times, 0.99)).toBe(100);
    expect(percentile(times, 0.95)).toBe(96);
  });

  it('gives the one value of a single request, and 0 for none', () => {
    expect(percentile([12.345], 0.99)).toBe(12.3);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('never reads past the slowest request', () => {
    expect(percentile([1, 2, 3], 1)).toBe(3);
  });
});

describe('the lost-update check', () => {
  const ack = (uid: string, version = 3): Acknowledged => ({ uid, version, done: true, lines: 20 });
  const found = (version = 3, done = true, lines = 20): ReadBack => ({ version, done, lines });

  it('finds nothing lost when every acknowledged save reads back as acknowledged', () => {
    expect(
      lostUpdates(
        [ack('a'), ack('b', 5)],
        new Map([
          ['a', found()],
          ['b', found(5)],
        ]),
      ),
    ).toEqual([]);
  });

  it('names a document the service no longer has', () => {
    expect(lostUpdates([ack('a')], new Map([['a', null]]))).toEqual(['a: not found']);
    expect(lostUpdates([ack('a')], new Map())).toEqual(['a: not found']);
  });

  it('names a document at another version than the one acknowledged', () => {
    expect(lostUpdates([ack('a')], new Map([['a', found(4)]]))).toEqual(['a: version 4, acknowledged 3']);
    expect(lostUpdates([ack('a')], new Map([['a', found(2)]]))).toEqual(['a: version 2, acknowledged 3']);
  });

  it('names a posting that did not stay, and lines that went missing', () => {
    expect(lostUpdates([ack('a')], new Map([['a', found(3, false)]]))).toEqual(['a: not posted, acknowledged the opposite']);
    expect(lostUpdates([ack('a')], new Map([['a', found(3, true, 19)]]))).toEqual(['a: 19 lines, acknowledged 20']);
  });
});

describe('requests a minute', () => {
  it('scales a shorter window to a minute', () => {
    expect(perMinute(1, 30)).toBe(2);
    expect(perMinute(2, 60)).toBe(2);
    expect(perMinute(1, 45)).toBe(1.3);
  });

  it('refuses a window of no time', () => {
    expect(() => perMinute(1, 0)).toThrow();
  });
});
