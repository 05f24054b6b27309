import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../server/store/open-store.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-statistics-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Sets what a company folder says about the writes since its statistics were made, as a stopped folder. */
async function setCount(dataDir: string, value: string): Promise<void> {
  const pglite = new PGlite({ dataDir });
  await pglite.query(`update meta set value = $1 where key = 'writes_since_analyze'`, [value]);
  await pglite.close();
}

/** The count a store found on opening (it writes its own only when it closes). */
async function countSeenBy(store: Awaited<ReturnType<typeof openStore>>): Promise<string | undefined> {
  return (await store.db.selectFrom('meta').select('value').where('key', '=', 'writes_since_analyze').executeTakeFirst())?.value;
}

describe('the planner statistics of a company file (PGlite has no autovacuum)', () => {
  it('are made when a company is new, then not on every open, but again after enough writes or an unreadable count', async () => {
    const dataDir = join(work, 'company');
    const first = await openStore({ dataDir });
    expect(first.analyzedOnOpen).toBe(true);
    for (let i = 0; i < 3; i++) await first.write((trx) => trx.insertInto('stores').values({ uid: crypto.randomUUID(), name: `Склад ${i}`, address: '' }).execute());
    await first.close();

    // An everyday start: the statistics made before are still good, and the count goes on.
    const second = await openStore({ dataDir });
    expect(second.analyzedOnOpen).toBe(false);
    expect(await countSeenBy(second)).toBe('3');
    await second.close();

    await setCount(dataDir, '750');
    const third = await openStore({ dataDir });
    expect(third.analyzedOnOpen).toBe(true);
    await third.close();

    await setCount(dataDir, 'many');
    const fourth = await openStore({ dataDir });
    expect(fourth.analyzedOnOpen).toBe(true);
    await fourth.close();
    const fifth = await openStore({ dataDir });
    expect(fifth.analyzedOnOpen).toBe(false);
    expect(await countSeenBy(fifth)).toBe('0');
    await fifth.close();
  });
});
