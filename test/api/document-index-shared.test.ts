import { beforeAll, describe, expect, it } from 'vitest';
import { indexPageBytes, type IndexPage } from '../../server/ledger/documents/index-pages.js';
import { apiClient, fixtures, testService, type TestService } from '../support/test-service.js';

/**
 * In an office every open app reads the documents' list again when the change feed says a document
 * changed: the same page, asked for by everyone at once, before any of them is kept.
 */
describe('one page of a list asked for by several people at once', () => {
  let service: TestService;
  let f: ReturnType<typeof fixtures>;
  // The worker's company is shared with other files: this list is of an agent of its own.
  let query: { from: string; to: string; pageSize: number; offset: number; agent: string };
  /** Writes a document of the list, so that what the lists keep no longer holds. */
  const write = async () => {
    await f.document({ type: 'invoice', date: '2026-03-11', agent: { uid: query.agent } });
  };
  beforeAll(async () => {
    service = await testService();
    f = fixtures(apiClient(service.app));
    query = { from: '2026-03-01', to: '2026-03-31', pageSize: 100, offset: 0, agent: (await f.agent()).uid };
    await write();
  });
  const page = (render: (page: IndexPage) => Buffer) =>
    indexPageBytes(service.companyDb.db, service.companyDb.context, { category: 'document', query, render });

  it('is read and rendered once, and every one of them gets it', async () => {
    await write();
    let renders = 0;
    const render = (rendered: IndexPage) => {
      renders += 1;
      return Buffer.from(JSON.stringify(rendered.rows.map((row) => row.uid)));
    };
    const pages = await Promise.all(Array.from({ length: 5 }, () => page(render)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((bytes) => bytes.toString())).size).toBe(1);
    expect(JSON.parse(pages[0]?.toString() ?? '[]')).toHaveLength(2);
  });

  it('is read again after a write, and a render that failed fails each of them and is tried again next time', async () => {
    await write();
    const failing = () => {
      throw new Error('render failed');
    };
    const asked = await Promise.allSettled(Array.from({ length: 3 }, () => page(failing)));
    expect(asked.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const again = await page((rendered) => Buffer.from(String(rendered.totalCount)));
    expect(again.toString()).toBe('3');
  });
});
