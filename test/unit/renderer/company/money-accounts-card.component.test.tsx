// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** «Рахунки і каси» on the company's screen: our bank accounts and cash desks, a new one, a main one. */
const BANK = {
  uid: '11111111-1111-4111-8111-111111111111',
  name: 'Основний рахунок',
  kind: 'bank',
  iban: 'UA213223130000026007233566001',
  bankName: 'ПриватБанк',
  main: true,
  dateModified: '',
};
const TILL = {
  uid: '22222222-2222-4222-8222-222222222222',
  name: 'Основна каса',
  kind: 'cash',
  iban: '',
  bankName: '',
  main: true,
  dateModified: '',
};
const SECOND = { ...BANK, uid: '33333333-3333-4333-8333-333333333333', name: 'Резервний', main: false };
const sent: Record<string, unknown>[] = [];
const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: 0, source: 'live', fetchedAt: '' });

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => reply({ version: '1', extensions: ['money.accounts'] }),
      'moneyAccounts.index': () => reply([BANK, SECOND, TILL]),
      'moneyAccounts.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return reply({ ...BANK, ...body });
      },
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { MoneyAccountsCard } = await import('../../../../renderer/src/features/company/MoneyAccountsCard.js');
const { queryKeys } = await import('../../../../renderer/src/lib/query-keys.js');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

const show = (client = createQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MoneyAccountsCard />
    </QueryClientProvider>,
  );

describe('our bank accounts and cash desks', () => {
  it('lists them with their IBAN and which is main', async () => {
    show();
    const row = (await screen.findByText('Резервний')).closest('tr');
    expect(row?.textContent).toContain('UA213223130000026007233566001');
    expect((await screen.findByText('Основна каса')).closest('tr')?.textContent).toContain('Основна');
  });

  it('adds a bank account with its IBAN', async () => {
    show();
    await screen.findByText('Резервний');
    fireEvent.change(screen.getByRole('textbox', { name: 'Найменування' }), { target: { value: 'Валютний' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'IBAN' }), { target: { value: 'UA90 3052 9929 9000 4149 1234 5678 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Додати рахунок' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Валютний', kind: 'bank', iban: 'UA90 3052 9929 9000 4149 1234 5678 9' });
  });

  it('makes another one the main one of its kind', async () => {
    show();
    const row = (await screen.findByText('Резервний')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Зробити основним' }));
    await waitFor(() => expect(sent).toEqual([{ uid: SECOND.uid, main: true }]));
  });

  it('has the payments read again once one changed, since they show its name', async () => {
    const client = createQueryClient();
    const payments = queryKeys.payments.page(null, 0);
    client.setQueryData(payments, { data: [] });
    show(client);
    const row = (await screen.findByText('Резервний')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Зробити основним' }));
    await waitFor(() => expect(client.getQueryState(payments)?.isInvalidated).toBe(true));
  });
});
