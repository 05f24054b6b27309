// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountInput, AccountStanding } from '../../../../shared/api/accounts.js';

const account = (code: string, name: string, parent: string | null, extra: Partial<Account> = {}): Account => ({
  code,
  name,
  parent,
  kind: 'active',
  offBalance: false,
  analytics: [],
  active: true,
  version: 1,
  ...extra,
});

/** The chart as the service keeps it, changed by the mocked update and delete. */
let chart: Account[] = [];
let extensions: string[] = [];
const updates: AccountInput[] = [];
/** What the service says of an account's entries and balance; none where not set. */
let uses: Record<string, AccountStanding> = {};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => Promise.resolve({ data: { version: '1', extensions } }),
      'accounts.index': () => Promise.resolve({ data: chart, totalCount: chart.length }),
      'accounts.standing': ({ code }: { code: string }) => Promise.resolve({ data: uses[code] ?? { code, entries: 0, balance: 0 } }),
      'accounts.update': (input: AccountInput) => {
        updates.push(input);
        const parent = input.code.slice(0, input.code.lastIndexOf('.'));
        const stored = chart.find((a) => a.code === input.code);
        const next = { ...(stored ?? account(input.code, '', parent, { analytics: ['agent', 'contract'] })), ...input } as Account;
        chart = stored ? chart.map((a) => (a.code === input.code ? next : a)) : [...chart, next];
        return Promise.resolve({ data: next });
      },
      'accounts.delete': ({ code }: { code: string }) =>
        Promise.reject(
          new original.BridgeError('RULE_FAILED', `ACCOUNT_OF_ORDER: account ${code} is of the chart of order No. 291`, {
            serviceCode: 'ACCOUNT_OF_ORDER',
          }),
        ),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { DirectoriesScreen } = await import('../../../../renderer/src/features/directories/DirectoriesScreen.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  extensions = ['ledger.accounts'];
  chart = [
    account('20', 'Виробничі запаси', null),
    account('201', 'Сировина й матеріали', '20', { analytics: ['entity', 'store'] }),
    account('36', 'Розрахунки з покупцями та замовниками', null),
    account('361', 'Розрахунки з вітчизняними покупцями', '36', { analytics: ['agent', 'contract'] }),
    account('63', 'Розрахунки з постачальниками та підрядниками', null, { kind: 'passive' }),
    account('024', 'Товари, прийняті на комісію', '02', { offBalance: true }),
  ];
});
afterEach(() => {
  cleanup();
  updates.length = 0;
  uses = {};
  vi.restoreAllMocks();
});

function openChart() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DirectoriesScreen detail={['accounts']} />
    </QueryClientProvider>,
  );
}
const rowOf = (code: string) => {
  const row = document.querySelector<HTMLTableRowElement>(`tr[data-account="${code}"]`);
  if (!row) throw new Error(`no row of ${code}`);
  return row;
};

describe('the chart of accounts screen', () => {
  it('lists the chart with its kinds, off-balance and analytics, in Ukrainian', async () => {
    openChart();
    expect(await screen.findByText('Розрахунки з вітчизняними покупцями')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'План рахунків' })).toBeTruthy();
    const row361 = within(rowOf('361'));
    expect(row361.getByText('А')).toBeTruthy();
    expect(row361.getByText('Контрагенти, Договори')).toBeTruthy();
    expect(within(rowOf('63')).getByText('П')).toBeTruthy();
    expect(within(rowOf('024')).getAllByText('так')).toHaveLength(2);
  });

  it('is not offered by a service without ledger.accounts', async () => {
    extensions = [];
    openChart();
    expect(await screen.findByRole('tab', { name: 'Склади' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'План рахунків' })).toBeNull();
  });

  it('adds a sub-account from the keyboard: arrows choose, Insert opens, Ctrl+S saves', async () => {
    openChart();
    await screen.findByText('Розрахунки з вітчизняними покупцями');
    rowOf('20').focus();
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rowOf('361'));
    fireEvent.keyDown(rowOf('361'), { key: 'Insert' });
    const dialog = await screen.findByRole('dialog', { name: /Новий субрахунок рахунку 361/ });
    const code = within(dialog).getByLabelText(/Код субрахунку/);
    expect((code as HTMLInputElement).value).toBe('361.');
    fireEvent.change(code, { target: { value: '361.1' } });
    fireEvent.change(within(dialog).getByLabelText(/Назва/), { target: { value: 'Покупці — мережі' } });
    fireEvent.keyDown(dialog, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Покупці — мережі')).toBeTruthy();
    expect(updates).toEqual([{ code: '361.1', name: 'Покупці — мережі', kind: 'active', analytics: ['agent', 'contract'] }]);
  });

  it('says what is wrong with a new code before asking the service', async () => {
    openChart();
    fireEvent.click(await screen.findByText('Розрахунки з вітчизняними покупцями'));
    fireEvent.click(screen.getByRole('button', { name: 'Додати субрахунок' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Код субрахунку/), { target: { value: '371.1' } });
    fireEvent.change(within(dialog).getByLabelText(/Назва/), { target: { value: 'Не туди' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText(/Код — це «361» з ще однією цифрою/)).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('deactivates the chosen account, and shows the service’s refusal of a delete in Ukrainian', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openChart();
    fireEvent.click(await screen.findByText('Сировина й матеріали'));
    fireEvent.click(screen.getByRole('button', { name: 'Деактивувати' }));
    await waitFor(() => expect(updates).toEqual([{ code: '201', active: false, version: 1 }]));
    fireEvent.click(screen.getByText('Розрахунки з вітчизняними покупцями'));
    fireEvent.keyDown(rowOf('361'), { key: 'Delete' });
    expect(await screen.findByText(/деактивуйте рахунок замість видалення/)).toBeTruthy();
  });

  it('asks before deactivating an account with entries, naming them and its balance, and deactivates only when told', async () => {
    uses = { '361': { code: '361', entries: 12, balance: 1234.56 } };
    openChart();
    fireEvent.click(await screen.findByText('Розрахунки з вітчизняними покупцями'));
    fireEvent.click(screen.getByRole('button', { name: 'Деактивувати' }));
    const question = await screen.findByRole('dialog', { name: 'Деактивувати рахунок 361?' });
    expect(question.textContent).toContain('12 проводок');
    expect(question.textContent).toMatch(/сальдо Дт 1\s234,56 грн/);
    expect(updates).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Деактивувати' }));
    await waitFor(() => expect(updates).toEqual([{ code: '361', active: false, version: 1 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates nothing when the question is cancelled, and names a credit balance as such', async () => {
    uses = { '63': { code: '63', entries: 1, balance: -50 } };
    openChart();
    fireEvent.click(await screen.findByText('Розрахунки з постачальниками та підрядниками'));
    fireEvent.click(screen.getByRole('button', { name: 'Деактивувати' }));
    const question = await screen.findByRole('dialog', { name: 'Деактивувати рахунок 63?' });
    expect(question.textContent).toContain('1 проводку');
    expect(question.textContent).toMatch(/сальдо Кт 50,00 грн/);
    fireEvent.click(within(question).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([]);
  });

  it('asks nothing for an account without entries', async () => {
    openChart();
    fireEvent.click(await screen.findByText('Сировина й матеріали'));
    fireEvent.click(screen.getByRole('button', { name: 'Деактивувати' }));
    await waitFor(() => expect(updates).toEqual([{ code: '201', active: false, version: 1 }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears an earlier refusal once a later action succeeds', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openChart();
    fireEvent.click(await screen.findByText('Розрахунки з вітчизняними покупцями'));
    fireEvent.keyDown(rowOf('361'), { key: 'Delete' });
    expect(await screen.findByText(/деактивуйте рахунок замість видалення/)).toBeTruthy();
    fireEvent.click(screen.getByText('Сировина й матеріали'));
    fireEvent.click(screen.getByRole('button', { name: 'Деактивувати' }));
    await waitFor(() => expect(updates).toEqual([{ code: '201', active: false, version: 1 }]));
    await waitFor(() => expect(screen.queryByText(/деактивуйте рахунок замість видалення/)).toBeNull());
  });
});
