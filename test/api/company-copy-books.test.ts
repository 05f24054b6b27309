import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyCheckError } from '../../server/database/copy-check.js';
import { copyCompany } from '../../server/database/copy-company.js';
import { openCompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { killAllCli, spawnCli } from '../support/cli-process.js';
import { booksOf, expectFullBooks, fillBooks, NEXT_YEAR, openCompany } from '../support/books-scenario.js';
import { fixtures, freshPostgresDatabase, namedCompanyLocation } from '../support/test-service.js';

/**
 * Moving a company between a file and PostgreSQL takes its books along (docs/database.md, "Moving a company
 * between a file and PostgreSQL"): its own sub-accounts, renames and deactivations, the accounts of its
 * roles, its bank accounts and cash desks, every entry of its documents, manual operations and month
 * closes, the statement lines it imported and its history. The copy once took only the tables it
 * knew of when it was written, reported that stock and settlements agreed, and left the books behind.
 */

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'oblik-copy-books-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Fills a company at `location` and returns what it answers, once closed. */
async function makeSource(location: CompanyLocation) {
  const company = await openCompany(location);
  try {
    const filled = await fillBooks(company.api);
    const books = await booksOf(company.api, filled);
    expectFullBooks(books);
    return { filled, books };
  } finally {
    await company.close();
  }
}

/** Copies `from` into the empty `to`, expects the copy to answer as `original` did, and to take a new posting as a company does. */
async function copyAndCompare(
  from: CompanyLocation,
  to: CompanyLocation,
  { filled, books: original }: Awaited<ReturnType<typeof makeSource>>,
) {
  const [source, target] = [await openCompanyDb(from), await openCompanyDb(to)];
  try {
    const { counts } = await copyCompany(source, target);
    expect(counts.entries).toBeGreaterThan(0);
    expect(counts.accounts).toBeGreaterThan(300);
  } finally {
    await target.close();
    await source.close();
  }
  const copy = await openCompany(to);
  try {
    const books = await booksOf(copy.api, filled);
    expect(books).toEqual(original);
    // A working company: a new posting adds its entries to the copied ones and its history after theirs.
    const f = fixtures(copy.api);
    const more = await f.payment({
      type: 'cashIn',
      date: '2026-03-02',
      agent: { uid: filled.customer.uid },
      moneyAccount: { uid: filled.desk.uid },
      sum: '1',
    });
    await f.post(more.uid);
    expect((await copy.api.get(`/document/entries/${more.uid}`)).body.data?.map((e) => `${e.debit} ${e.credit} ${e.amount}`)).toEqual([
      '301 361 1',
    ]);
    expect((await copy.api.get('/history/', { from: '2000-01-01', to: '2999-12-31' })).body.totalCount).toBe(books.history.totalCount! + 2);
  } finally {
    await copy.close();
  }
}

describe('copying a company takes its books', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  afterAll(killAllCli);

  it('from a file into another file: the same trial balance, chart, roles, money accounts, entries and operations', async () => {
    const from = { file: join(work, 'books.oblik') };
    await copyAndCompare(from, { file: join(work, 'books-copy.oblik') }, await makeSource(from));
  });

  it.skipIf(!serverUrl)('from a file into PostgreSQL: the same books', async () => {
    const from = { file: join(work, 'to-postgres.oblik') };
    const source = await makeSource(from);
    await copyAndCompare(from, { databaseUrl: await freshPostgresDatabase(serverUrl as string, '_copy_books_in') }, source);
  });

  it.skipIf(!serverUrl)(
    'by the command line: says what it checked, and refuses a target that holds a company with exit code 1',
    async () => {
      const from = join(work, 'by-command.oblik');
      await makeSource({ file: from });
      const to = await freshPostgresDatabase(serverUrl as string, '_copy_books_cli');
      const first = spawnCli(['--data', from, '--copy-to', to]);
      expect((await first.exited).code, first.output().stderr).toBe(0);
      expect(first.output().stdout).toMatch(/\baccounts 3\d\d\b.*\bentries \d+\b.*\bbank_lines 1\b.*\bentry_totals \d+/);
      expect(first.output().stdout).toContain(`the same trial balance from 2026-01-31 to ${NEXT_YEAR} and `);
      expect(first.output().stdout).toMatch(/\d+ entries, the same chart of 3\d\d accounts, \d+ account roles and 4 money accounts/);
      const again = spawnCli(['--data', from, '--copy-to', to]);
      expect((await again.exited).code).toBe(1);
      expect(again.output().stderr).toContain('the copy was refused: the target already holds a company');
    },
  );

  it.skipIf(!serverUrl)('from PostgreSQL into a file: the same books', async () => {
    const from = { databaseUrl: await freshPostgresDatabase(serverUrl as string, '_copy_books_out') };
    await copyAndCompare(from, { file: join(work, 'from-postgres.oblik') }, await makeSource(from));
  });
});

describe('a copy whose books differ from the original', () => {
  it('is refused, naming what differs, and leaves the target as empty as it was, ready for another copy', async () => {
    const from = { file: join(work, 'damaged.oblik') };
    const { filled } = await makeSource(from);
    // Daily totals that disagree with the entries (damage the copy must not carry over as if it were the books).
    const source = await openCompanyDb(from);
    await source.write((trx) =>
      trx
        .insertInto('entry_totals')
        .values({ account: '311', agent_id: 0, date: '2026-02-27', debit: 10_000 as never, credit: 0 as never })
        .execute(),
    );
    const to = await namedCompanyLocation(work, 'copy_refused');
    const target = await openCompanyDb(to);
    try {
      const refusal = await copyCompany(source, target).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(CopyCheckError);
      expect((refusal as Error).message).toMatch(/trial balance/);
      expect((refusal as Error).message).not.toMatch(/chart|roles|money accounts|stock/);
    } finally {
      await target.close();
    }
    // Read without a service, which would register its token: the target must still count as empty.
    const left = await openCompanyDb(to);
    try {
      for (const table of ['documents', 'entries', 'agents', 'users', 'history', 'bank_lines'] as const) {
        const row = await left.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n), table).toBe(0);
      }
      expect(await left.db.selectFrom('accounts').select('code').where('code', '=', '361.1').executeTakeFirst()).toBeUndefined();
    } finally {
      await left.close();
    }
    // Mended, the same company copies into the same target.
    await source.write((trx) => trx.deleteFrom('entry_totals').where('date', '=', '2026-02-27').where('account', '=', '311').execute());
    const again = await openCompanyDb(to);
    try {
      await copyCompany(source, again);
    } finally {
      await again.close();
      await source.close();
    }
    const copied = await openCompany(to);
    try {
      expect((await copied.api.get(`/ledgeroperation/load/${filled.operation.uid}`)).status).toBe(200);
    } finally {
      await copied.close();
    }
  });
});
