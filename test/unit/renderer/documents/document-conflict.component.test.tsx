// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGED_AT, versionChecked } from '../../../support/stale-save.js';
import { bannerGone, colleagueChanges, liveBanner, pressBanner } from '../../../support/live-banner.js';

const reply = <T,>(data: T) =>
  Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : undefined, source: 'live', fetchedAt: '' });
const agent = { uid: 'a-1', name: 'ТОВ «Будпостач-Київ»' };
const line = (qty: number) => ({
  uid: 'l-1',
  entity: { uid: 'e-1', name: 'Цегла', kind: 'goods' },
  qty,
  price: 10,
  sum: qty * 10,
  memo: '',
});

/** The document as the service holds it; `theirs` is what another person saved after this user loaded it. */
let stored: Record<string, unknown>;
const theirs = () => ({ ...stored, version: 4, details: [line(5)], sum: 50 });
const sent: Record<string, unknown>[] = [];
/** The service cannot be reached: a read is refused as the bridge refuses it then. */
let unreachable = false;

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: [] }),
      'company.settings': () => reply({ lockDate: null }),
      'entities.index': () => reply([{ uid: 'e-1', name: 'Цегла', kind: 'goods', unit: 'шт', price: 10 }]),
      'agents.index': () => reply([agent]),
      'stores.index': () => reply([]),
      'agents.contracts': () => reply([]),
      'documents.index': () => reply([]),
      'payments.index': () => reply([]),
      'documents.load': () =>
        unreachable ? Promise.reject(new original.BridgeError('HOST_UNREACHABLE', 'The app host does not answer')) : reply(stored),
      'documents.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return versionChecked(
          original.BridgeError,
          { uid: 'd-1', kind: 'document', stored: () => stored },
          {
            body,
            accept: () => {
              stored = { ...stored, memo: body.memo, version: Number(stored.version) + 1 };
              return { data: stored };
            },
          },
        );
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { default: i18n } = await import('i18next');
const { resetLiveState } = await import('../../../../renderer/src/lib/live-state.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { formatDateTime } = await import('../../../../renderer/src/lib/format.js');
const { findDraft } = await import('../../../../renderer/src/lib/local-drafts.js');
const { DocumentEditor } = await import('../../../../renderer/src/features/documents/DocumentEditor.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  resetLiveState();
  await i18n.changeLanguage('uk');
  stored = {
    uid: 'd-1',
    type: 'invoice',
    date: '2026-11-25',
    no: '7',
    done: false,
    sum: 20,
    memo: 'як завантажено',
    agent,
    details: [line(2)],
    version: 3,
  };
});
afterEach(() => {
  cleanup();
  sent.length = 0;
  unreachable = false;
  window.localStorage.clear();
});

const memoField = () => screen.getByRole<HTMLInputElement>('textbox', { name: i18n.language === 'en' ? 'Memo' : 'Примітка' });

/** Opens document d-1 as loaded; `onClose` is the editor's way back to the list. */
async function openDocument(onClose: () => void = () => undefined) {
  const none = () => undefined;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentEditor target={{ uid: 'd-1' }} onClose={onClose} onDeleted={none} onPdf={none} onOpen={none} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(memoField().value).toBe('як завантажено'));
}

/** Opens document d-1, types a memo of this user's own, and saves it after someone else saved theirs. */
async function saveStale() {
  await openDocument();
  fireEvent.change(memoField(), { target: { value: 'моя примітка' } });
  stored = theirs();
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
  return screen.findByRole('dialog');
}

describe('two people saving one document', () => {
  it('sends the version it loaded, and a stale save shows who changed what and when', async () => {
    const dialog = await saveStale();
    expect(sent[0]?.version).toBe(3);
    expect(dialog.textContent).toContain(`Документ змінив(ла) Олена Коваль ${formatDateTime(CHANGED_AT)}`);
    const theirsList = within(within(dialog).getByTestId('conflict-theirs'));
    expect(theirsList.getByText('Рядок 1, Кількість: 2 → 5')).toBeTruthy();
    const mineList = within(within(dialog).getByTestId('conflict-mine'));
    expect(mineList.getByText('Примітка: як завантажено → моя примітка')).toBeTruthy();
    // The safe choice is the one Enter takes.
    expect(document.activeElement?.textContent).toBe('Оновити');
  });

  it('re-applies this user’s change onto the new version and keeps the other person’s', async () => {
    const dialog = await saveStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const merged = sent[1] as { version: number; memo: string; details: { qty: string }[] };
    expect(merged.version).toBe(4);
    expect(merged.memo).toBe('моя примітка');
    expect(merged.details.map((d) => d.qty)).toEqual(['5']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(findDraft(window.localStorage, 'c-1', 'd-1')).toBeNull();
  });

  it('«Оновити» shows theirs and saves this user’s change as the local draft, listed', async () => {
    const dialog = await saveStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const memo = screen.getByRole<HTMLInputElement>('textbox', { name: 'Примітка' });
    expect(memo.value).toBe('як завантажено');
    expect(within(screen.getByTestId('conflict-unsaved')).getByText('Примітка: як завантажено → моя примітка')).toBeTruthy();
    expect(findDraft<{ uid: string; memo: string }>(window.localStorage, 'c-1', 'd-1')?.draft.memo).toBe('моя примітка');
    expect(sent).toHaveLength(1);
  });

  it('Esc closes the dialog and saves nothing, the typing still there', async () => {
    const dialog = await saveStale();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Примітка' }).value).toBe('моя примітка');
    expect(sent).toHaveLength(1);
  });
});

/** Олена does `action` to the document: the service holds `next`, and the change feed says so. */
function olena(action: string, next: Record<string, unknown> = theirs()) {
  stored = next;
  colleagueChanges('document', 'd-1', action);
}

describe('the live banner reads the document anew', () => {
  it('with nothing unsaved, «Перечитати» shows Олена’s version at once, and the next save is no conflict', async () => {
    await openDocument();
    olena('update', { ...theirs(), memo: 'змінила Олена' });
    await pressBanner('Перечитати');
    await waitFor(() => expect(memoField().value).toBe('змінила Олена'));
    await bannerGone();
    fireEvent.change(memoField(), { target: { value: 'після неї' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.getByTestId('editor-notice').textContent).toBeTruthy());
    expect(sent).toEqual([expect.objectContaining({ version: 4, memo: 'після неї' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with unsaved changes, asks first: what each changed, and re-applies this user’s over hers', async () => {
    await openDocument();
    fireEvent.change(memoField(), { target: { value: 'моя примітка' } });
    olena('update');
    await pressBanner('Перечитати');
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toContain('Рядок 1, Кількість: 2 → 5');
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('Примітка: як завантажено → моя примітка');
    expect(dialog.textContent).toContain('Документ змінив(ла) Олена Коваль');
    // The choice that writes nothing is the one Enter takes.
    expect(document.activeElement?.textContent).toBe('Оновити');
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Застосувати мої зміни поверх' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const merged = sent[0] as { version: number; memo: string; details: { qty: string }[] };
    expect(merged).toMatchObject({ version: 4, memo: 'моя примітка' });
    expect(merged.details.map((d) => d.qty)).toEqual(['5']);
    await bannerGone();
  });

  it('with unsaved changes, «Оновити» shows hers and keeps this user’s listed and as the kept draft', async () => {
    await openDocument();
    fireEvent.change(memoField(), { target: { value: 'моя примітка' } });
    olena('update', { ...theirs(), memo: 'змінила Олена' });
    await pressBanner('Перечитати');
    fireEvent.click(within(await screen.findByTestId('conflict-dialog')).getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(memoField().value).toBe('змінила Олена'));
    expect(screen.getByTestId('conflict-unsaved').textContent).toContain('моя примітка');
    expect(findDraft<{ uid: string; memo: string }>(window.localStorage, 'c-1', 'd-1')?.draft.memo).toBe('моя примітка');
    await bannerGone();
    expect(sent).toHaveLength(0);
  });

  it('Esc in the dialog keeps the typing and the banner, and writes nothing', async () => {
    await openDocument();
    fireEvent.change(memoField(), { target: { value: 'моя примітка' } });
    olena('update');
    await pressBanner('Перечитати');
    fireEvent.keyDown(await screen.findByTestId('conflict-dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull());
    expect(memoField().value).toBe('моя примітка');
    expect(within(await liveBanner()).getByRole('button', { name: 'Перечитати' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('while the service cannot be reached, the banner stays and the editor keeps what it shows', async () => {
    await openDocument();
    fireEvent.change(memoField(), { target: { value: 'моя примітка' } });
    olena('update');
    unreachable = true;
    await pressBanner('Перечитати');
    const again = within(await liveBanner()).getByRole<HTMLButtonElement>('button', { name: 'Перечитати' });
    await waitFor(() => expect(again.disabled).toBe(false));
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    expect(memoField().value).toBe('моя примітка');
    unreachable = false;
    fireEvent.click(again);
    expect(await screen.findByTestId('conflict-dialog')).toBeTruthy();
  });

  it('a document Олена posted reads anew as posted, read-only', async () => {
    await openDocument();
    olena('post', { ...theirs(), done: true });
    await pressBanner('Перечитати');
    await waitFor(() => expect(memoField().disabled).toBe(true));
    await bannerGone();
  });

  it('a deleted document offers the way back to the list instead, in English too', async () => {
    await i18n.changeLanguage('en');
    const onClose = vi.fn();
    await openDocument(onClose);
    olena('delete', stored);
    expect(within(await liveBanner()).queryByRole('button', { name: 'Reload' })).toBeNull();
    await pressBanner('Back to the list');
    expect(onClose).toHaveBeenCalled();
  });
});
