import { describe, expect, it } from 'vitest';
import type { Document } from '../../../../shared/api/documents.js';
import {
  matchesNarrow,
  matchesText,
  scanDocuments,
  type IndexPage,
  type ScanProgress,
} from '../../../../renderer/src/features/documents/documents-scan.js';

const doc = (n: number, type: Document['type'], done: boolean) => ({ uid: `doc-${n}`, type, done }) as Document;

/** A period of 250 documents served in pages of 100, as documents.index does; every third is an invoice, every second posted. */
const period = Array.from({ length: 250 }, (_, i) => doc(i, i % 3 === 0 ? 'invoice' : 'waybillOut', i % 2 === 0));
const served: number[] = [];
const fetchPage = (page: number): Promise<IndexPage> => {
  served.push(page);
  return Promise.resolve({
    data: period.slice(page * 100, page * 100 + 100),
    totalCount: period.length,
    source: 'live',
    fetchedAt: '2026-11-21T12:05:00Z',
  });
};

describe('type and state filters over the whole period', () => {
  it('a document passes when its type and posted state match; "all" and no type pass everything', () => {
    expect(matchesNarrow(doc(1, 'invoice', true), { type: 'invoice', posted: 'posted' })).toBe(true);
    expect(matchesNarrow(doc(1, 'invoice', false), { type: 'invoice', posted: 'posted' })).toBe(false);
    expect(matchesNarrow(doc(1, 'invoice', false), { type: '', posted: 'drafts' })).toBe(true);
    expect(matchesNarrow(doc(1, 'waybillOut', true), { type: 'invoice', posted: 'all' })).toBe(false);
  });

  it('reads every page of the period, reports as it goes and finds the matches on all pages, not only the first', async () => {
    served.length = 0;
    const reports: ScanProgress[] = [];
    await scanDocuments({
      fetchPage,
      keep: (d) => matchesNarrow(d, { type: 'invoice', posted: 'posted' }),
      onProgress: (p) => reports.push(p),
      signal: new AbortController().signal,
    });
    expect(served).toEqual([0, 1, 2]);
    expect(reports.map((r) => [r.scanned, r.total, r.done])).toEqual([
      [100, 250, false],
      [200, 250, false],
      [250, 250, true],
    ]);
    const expected = period.filter((d) => d.type === 'invoice' && d.done).map((d) => d.uid);
    expect(reports.at(-1)?.rows.map((d) => d.uid)).toEqual(expected);
    expect(expected.some((uid) => Number(uid.slice(4)) >= 200)).toBe(true);
    expect(reports.at(-1)?.freshness).toEqual({ source: 'live', fetchedAt: '2026-11-21T12:05:00Z' });
  });

  it('keeps a document once when a change in the period shifts it onto the next page', async () => {
    const shifted = (page: number): Promise<IndexPage> =>
      Promise.resolve({ data: page === 0 ? period.slice(0, 100) : period.slice(99, 150), totalCount: 150 });
    let last: ScanProgress | undefined;
    await scanDocuments({
      fetchPage: shifted,
      keep: () => true,
      onProgress: (p) => {
        last = p;
      },
      signal: new AbortController().signal,
    });
    expect(last?.rows).toHaveLength(150);
    expect(new Set(last?.rows.map((d) => d.uid)).size).toBe(150);
  });

  it('stops reading when the filter changes (the scan is aborted), and reports nothing after that', async () => {
    served.length = 0;
    const controller = new AbortController();
    const reports: ScanProgress[] = [];
    await scanDocuments({
      fetchPage: async (page) => {
        const reply = await fetchPage(page);
        if (page === 1) controller.abort();
        return reply;
      },
      keep: () => true,
      onProgress: (p) => reports.push(p),
      signal: controller.signal,
    });
    expect(served).toEqual([0, 1]);
    expect(reports).toHaveLength(1);
  });

  it('ends on an empty period, and when the service returns fewer than it counted', async () => {
    let last: ScanProgress | undefined;
    await scanDocuments({
      fetchPage: () => Promise.resolve({ data: [], totalCount: 0 }),
      keep: () => true,
      onProgress: (p) => {
        last = p;
      },
      signal: new AbortController().signal,
    });
    expect(last).toMatchObject({ rows: [], scanned: 0, done: true });
    const pages: number[] = [];
    await scanDocuments({
      fetchPage: (page) => {
        pages.push(page);
        return Promise.resolve({ data: page === 0 ? period.slice(0, 100) : [], totalCount: 120 });
      },
      keep: () => true,
      onProgress: (p) => {
        last = p;
      },
      signal: new AbortController().signal,
    });
    expect(pages).toEqual([0, 1]);
    expect(last).toMatchObject({ scanned: 100, done: true });
  });
});

describe('searching the documents of a period', () => {
  const doc = { no: '000123', agent: { uid: 'a', name: 'ТОВ «Кав’ярня «Зерно»»' }, memo: 'Під замовлення №7' };
  it('finds by number, counterparty or memo, every typed word, in any case and with Latin look-alikes', () => {
    expect(matchesText(doc, '123')).toBe(true);
    expect(matchesText(doc, 'зерно')).toBe(true);
    expect(matchesText(doc, 'замовлення 000123')).toBe(true);
    expect(matchesText(doc, 'кав’ярня')).toBe(true);
    expect(matchesText(doc, 'Зеpно')).toBe(true); // a Latin p
    expect(matchesText(doc, 'зерно 999')).toBe(false);
    expect(matchesText(doc, '  ')).toBe(true);
  });
});
