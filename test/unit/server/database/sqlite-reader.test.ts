import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FigureOutOfRange } from '../../../../server/database/minor-units.js';
import { SqliteReader } from '../../../../server/database/sqlite-reader.js';

describe("the company file's reader thread", () => {
  const folder = mkdtempSync(join(tmpdir(), 'oblik-reader-'));
  const file = join(folder, 'company.oblik');
  let reader: SqliteReader;

  beforeAll(() => {
    const db = new DatabaseSync(file);
    db.exec('pragma journal_mode = wal; create table moves (n integer primary key, name text, done boolean)');
    const insert = db.prepare('insert into moves (n, name, done) values (?, ?, ?)');
    db.exec('begin');
    for (let n = 1; n <= 5001; n++) insert.run(n, `рух ${n}`, n % 2);
    db.exec('commit');
    db.close();
    reader = new SqliteReader(file, 1024);
  });

  afterAll(async () => {
    await reader.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a long read whole and in order, though it comes over in pieces', async () => {
    const rows = await reader.read('select n, name, done from moves where n > ? order by n', [0]);
    expect(rows).toHaveLength(5001);
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 5001 }, (_, i) => i + 1));
    expect(rows[4000]).toEqual({ n: 4001, name: 'рух 4001', done: true });
    expect(rows[4001]?.done).toBe(false);
  });

  it('answers reads side by side each with its own rows', async () => {
    const [long, short, empty] = await Promise.all([
      reader.read('select n from moves order by n desc', []),
      reader.read('select n from moves where n <= ?', [3]),
      reader.read('select n from moves where n < 0', []),
    ]);
    expect(long).toHaveLength(5001);
    expect(long[0]).toEqual({ n: 5001 });
    expect(short).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(empty).toEqual([]);
  });

  it('refuses a failed read and goes on with the next', async () => {
    await expect(reader.read('select nothing from moves', [])).rejects.toThrow(/nothing/);
    expect(await reader.read('select count(*) as n from moves', [])).toEqual([{ n: 5001 }]);
  });
});

describe('a read that fails half-way through its rows', () => {
  const folder = mkdtempSync(join(tmpdir(), 'oblik-failed-read-'));
  const file = join(folder, 'company.oblik');
  let writer: DatabaseSync;
  let reader: SqliteReader;

  beforeAll(() => {
    writer = new DatabaseSync(file);
    writer.exec('pragma journal_mode = wal; pragma wal_autocheckpoint = 0; create table sums (n integer primary key, amount integer)');
    const insert = writer.prepare('insert into sums (n, amount) values (?, ?)');
    writer.exec('begin');
    // Three thousand small rows, then two whose running sum is beyond exact JavaScript integers (2^53).
    for (let n = 1; n <= 3000; n++) insert.run(n, 1);
    insert.run(3001, 5e15);
    insert.run(3002, 5e15);
    writer.exec('commit');
    reader = new SqliteReader(file, 1024);
  });

  afterAll(async () => {
    await reader.close();
    writer.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves no read open behind it: the next reads see later commits, and the log folds into the file whole', async () => {
    // The running sum passes 2^53 on the last row, after the first 2,000 rows went to the service.
    const runningSum = 'select n, sum(amount) over (order by n) as total from sums order by n';
    await expect(reader.read(runningSum, [])).rejects.toThrow(FigureOutOfRange);

    writer.exec('insert into sums (n, amount) values (4000, 7)');
    expect(await reader.read('select count(*) as n, max(n) as last from sums', [])).toEqual([{ n: 3003, last: 4000 }]);
    // A read held open keeps its snapshot, and the writer's log cannot be folded past it.
    const folded = writer.prepare('pragma wal_checkpoint(passive)').get() as { busy: number; log: number; checkpointed: number };
    expect(folded.checkpointed).toBe(folded.log);

    // The same statement, failed, runs again from its start.
    await expect(reader.read(runningSum, [])).rejects.toThrow(FigureOutOfRange);
    expect(await reader.read('select sum(amount) as small from sums where n <= ?', [3000])).toEqual([{ small: 3000 }]);
  });
});

describe("the company file's checkpoints", () => {
  const folder = mkdtempSync(join(tmpdir(), 'oblik-checkpoint-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A company file whose writer leaves its log alone, as the service's does, with one committed row. */
  function writtenFile(name: string): { file: string; writer: DatabaseSync } {
    const file = join(folder, name);
    const writer = new DatabaseSync(file);
    writer.exec('pragma journal_mode = wal; pragma wal_autocheckpoint = 0; create table notes (n integer primary key, text text)');
    writer.exec("insert into notes (text) values ('накладна 1')");
    return { file, writer };
  }

  /** What a copy of the company file alone, without its log beside it, holds. */
  function copyAlone(file: string): unknown[] {
    const copy = `${file}.copy`;
    copyFileSync(file, copy);
    const db = new DatabaseSync(copy);
    try {
      return db
        .prepare('select text from notes')
        .all()
        .map((row) => row.text);
    } catch {
      return [];
    } finally {
      db.close();
    }
  }

  it('folds committed writes into the company file on the reader thread, so the file alone holds them', async () => {
    const { file, writer } = writtenFile('folded.oblik');
    const reader = new SqliteReader(file, 1024);
    try {
      expect(copyAlone(file)).toEqual([]);
      reader.afterCommit();
      await reader.checkpointsDone();
      expect(copyAlone(file)).toEqual(['накладна 1']);
      // Commits soon after one another are folded by one later checkpoint, not lost between them.
      writer.exec("insert into notes (text) values ('накладна 2')");
      reader.afterCommit();
      writer.exec("insert into notes (text) values ('накладна 3')");
      reader.afterCommit();
      await reader.checkpointsDone();
      expect(copyAlone(file)).toEqual(['накладна 1', 'накладна 2', 'накладна 3']);
    } finally {
      await reader.close();
      writer.close();
    }
  });
});
