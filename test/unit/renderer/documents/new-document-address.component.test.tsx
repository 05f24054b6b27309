// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const reply = <T,>(data: T) =>
  Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : undefined, source: 'live', fetchedAt: '' });
const saved: Record<string, unknown>[] = [];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: [] }),
      'company.settings': () => reply({ lockDate: null }),
      'entities.index': () => reply([]),
      'agents.index': () => reply([]),
      'stores.index': () => reply([]),
      'agents.contracts': () => reply([]),
      'documents.index': () => reply([]),
      'payments.index': () => reply([]),
      'documents.update': (body: Record<string, unknown>) => {
        saved.push(body);
        return reply({ ...body, no: '1', version: 1 });
      },
      'documents.load': () => reply({ ...saved.at(-1), no: '1', version: 1 }),
    },
  };
});
// The list is not what this test is about: a button in its place opens a new invoice as the list's menu does.
vi.mock('../../../../renderer/src/features/documents/DocumentsList.js', () => ({
  DocumentsList: ({ onNew }: { onNew: (type: string) => void }) => (
    <button type="button" onClick={() => onNew('invoice')}>
      новий рахунок
    </button>
  ),
}));

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { DocumentsScreen } = await import('../../../../renderer/src/features/documents/DocumentsScreen.js');

/** Holds back the browser's `hashchange`, which comes as a task of its own, after React may have rendered. */
const held: Event[] = [];
const hold = (event: Event) => {
  event.stopImmediatePropagation();
  held.push(event);
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  window.removeEventListener('hashchange', hold, true);
  held.length = 0;
  saved.length = 0;
  window.localStorage.clear();
});

describe('a new document saved for the first time', () => {
  it('keeps its editor, with «Збережено», whenever the address change arrives', async () => {
    window.location.hash = '#/documents';
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DocumentsScreen />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'новий рахунок' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    window.addEventListener('hashchange', hold, true);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(window.location.hash).toBe(`#/documents/${String(saved[0]?.uid)}`);
    // React renders the saved editor before the browser says the address changed: the editor stays.
    expect(await screen.findByText('Збережено')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    window.removeEventListener('hashchange', hold, true);
    for (const event of held) window.dispatchEvent(new HashChangeEvent('hashchange', { newURL: (event as HashChangeEvent).newURL }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('№ 1'));
    expect(screen.getByText('Збережено')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });
});
