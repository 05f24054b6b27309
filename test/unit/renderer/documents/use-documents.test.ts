import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENTS_PAGE_SIZE, documentsIndexRequest } from '../../../../renderer/src/features/documents/use-documents.js';
import { monthOf } from '../../../../renderer/src/lib/period.js';
import { DocumentIndexQuery } from '../../../../shared/api/documents.js';

describe('documentsIndexRequest', () => {
  it('asks the service for one page at an offset, never the whole index', () => {
    const request = documentsIndexRequest({ from: '2026-11-01', to: '2026-11-30', agent: null }, 999);
    expect(request).toEqual({ from: '2026-11-01', to: '2026-11-30', pageSize: DOCUMENTS_PAGE_SIZE, offset: 99_900 });
    expect(DocumentIndexQuery.safeParse(request).success).toBe(true);
  });
  const zone = process.env.TZ;
  afterEach(() => {
    // Node reads the zone again when TZ is assigned; the next test files of this worker get the machine's back.
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  it('sends the agent and "modified since" as the index filters them, and leaves an empty one out', () => {
    process.env.TZ = 'Europe/Kyiv';
    const agent = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const request = documentsIndexRequest({ from: '2026-11-01', to: '2026-11-30', agent, modifiedSince: '2026-11-20' }, 0);
    expect(request).toMatchObject({ agent, dateModified: '2026-11-20T00:00:00+02:00', offset: 0 });
    expect(DocumentIndexQuery.safeParse(request).success).toBe(true);
    expect(documentsIndexRequest({ from: '2026-11-01', to: '2026-11-30', agent: null, modifiedSince: '' }, 0)).not.toHaveProperty(
      'dateModified',
    );
  });
  it('asks for changes since the start of the day picked on this computer, not since midnight UTC', () => {
    // A document changed at 00:30 in Kyiv is changed on that day, though it is still the day before in UTC.
    process.env.TZ = 'Europe/Kyiv';
    const since = (day: string) =>
      documentsIndexRequest({ from: '2026-01-01', to: '2026-12-31', agent: null, modifiedSince: day }, 0).dateModified;
    expect(since('2026-11-26')).toBe('2026-11-26T00:00:00+02:00');
    expect(since('2026-07-01')).toBe('2026-07-01T00:00:00+03:00');
    process.env.TZ = 'America/New_York';
    expect(since('2026-11-26')).toBe('2026-11-26T00:00:00-05:00');
  });
  it('keeps the page size within what the index allows', () => {
    expect(DOCUMENTS_PAGE_SIZE).toBeLessThanOrEqual(100);
  });
});

describe('monthOf', () => {
  it('gives the first and last day of the month, leap years included', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
