import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  createUpdateController,
  decideInstall,
  releaseNotesText,
  UPDATE_CHECK_INTERVAL_MS,
  type InstallChoice,
  type UpdateInfoLike,
} from '../../../electron/updater.js';
import { defined } from '../../support/checked.js';

class FakeUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  checkForUpdates = vi.fn(() => Promise.resolve<unknown>(undefined));
  quitAndInstall = vi.fn();
}

function setup(answer: InstallChoice, dirty = false) {
  const updater = new FakeUpdater();
  const unsaved = { dirty, hasUnsavedChanges: () => unsaved.dirty };
  const prompt = { askToInstall: vi.fn((_update: { version: string; notes: string }) => Promise.resolve(answer)), tellSaveFirst: vi.fn() };
  const scheduled: { run: () => void; ms: number }[] = [];
  const controller = createUpdateController({
    updater,
    unsaved,
    prompt,
    every: (run, ms) => {
      scheduled.push({ run, ms });
      return () => undefined;
    },
  });
  const download = async (info: UpdateInfoLike = { version: '0.2.0', releaseNotes: '<p>Нові звіти</p>' }) => {
    updater.emit('update-downloaded', info);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { updater, unsaved, prompt, controller, scheduled, download };
}

describe('update gating', () => {
  it.each([
    [{ downloaded: false, agreed: true, dirty: false }, 'none'],
    [{ downloaded: true, agreed: false, dirty: false }, 'none'],
    [{ downloaded: true, agreed: true, dirty: true }, 'wait-for-save'],
    [{ downloaded: true, agreed: true, dirty: false }, 'install'],
  ] as const)('%o decides %s', (state, decision) => {
    expect(decideInstall(state)).toBe(decision);
  });

  it('downloads in the background and never lets electron-updater install on its own', () => {
    const { updater } = setup('later');
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(false);
  });

  it('checks on start and then once a day', () => {
    const { updater, controller, scheduled } = setup('later');
    controller.start();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    const [daily, ...more] = scheduled;
    expect(more).toEqual([]);
    expect(daily?.ms).toBe(UPDATE_CHECK_INTERVAL_MS);
    defined(daily, 'the daily check').run();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('a failed check (an office PC offline) is no error for the user', async () => {
    const { updater, controller } = setup('later');
    updater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'));
    await expect(controller.checkNow()).resolves.toBeUndefined();
  });

  it('shows the release notes as text when asking', async () => {
    const { prompt, download } = setup('later');
    await download({ version: '0.2.0', releaseNotes: '<h3>0.2.0</h3><ul><li>Нові звіти</li><li>Швидше &amp; легше</li></ul>' });
    expect(prompt.askToInstall).toHaveBeenCalledWith({ version: '0.2.0', notes: '0.2.0\n• Нові звіти\n• Швидше & легше' });
  });

  it('nothing is installed on quit when the user said "later"', async () => {
    const { updater, controller, download } = setup('later');
    await download();
    expect(controller.installOnQuit()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('an agreed update is installed on quit, quietly and without restarting', async () => {
    const { updater, controller, download } = setup('on-quit');
    await download();
    expect(controller.installOnQuit()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, false);
  });

  it('no install while a document has unsaved changes, even on quit after the user agreed', async () => {
    const { updater, controller, download } = setup('on-quit', true);
    await download();
    expect(controller.installOnQuit()).toBe(false);
    expect(controller.installNowIfAgreed()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('"restart now" with unsaved changes asks to save first and installs once they are saved', async () => {
    const { updater, unsaved, prompt, controller, download } = setup('restart-now', true);
    await download();
    expect(prompt.tellSaveFirst).toHaveBeenCalledWith('0.2.0');
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    unsaved.dirty = false;
    expect(controller.installNowIfAgreed()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('"restart now" with everything saved installs and restarts at once, only once', async () => {
    const { updater, controller, download } = setup('restart-now');
    await download();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
    controller.installOnQuit();
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1);
  });
});

describe('release notes', () => {
  it('one entry per version becomes one paragraph per version', () => {
    expect(
      releaseNotesText([
        { version: '0.3.0', note: 'Друк' },
        { version: '0.2.0', note: null },
      ]),
    ).toBe('0.3.0\nДрук\n\n0.2.0');
    expect(releaseNotesText(null)).toBe('');
  });
});
