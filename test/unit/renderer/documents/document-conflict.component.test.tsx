// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGED_AT, versionChecked } from '../../../support/stale-save.js';

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
      'documents.load': () => reply(stored),
      'documents.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return versionChecked(original.BridgeError, { uid: 'd-1', kind: 'document', stored: () => stored }, body, () => {
          stored = { ...stored, memo: body.memo, version: Number(stored.version) + 1 };
          return { data: stored };
        });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { formatDateTime } = await import('../../../../renderer/src/lib/format.js');
const { findDraft } = await import('../../../../renderer/src/lib/drafts-store.js');
const { DocumentEditor } = await import('../../../../renderer/src/features/documents/DocumentEditor.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
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
  window.localStorage.clear();
});

/** Opens document d-1, types a memo of this user's own, and saves it after someone else saved theirs. */
async function saveStale() {
  const none = () => undefined;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentEditor target={{ uid: 'd-1' }} onClose={none} onDeleted={none} onPdf={none} onOpen={none} />
    </QueryClientProvider>,
  );
  const memo = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Примітка' });
  await waitFor(() => expect(memo.value).toBe('як завантажено'));
  fireEvent.change(memo, { target: { value: 'моя примітка' } });
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

  it('«Оновити» shows theirs and keeps this user’s change as the kept draft, listed', async () => {
    const dialog = await saveStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оновити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const memo = screen.getByRole<HTMLInputElement>('textbox', { name: 'Примітка' });
    expect(memo.value).toBe('як завантажено');
    expect(within(screen.getByTestId('conflict-kept')).getByText('Примітка: як завантажено → моя примітка')).toBeTruthy();
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
