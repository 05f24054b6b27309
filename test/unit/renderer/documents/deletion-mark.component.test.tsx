// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Del in the documents list marks for deletion, as BAS does; only «Видалити позначені» deletes, after a confirmation. */
const DRAFT = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const POSTED = '2c3d4e5f-6071-4829-93a4-b5c6d7e8f901';
const reply = <T,>(data: T, more: object = {}) => Promise.resolve({ data, ...more, source: 'live', fetchedAt: '2026-11-20T09:00:00Z' });
const doc = (uid: string, no: string, done: boolean) => ({
  uid,
  type: 'invoice',
  date: '2026-11-19',
  no,
  sum: 120,
  total: 120,
  done,
  deletionMark: false,
  agent: { uid: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123', name: 'ТОВ «Айті Хаб»' },
});
let stored = [doc(DRAFT, '000105', false), doc(POSTED, '000106', true)];
const mark = vi.fn(({ uid, deletionMark }: { uid: string; deletionMark: boolean }) => {
  stored = stored.map((d) => (d.uid === uid ? { ...d, deletionMark } : d));
  return reply({ uid, deletionMark });
});
const remove = vi.fn(({ uid }: { uid: string }) => {
  stored = stored.filter((d) => d.uid !== uid);
  return reply({ uid, deleted: true });
});

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['document.delete', 'document.mark'] }),
      'documents.index': () => reply(stored, { totalCount: stored.length }),
      'documents.mark': mark,
      'documents.delete': remove,
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { DocumentsList } = await import('../../../../renderer/src/features/documents/DocumentsList.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  stored = [doc(DRAFT, '000105', false), doc(POSTED, '000106', true)];
  mark.mockClear();
  remove.mockClear();
});
afterEach(cleanup);

const onOpen = vi.fn();
function showList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentsList
        filter={{ from: '2026-11-01', to: '2026-11-30', agent: null }}
        onFilter={() => {}}
        onOpen={onOpen}
        onDeleted={() => {}}
        onNew={() => {}}
        onCopy={() => {}}
      />
    </QueryClientProvider>,
  );
}
/** The row of a document, found by its number. */
const rowOf = async (no: string) => {
  const cell = await screen.findByRole('gridcell', { name: no });
  return { cell, row: cell.closest('[role="row"]') as HTMLElement };
};

describe('the deletion mark in the documents list', () => {
  it('Del marks and unmarks a document: the row is struck through, then plain again', async () => {
    showList();
    const { cell } = await rowOf('000105');
    fireEvent.keyDown(cell, { key: 'Delete' });
    await waitFor(async () => expect((await rowOf('000105')).row.className).toContain('row-marked'));
    expect(mark).toHaveBeenLastCalledWith({ uid: DRAFT, deletionMark: true });
    expect(screen.getByTestId('delete-marked').textContent).toBe('Видалити позначені (1)');
    fireEvent.keyDown((await rowOf('000105')).cell, { key: 'Delete' });
    await waitFor(async () => expect((await rowOf('000105')).row.className).not.toContain('row-marked'));
    expect(mark).toHaveBeenLastCalledWith({ uid: DRAFT, deletionMark: false });
    expect(remove).not.toHaveBeenCalled();
  });

  it('Del then Enter deletes nothing; «Видалити позначені» starts on «Скасувати» and deletes only when asked', async () => {
    showList();
    fireEvent.keyDown((await rowOf('000105')).cell, { key: 'Delete' });
    await waitFor(async () => expect((await rowOf('000105')).row.className).toContain('row-marked'));
    fireEvent.keyDown((await rowOf('000105')).cell, { key: 'Enter' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('delete-marked'));
    const dialog = await screen.findByTestId('delete-marked-dialog');
    expect(within(dialog).getByText(/Буде видалено 1 документ разом/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Скасувати');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByTestId('delete-marked-dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('delete-marked'));
    fireEvent.click(within(await screen.findByTestId('delete-marked-dialog')).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: '000105' })).toBeNull());
    expect(remove).toHaveBeenCalledWith({ uid: DRAFT });
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('Del on a posted document marks nothing and says to unpost it first', async () => {
    showList();
    fireEvent.keyDown((await rowOf('000106')).cell, { key: 'Delete' });
    expect(within(await screen.findByTestId('delete-dialog')).getByText(/Спершу скасуйте проведення/)).toBeTruthy();
    expect(mark).not.toHaveBeenCalled();
  });
});
