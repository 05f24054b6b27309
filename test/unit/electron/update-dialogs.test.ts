import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogPrompt } from '../../../electron/update-dialogs.js';
import { releaseNotesText, RELEASE_NOTES_MAX_CHARS } from '../../../electron/updater.js';
import { fake, FakeBrowserWindow, resetFake } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);
vi.mock('electron-updater', () => ({ default: { autoUpdater: {} } }));

type Box = { buttons: string[]; message: string; detail: string; cancelId: number };

describe('the update question shows the release notes', () => {
  beforeEach(resetFake);

  it('asks over the window with the version and the notes as text, and maps the three answers', async () => {
    const window = new FakeBrowserWindow({});
    const prompt = dialogPrompt(() => window as never);
    const notes = releaseNotesText('<h2>0.2.0</h2><ul><li>Звіт &laquo;Оборот&raquo;</li><li>Друк &#8470; 2</li></ul>');
    for (const [response, choice] of [
      [0, 'restart-now'],
      [1, 'on-quit'],
      [2, 'later'],
    ] as const) {
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response });
      await expect(prompt.askToInstall({ version: '0.2.0', notes })).resolves.toBe(choice);
    }
    const [parent, box] = fake.dialog.showMessageBox.mock.calls[0] as [unknown, Box];
    expect(parent).toBe(window);
    expect(box.message).toContain('0.2.0');
    expect(box.detail).toBe('0.2.0\n• Звіт «Оборот»\n• Друк № 2');
    expect(box.buttons).toHaveLength(3);
    // Escape or closing the box means "later", never an install.
    expect(box.cancelId).toBe(2);
  });

  it('says so when an update comes without notes, and asks without a parent when no window is open', async () => {
    await dialogPrompt(() => null).askToInstall({ version: '0.2.1', notes: '' });
    const [box] = fake.dialog.showMessageBox.mock.calls[0] as [Box];
    expect(box.detail).toMatch(/не надано/);
  });
});

describe('release notes as plain text', () => {
  it('takes an array of { version, note } and HTML in each note', () => {
    expect(
      releaseNotesText([
        { version: '0.3.0', note: '<p>Друк <b>PDF</b></p>' },
        { version: '0.2.0', note: '<p>Звіти</p>' },
      ]),
    ).toBe('0.3.0\nДрук PDF\n\n0.2.0\nЗвіти');
  });

  it('drops scripts and styles with their content and leaves no tag behind', () => {
    const text = releaseNotesText(
      '<style>p{color:red}</style><p onclick="x()">Виправлено</p><script>alert(1)</script><img src=x onerror=y>',
    );
    expect(text).toBe('Виправлено');
  });

  it('decodes entities once, after the tags are gone, so escaped markup stays text', () => {
    expect(releaseNotesText('<p>&lt;b&gt; &amp;amp; &#x41;&#66; &quot;ok&quot;</p>')).toBe('<b> &amp; AB "ok"');
  });

  it('cuts very long notes at a line and says so', () => {
    const long = Array.from({ length: 400 }, (_, i) => `<li>Зміна номер ${i}</li>`).join('');
    const text = releaseNotesText(`<ul>${long}</ul>`);
    expect(text.length).toBeLessThanOrEqual(RELEASE_NOTES_MAX_CHARS + 2);
    expect(text.endsWith('\n…')).toBe(true);
    expect(text.split('\n').at(-2)).toMatch(/^• Зміна номер \d+$/);
  });
});
