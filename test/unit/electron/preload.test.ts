import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../../../shared/ipc/operations.js';
import { fake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

describe('the preload exposes only the contract (security checklist, item 20)', () => {
  let api: Record<(typeof OPERATIONS)[number], (request: unknown) => Promise<unknown>>;

  beforeAll(async () => {
    // No module reset: the fake is a singleton of this worker, and the preload runs once on import.
    await import('../../../electron/preload.js');
    expect(fake.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, exposed] = fake.contextBridge.exposeInMainWorld.mock.calls[0] as [string, typeof api];
    expect(name).toBe('desktop');
    api = exposed;
  });

  it('exposes one frozen object whose keys are exactly the operations, all functions', () => {
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual([...OPERATIONS].sort());
    for (const op of OPERATIONS) expect(typeof api[op]).toBe('function');
    expect('invoke' in api || 'ipcRenderer' in api || 'send' in api || 'on' in api).toBe(false);
  });

  it('each function invokes its own channel and nothing the page can choose', async () => {
    fake.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, value: { data: [] } });
    await expect(api['stores.index']({ pageSize: 5 })).resolves.toEqual({ data: [] });
    expect(fake.ipcRenderer.invoke).toHaveBeenLastCalledWith('stores.index', { pageSize: 5 });
  });

  it('a refused call rejects with a plain { code, message }', async () => {
    fake.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error: { code: 'OFFLINE', message: 'offline' } });
    await expect(api['connections.list']({})).rejects.toEqual({ code: 'OFFLINE', message: 'offline' });
  });

  it('a service refusal crosses whole: its status, code, errors and the request id the user quotes to support', async () => {
    const error = {
      code: 'RULE_FAILED',
      message: 'not enough stock',
      status: 422,
      serviceCode: 'NOT_ENOUGH_STOCK',
      errors: ['NOT_ENOUGH_STOCK: not enough stock'],
      requestId: '6f1c2d3e-0000-4000-8000-000000000000',
    };
    fake.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error });
    await expect(api['documents.setDone']({ uid: 'x', done: true })).rejects.toEqual(error);
  });
});
