import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPresenceRegistry } from '../../../server/company/presence.js';
import { openCompanyDb, type CompanyDb } from '../../../server/database/company-db.js';
import type { User } from '../../../server/ledger/types.js';

const OLENA: User = { id: 7, name: 'Олена Коваль', role: 'accountant', rights: new Set(['sales.post']), storeLimited: [], stores: null };

/** A heartbeat the database refuses is dropped: the request it came with is answered, and this service still lists the person. */
describe('presence when the database refuses a heartbeat', () => {
  let companyDb: CompanyDb;
  beforeAll(async () => {
    companyDb = await openCompanyDb({ memory: true });
  });
  afterAll(async () => {
    await companyDb.close();
  });

  it('answers, and lists the person from what this service heard', async () => {
    const real = companyDb.db;
    let refused = 0;
    // Reads go to the database; every write of a heartbeat fails, as on a database that went read-only.
    const refusing = new Proxy(real, {
      get(target, key, receiver) {
        if (key === 'insertInto')
          return () => {
            refused += 1;
            throw new Error('the database refused the write');
          };
        // Kysely keeps private fields: its methods run on the instance itself.
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const presence = createPresenceRegistry(refusing);
    await expect(presence.touch(OLENA)).resolves.toBeUndefined();
    await expect(presence.open(OLENA, { kind: 'document', uid: '11111111-1111-4111-8111-111111111111' })).resolves.toBeUndefined();
    expect(refused).toBe(2);
    const listed = await presence.list(OLENA);
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Олена Коваль', me: true, open: { kind: 'document', uid: '11111111-1111-4111-8111-111111111111' } }),
    ]);
    await presence.settle();
  });
});
