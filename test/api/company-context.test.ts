import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompany } from '../../server/company/settings.js';
import { lockDateOf } from '../../server/ledger/closed-period.js';
import { DEFAULT_TUNING } from '../../server/ledger/context.js';
import { keysOf } from '../../server/ledger/stock/keys.js';
import { createTestService, type TestService } from '../support/test-service.js';

/**
 * What the ledger keeps between statements belongs to one company's context (docs/architecture.md,
 * "The company context"): a write transaction's caches end with it, whether it commits or rolls back,
 * and a company opened with its own piece sizes changes no other company's.
 */
describe('a company context', () => {
  let tuned: TestService;
  let plain: TestService;

  beforeAll(async () => {
    tuned = await createTestService('contexttuned', { tuning: { pieces: { rows: 2, edits: 2, bytes: 64 } } });
    plain = await createTestService('contextplain');
  });
  afterAll(async () => {
    for (const service of [tuned, plain]) {
      await service.app.close();
      await service.companyDb.close();
    }
  });

  it("keeps a company's piece sizes to that company", () => {
    expect(tuned.companyDb.context.tuning.pieces).toEqual({ rows: 2, edits: 2, bytes: 64 });
    expect(tuned.companyDb.context.tuning.mirror).toEqual(DEFAULT_TUNING.mirror);
    expect(plain.companyDb.context.tuning).toEqual(DEFAULT_TUNING);
  });

  it('forgets the keys a rolled-back transaction read', async () => {
    const { companyDb } = plain;
    const uid = randomUUID();
    const rolledBack = new Error('rolled back on purpose');
    const store = (id: number) => ({ uid, id, name: `Склад ${id}`, address: '', modified_at: '2026-01-01T00:00:00.000Z' });
    await expect(
      companyDb.write(async (trx) => {
        await trx.insertInto('stores').values(store(900_001)).execute();
        expect((await keysOf(trx, companyDb.context, { table: 'stores', uids: [uid] })).id.get(uid)).toBe(900_001);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const key = await companyDb.write(async (trx) => {
      await trx.insertInto('stores').values(store(900_002)).execute();
      return (await keysOf(trx, companyDb.context, { table: 'stores', uids: [uid] })).id.get(uid);
    });
    expect(key).toBe(900_002);
  });

  it('reads the lock date a transaction set, and not one a rolled-back transaction set', async () => {
    const { companyDb } = plain;
    const { context } = companyDb;
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      companyDb.write(async (trx) => {
        expect(await lockDateOf(trx, context)).toBeNull();
        await writeCompany(trx, context, { lockDate: '2020-12-31' });
        expect(await lockDateOf(trx, context)).toBe('2020-12-31');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await companyDb.write((trx) => lockDateOf(trx, context))).toBeNull();
  });
});
