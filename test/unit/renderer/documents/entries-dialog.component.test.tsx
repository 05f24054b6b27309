// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** «Проводки» of a posted record: the button, the dialog with the entries and their total, Esc. */
const UID = '3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c';
const CUSTOMER = { uid: '7a1c5e0b-3d2f-4c6a-9b8e-1f0d2c3b4a51', name: 'ТОВ «Покупець»' };
const CONTRACT = { uid: '8b2d6f1c-4e3a-4d7b-8c9f-2a1e3d4c5b62', name: 'Договір 7' };
const GOODS = { uid: '9c3e7a2d-5f4b-4e8c-9d0a-3b2f4e5d6c73', name: 'Папір А4' };
const STORE = { uid: 'ad4f8b3e-6a5c-4f9d-8e1b-4c3a5f6e7d84', name: 'Основний склад' };
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2031-04-01T09:00:00Z' });
const none = { agent: null, contract: null, entity: null, store: null };
const ENTRIES = [
  {
    date: '2031-03-10T00:00:00',
    debit: '361',
    credit: '702',
    amount: 1234.56,
    qty: null,
    debitAnalytics: { ...none, agent: CUSTOMER, contract: CONTRACT },
    creditAnalytics: none,
    memo: '',
  },
  {
    date: '2031-03-10T00:00:00',
    debit: '902',
    credit: '281',
    amount: 800.1,
    qty: 12.5,
    debitAnalytics: none,
    creditAnalytics: { ...none, entity: GOODS, store: STORE },
    memo: '',
  },
];

const entries = vi.fn((_request: { uid: string }) => reply(ENTRIES));
let extensions = ['ledger.accounts'];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: { 'service.info': () => reply({ version: '1', extensions }), 'documents.entries': entries },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { EntriesButton } = await import('../../../../renderer/src/components/EntriesButton.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  extensions = ['ledger.accounts'];
  entries.mockClear();
});
afterEach(cleanup);

const show = (posted: boolean) => {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <EntriesButton uid={UID} posted={posted} title="Видаткова накладна № 5" />
    </QueryClientProvider>,
  );
  return client;
};
/** "Hidden" means hidden once the service has said what it offers, not before it answered. */
const serviceAnswered = (client: ReturnType<typeof createQueryClient>) =>
  waitFor(() => expect(client.getQueryState(queryKeys.serviceInfo)?.status).toBe('success'));
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the entries of a posted record', () => {
  it('lists each entry with its accounts, sum, quantity and analytics, and the total', async () => {
    show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Проводки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Проводки: Видаткова накладна № 5' });
    const rows = await within(dialog).findAllByTestId('entry-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent)))).toEqual([
      ['361', '702', '1 234,56', '', 'ТОВ «Покупець», Договір 7', ''],
      ['902', '281', '800,10', '12,5', '', 'Папір А4, Основний склад'],
    ]);
    expect(plain(within(dialog).getByTestId('entries-total').textContent)).toContain('Разом2 034,66');
    expect(entries).toHaveBeenCalledWith({ uid: UID });
  });

  it('closes on Esc', async () => {
    show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Проводки' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the posting wrote none', async () => {
    entries.mockImplementationOnce(() => reply([]));
    show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Проводки' }));
    expect((await screen.findByTestId('entries-empty')).textContent).toBe('Проведення не записало жодної проводки.');
  });

  it('offers no button for an unposted record', async () => {
    await serviceAnswered(show(false));
    expect(screen.queryByTestId('entries-button')).toBeNull();
    expect(entries).not.toHaveBeenCalled();
  });

  it('offers no button on a service that keeps no accounts', async () => {
    extensions = ['history'];
    await serviceAnswered(show(true));
    expect(screen.queryByTestId('entries-button')).toBeNull();
    expect(entries).not.toHaveBeenCalled();
  });
});
