import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStateHandlers } from '../../../electron/core/app-state-handlers.js';
import type { Handlers } from '../../../electron/core/core-types.js';
import { runOperation } from '../../../electron/bridge-runner.js';
import { registerHandlers, type TrustedSender } from '../../../electron/ipc.js';
import { createUnsavedChanges } from '../../../electron/unsaved-changes.js';
import { createUpdateController } from '../../../electron/updater.js';
import { createUnsavedReporter } from '../../../renderer/src/app/unsaved-report.js';
import type { DraftStorage } from '../../../renderer/src/lib/local-drafts.js';
import { newDraft } from '../../../renderer/src/features/documents/editor-model.js';
import { OPERATIONS } from '../../../shared/ipc/operations.js';
import { fake, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const OUR_ID = 11;
const trusted: TrustedSender = { webContentsId: () => OUR_ID, ownUrl: new URL('app://renderer/') };

type Frame = { url: string; parent: Frame | null };
const top: Frame = { url: 'app://renderer/index.html', parent: null };
const sub: Frame = { url: 'app://renderer/index.html', parent: top };

class FakeUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  checkForUpdates = vi.fn(() => Promise.resolve<unknown>(undefined));
  quitAndInstall = vi.fn();
}

/** Main as electron/main.ts wires it: the core's `app.unsavedChanges` handler feeds the updater's gate. */
function mainWiring(window: { open: boolean }) {
  const unsaved = createUnsavedChanges(() => window.open);
  const others = Object.fromEntries(OPERATIONS.map((op) => [op, vi.fn()])) as unknown as Handlers;
  registerHandlers({ ...others, ...createAppStateHandlers({ onUnsavedChanges: (value) => unsaved.report(value) }) }, trusted);
  const updater = new FakeUpdater();
  const prompt = { askToInstall: vi.fn(() => Promise.resolve('on-quit' as const)), tellSaveFirst: vi.fn() };
  const controller = createUpdateController({ updater, unsaved, prompt, every: () => () => undefined });
  const handler = fake.ipcMain.handle.mock.calls.find(([name]) => name === 'app.unsavedChanges')?.[1] as (
    event: unknown,
    raw: unknown,
  ) => Promise<unknown>;
  const report = (value: boolean, frame: Frame = top) => handler({ senderFrame: frame, sender: { id: OUR_ID } }, { unsaved: value });
  const agreeToUpdate = async () => {
    updater.emit('update-downloaded', { version: '0.2.0', releaseNotes: 'Нове' });
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { controller, updater, report, agreeToUpdate };
}

describe('main gates an agreed update on what the page reports', () => {
  beforeEach(resetFake);

  it('refuses to install while the page reports unsaved changes, and installs once it reports none', async () => {
    const { controller, updater, report, agreeToUpdate } = mainWiring({ open: true });
    await agreeToUpdate();
    await expect(report(true)).resolves.toEqual({ ok: true, value: {} });
    expect(controller.installOnQuit()).toBe(false);
    expect(controller.installNowIfAgreed()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();

    await expect(report(false)).resolves.toEqual({ ok: true, value: {} });
    expect(controller.installOnQuit()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, false);
  });

  it('a report from a sub-frame is refused and cannot lift the gate (security checklist, item 17)', async () => {
    const { controller, updater, report, agreeToUpdate } = mainWiring({ open: true });
    await agreeToUpdate();
    await report(true);
    await expect(report(false, sub)).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(controller.installOnQuit()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('a malformed report is refused before it reaches main', async () => {
    const { controller, report, agreeToUpdate } = mainWiring({ open: true });
    await agreeToUpdate();
    await report(true);
    const handler = fake.ipcMain.handle.mock.calls.find(([name]) => name === 'app.unsavedChanges')?.[1] as (
      event: unknown,
      raw: unknown,
    ) => Promise<unknown>;
    await expect(handler({ senderFrame: top, sender: { id: OUR_ID } }, { unsaved: 'no' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST' },
    });
    expect(controller.installOnQuit()).toBe(false);
  });

  it('before the page has reported, an open window counts as unsaved; a closed one does not', async () => {
    const window = { open: true };
    const { controller, agreeToUpdate } = mainWiring(window);
    await agreeToUpdate();
    expect(controller.installOnQuit()).toBe(false);
    window.open = false;
    expect(controller.installOnQuit()).toBe(true);
  });

  it('the last report outlives the window: drafts are kept, not saved, when it closes', () => {
    const window = { open: true };
    const unsaved = createUnsavedChanges(() => window.open);
    unsaved.report(true);
    window.open = false;
    expect(unsaved.hasUnsavedChanges()).toBe(true);
  });

  it('the browser host has no updater: it accepts the report and answers with nothing', async () => {
    const handlers = { ...createAppStateHandlers({}) } as unknown as Handlers;
    await expect(runOperation(handlers, { op: 'app.unsavedChanges', raw: { unsaved: true } })).resolves.toEqual({ ok: true, value: {} });
  });
});

describe("the page reports its editors' unsaved changes", () => {
  // A fresh local-drafts per test (a query makes a new module instance): its "unsaved now" set
  // lives as long as the module, and the test pool shares modules between files (isolate: false).
  let drafts: typeof import('../../../renderer/src/lib/local-drafts.js');
  let instance = 0;
  beforeEach(async () => {
    const fresh = `../../../renderer/src/lib/local-drafts.js?instance=${++instance}`;
    drafts = (await import(/* @vite-ignore */ fresh)) as typeof drafts;
  });
  const memory = (): DraftStorage => {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';

  it('a local draft makes the page unsaved until every local draft is saved or discarded', () => {
    const storage = memory();
    const heard: boolean[] = [];
    const { forgetDraft, hasUnsavedDrafts, saveLocalDraft, onUnsavedDraftsChange } = drafts;
    const stop = onUnsavedDraftsChange((value) => heard.push(value));
    try {
      saveLocalDraft(storage, 'c1', { draft: newDraft('invoice', { today: '2026-11-21', uid: A }), now: new Date() });
      saveLocalDraft(storage, 'c1', { draft: newDraft('invoice', { today: '2026-11-21', uid: A }), now: new Date() });
      saveLocalDraft(storage, 'c2', { draft: newDraft('invoice', { today: '2026-11-21', uid: B }), now: new Date() });
      expect(hasUnsavedDrafts()).toBe(true);
      forgetDraft(storage, 'c1', A);
      expect(hasUnsavedDrafts()).toBe(true);
      forgetDraft(storage, 'c2', B);
      expect(hasUnsavedDrafts()).toBe(false);
      // Only changes are heard: one "unsaved", one "all saved".
      expect(heard).toEqual([true, false]);
    } finally {
      stop();
    }
  });

  it('drafts left in storage by an earlier run do not count until an editor keeps them again', () => {
    const storage = memory();
    storage.setItem(
      'oblik.drafts.c1',
      JSON.stringify({ [A]: { draft: newDraft('invoice', { today: '2026-11-21', uid: A }), savedAt: '2026-11-20T10:00:00Z' } }),
    );
    expect(drafts.hasUnsavedDrafts()).toBe(false);
    expect(drafts.findDraft(storage, 'c1', A)).not.toBeNull();
  });

  it('reports go in order, each answer once; a failed one is sent again with the next change', async () => {
    const sent: boolean[] = [];
    let fail = false;
    const warn = vi.fn();
    // The host answers a `true` later than a `false`: sent at once, the last change would arrive first.
    vi.useFakeTimers();
    const report = createUnsavedReporter(async (value) => {
      await new Promise((resolve) => setTimeout(resolve, value ? 5 : 0));
      if (fail) throw new Error('host gone');
      sent.push(value);
    }, warn);
    /**
     * Reports `value` and runs the host's clock until the report is answered: 10 ms, not every timer,
     * for the test worker's other timers (a company file's checkpoint wait) would then run forever.
     */
    const answered = async (value: boolean) => {
      const done = report(value);
      await vi.advanceTimersByTimeAsync(10);
      await done;
    };
    try {
      void report(false);
      void report(true);
      void report(true);
      await answered(false);
      expect(sent).toEqual([false, true, false]);
      fail = true;
      await answered(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('host gone'));
      fail = false;
      await answered(true);
      expect(sent).toEqual([false, true, false, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});
