// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const reply = <T,>(data: T) =>
  Promise.resolve({ data, totalCount: Array.isArray(data) ? data.length : undefined, source: 'live', fetchedAt: '' });
const saved: Record<string, unknown>[] = [];
/** Whether the company pays VAT, as its settings say; the type the list's button opens. */
const state = { vatPayer: false as boolean | null, type: 'waybillOut' };

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['company.settings'] }),
      'company.settings': () => reply({ lockDate: null, vatPayer: state.vatPayer, version: 1 }),
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
// The list is not what this test is about: a button in its place opens a new document as the list's menu does.
vi.mock('../../../../renderer/src/features/documents/DocumentsList.js', () => ({
  DocumentsList: ({ onNew }: { onNew: (type: string) => void }) => (
    <button type="button" onClick={() => onNew(state.type)}>
      новий документ
    </button>
  ),
}));

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { DocumentsScreen } = await import('../../../../renderer/src/features/documents/DocumentsScreen.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  saved.length = 0;
  window.localStorage.clear();
});

/**
 * Opens a new document of `type` for a company whose settings say `vatPayer`, waits for the rate it
 * should start with (the settings may come after the editor opens), and saves it as it is.
 */
async function newDocumentOf(type: string, vatPayer: boolean | null, expected: string) {
  Object.assign(state, { type, vatPayer });
  window.location.hash = '#/documents';
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentsScreen />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'новий документ' }));
  const rate = await screen.findByLabelText('Ставка ПДВ');
  await waitFor(() => expect(rate.textContent).toBe(expected));
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return { shown: rate.textContent, sent: saved[0]?.vatCode };
}

describe('the VAT rate a new document starts with', () => {
  it('is «Без ПДВ» for a company that does not pay VAT, a sale and a purchase alike', async () => {
    expect(await newDocumentOf('waybillOut', false, 'Без ПДВ')).toEqual({ shown: 'Без ПДВ', sent: 'none' });
    cleanup();
    saved.length = 0;
    expect(await newDocumentOf('invoiceIn', false, 'Без ПДВ')).toEqual({ shown: 'Без ПДВ', sent: 'none' });
  });

  it('is 20 % for a VAT payer', async () => {
    expect(await newDocumentOf('waybillOut', true, '20%')).toEqual({ shown: '20%', sent: '20' });
  });
});
