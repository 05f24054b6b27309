import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, isTrustedSender, registerHandlers, type TrustedSender } from '../../../electron/ipc.js';
import type { Handlers } from '../../../electron/core/core-types.js';
import { OPERATIONS } from '../../../shared/ipc/operations.js';
import { fake, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const OUR_ID = 7;
const trusted: TrustedSender = { webContentsId: () => OUR_ID, ownUrl: new URL('app://renderer/') };

type Frame = { url: string; parent: Frame | null; top: Frame | null };
function topFrame(url: string): Frame {
  const frame: Frame = { url, parent: null, top: null };
  frame.top = frame;
  return frame;
}
function subFrame(url: string, parent: Frame): Frame {
  return { url, parent, top: parent };
}
function event(frame: Frame | null, senderId = OUR_ID) {
  return { senderFrame: frame, sender: { id: senderId } } as never;
}

function registered(op: string): (event: unknown, raw: unknown) => Promise<unknown> {
  const call = fake.ipcMain.handle.mock.calls.find(([name]) => name === op);
  if (!call) throw new Error(`${op} not registered`);
  return call[1] as (event: unknown, raw: unknown) => Promise<unknown>;
}

describe('only our own top frame may use the bridge (security checklist, item 17)', () => {
  beforeEach(resetFake);

  it('accepts the top frame of our window showing our page', () => {
    expect(isTrustedSender(event(topFrame('app://renderer/index.html#/connections')), trusted)).toBe(true);
  });

  it.each([
    ['a destroyed (null) frame', event(null)],
    ['a sub-frame of our page', event(subFrame('app://renderer/index.html', topFrame('app://renderer/index.html')))],
    ['a top frame showing a foreign page', event(topFrame('https://evil.example/'))],
    ['a look-alike host', event(topFrame('app://renderer.evil/index.html'))],
    ['a file URL', event(topFrame('file:///work/out/renderer/index.html'))],
    ['our page in another window', event(topFrame('app://renderer/index.html'), OUR_ID + 1)],
  ])('refuses %s', (_name, evt) => {
    expect(isTrustedSender(evt, trusted)).toBe(false);
  });

  it('refuses everything before the window exists', () => {
    expect(isTrustedSender(event(topFrame('app://renderer/index.html')), { ...trusted, webContentsId: () => null })).toBe(false);
  });

  it('an untrusted call never reaches the core and gets a plain error', async () => {
    const run = vi.fn(() => Promise.resolve([]));
    handle('connections.list', run as never, { trusted });
    const reply = await registered('connections.list')(event(subFrame('app://renderer/', topFrame('app://renderer/'))), {});
    expect(run).not.toHaveBeenCalled();
    expect(reply).toEqual({ ok: false, error: { code: 'FORBIDDEN_SENDER', message: expect.any(String) as unknown } });
  });

  it('a trusted call is parsed, run and its reply parsed', async () => {
    const view = { id: 'demo', kind: 'local', name: 'Демо', hasToken: false, active: true, isDemo: true };
    const run = vi.fn(() => Promise.resolve([view]));
    handle('connections.list', run as never, { trusted });
    const reply = await registered('connections.list')(event(topFrame('app://renderer/index.html')), {});
    expect(run).toHaveBeenCalledWith({});
    expect(reply).toEqual({ ok: true, value: [view] });
  });

  it('registers exactly the contract operations, each once', () => {
    const handlers = Object.fromEntries(OPERATIONS.map((op) => [op, vi.fn()])) as unknown as Handlers;
    const unregister = registerHandlers(handlers, trusted);
    expect(fake.ipcMain.handle.mock.calls.map(([name]) => name).sort()).toEqual([...OPERATIONS].sort());
    unregister();
    expect(fake.ipcMain.removeHandler).toHaveBeenCalledTimes(OPERATIONS.length);
  });
});
