// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_LINES, RESULT_LINES } from '../../../../shared/api/statement-lines.js';

/**
 * The account analysis and the statements as the reports screen shows them, over the bridge's
 * replies: a correspondent account's row opens its card, Форма № 1-м shows its lines by code in
 * thousands with one decimal, Форма № 2-м beside it, the period is one the forms are filed for, and a
 * line opens its account's card or the ОСВ.
 */
const FROM = '2034-01-01';
const TO = '2034-12-31';
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2035-01-10T09:00:00Z' });
const ANALYSIS = {
  account: '361',
  name: 'Розрахунки з вітчизняними покупцями',
  from: `${FROM}T00:00:00`,
  to: `${TO}T00:00:00`,
  opening: 3600,
  rows: [
    { against: '311', name: 'Поточні рахунки в національній валюті', debit: 0, credit: 1500 },
    { against: '702', name: 'Дохід від реалізації товарів', debit: 1200, credit: 0 },
  ],
  debit: 1200,
  credit: 1500,
  closing: 3300,
};
const FIGURES: Record<string, [number, number]> = {
  '1165': [50000, 51500],
  '1300': [53600, 55700],
  '1900': [53600, 55700],
  '1420': [500, -1100],
};
const RESULTS: Record<string, [number, number]> = { '2000': [1000, 500], '2350': [600, 500] };
const thousands = (n: number) => Math.round(n / 100) / 10;
const STATEMENTS = {
  from: `${FROM}T00:00:00`,
  to: `${TO}T00:00:00`,
  previousFrom: '2033-01-01T00:00:00',
  previousTo: '2033-12-31T00:00:00',
  balance: BALANCE_LINES.map(({ code, takes }) => {
    const [start, end] = FIGURES[code] ?? [0, 0];
    return { code, start, end, startThousands: thousands(start), endThousands: thousands(end), accounts: (takes ?? []).map(([p]) => p) };
  }),
  results: RESULT_LINES.map(({ code, accounts }) => {
    const [current, previous] = RESULTS[code] ?? [0, 0];
    return {
      code,
      current,
      previous,
      currentThousands: thousands(current),
      previousThousands: thousands(previous),
      accounts: accounts ?? [],
    };
  }),
};

const accountAnalysis = vi.fn((_request: Record<string, unknown>) => reply(ANALYSIS));
const statements = vi.fn((_request: Record<string, unknown>) => reply(STATEMENTS));
const accountCard = vi.fn((request: Record<string, unknown>) =>
  reply({
    account: request.account,
    name: 'Рахунок',
    from: `${FROM}T00:00:00`,
    to: `${TO}T00:00:00`,
    opening: 0,
    rows: [],
    debit: 0,
    credit: 0,
    closing: 0,
  }),
);
const NO_FIGURES = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
const trialBalance = vi.fn((_request: Record<string, unknown>) =>
  reply({
    from: `${FROM}T00:00:00`,
    to: `${TO}T00:00:00`,
    rows: [],
    total: NO_FIGURES,
    offBalance: { rows: [], total: NO_FIGURES },
    mixedEntries: [],
  }),
);

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['ledger.accounts'] }),
      'agents.index': () => reply([]),
      'stores.index': () => reply([]),
      'reports.accountAnalysis': accountAnalysis,
      'reports.statements': statements,
      'reports.accountCard': accountCard,
      'reports.trialBalance': trialBalance,
      'cache.list': () => Promise.resolve([]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { ReportsScreen } = await import('../../../../renderer/src/features/reports/ReportsScreen.js');
const { reportMemory } = await import('../../../../renderer/src/features/reports/report-memory.js');

beforeAll(async () => {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 0),
    cancelIdleCallback: (id: number) => window.clearTimeout(id),
  });
  await initI18n();
});
beforeEach(() => {
  for (const mock of [accountAnalysis, statements, accountCard, trialBalance]) mock.mockClear();
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  Object.assign(reportMemory, { connectionId: 'c-1' });
  window.location.hash = '#/reports';
});
afterEach(cleanup);

const open = (memory: Partial<typeof reportMemory>) => {
  Object.assign(reportMemory, memory);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
};
const rowOf = async (grid: string, text: string) => {
  let found: HTMLElement | undefined;
  await waitFor(async () => {
    found = within(await screen.findByRole('grid', { name: grid }))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(text));
    expect(found, text).toBeTruthy();
  });
  return found!;
};
const cell = (row: HTMLElement, field: string) => (row.querySelector(`[data-field="${field}"]`)?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the account analysis screen', () => {
  it('shows the turnovers per correspondent account between the balances, and a row opens its card', async () => {
    open({ tab: 'accountAnalysis', accountAnalysis: { account: '361', from: FROM, to: TO } });
    const bank = await rowOf('Аналіз рахунку', 'Поточні рахунки');
    expect([cell(bank, 'account'), cell(bank, 'debit'), cell(bank, 'credit')]).toEqual(['311', '', '1 500,00']);
    expect(cell(await rowOf('Аналіз рахунку', 'Сальдо на початок'), 'debit')).toBe('3 600,00');
    expect(cell(await rowOf('Аналіз рахунку', 'Обороти за період'), 'credit')).toBe('1 500,00');
    expect(cell(await rowOf('Аналіз рахунку', 'Сальдо на кінець'), 'debit')).toBe('3 300,00');
    expect(accountAnalysis).toHaveBeenCalledWith({ account: '361', from: FROM, to: TO, userRun: true });

    fireEvent.click(await rowOf('Аналіз рахунку', 'Дохід від реалізації товарів'));
    await waitFor(() => expect(accountCard).toHaveBeenCalledWith({ account: '702', from: FROM, to: TO, userRun: true }));
    expect(await screen.findByRole('tab', { name: 'Картка рахунку', selected: true })).toBeTruthy();
  });

  it('refuses an account that is not a code before asking the service', async () => {
    open({ tab: 'accountAnalysis' });
    fireEvent.change(await screen.findByTestId('analysis-account'), { target: { value: '36x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }));
    expect(await screen.findByText('Рахунок — це цифри, як 361 або 361.1')).toBeTruthy();
    expect(accountAnalysis).not.toHaveBeenCalled();
  });
});

describe('the statements screen', () => {
  it('shows Форма № 1-м by line codes in thousands with one decimal, a loss in brackets, and Форма № 2-м beside it', async () => {
    open({ tab: 'statements', statements: { from: FROM, to: TO } });
    const cash = await rowOf('Баланс (форма № 1-м)', 'Гроші та їх еквіваленти');
    expect([cell(cash, 'code'), cell(cash, 'figure0'), cell(cash, 'figure1')]).toEqual(['1165', '50,0', '51,5']);
    const assets = await rowOf('Баланс (форма № 1-м)', '1300');
    const liabilities = await rowOf('Баланс (форма № 1-м)', '1900');
    expect(cell(assets, 'figure1')).toBe('55,7');
    expect(cell(liabilities, 'figure1')).toBe(cell(assets, 'figure1'));
    expect(cell(await rowOf('Баланс (форма № 1-м)', '1420'), 'figure1')).toBe('(1,1)');
    expect(screen.getByText('Одиниця виміру: тис. грн з одним десятковим знаком')).toBeTruthy();
    expect(statements).toHaveBeenCalledWith({ from: FROM, to: TO, userRun: true });

    fireEvent.click(screen.getByRole('button', { name: 'Фінансові результати (форма № 2-м)' }));
    const revenue = await rowOf('Фінансові результати (форма № 2-м)', '2000');
    expect([cell(revenue, 'figure0'), cell(revenue, 'figure1')]).toEqual(['1,0', '0,5']);
    expect(screen.getByRole('columnheader', { name: 'За аналогічний період попереднього року' })).toBeTruthy();
    expect(screen.getByText(/Звіт про фінансові результати \(Звіт про сукупний дохід\) за 2034 р\./)).toBeTruthy();
  });

  it('asks for a period the forms are filed for, from 1 January to the end of the quarter chosen', async () => {
    // A period remembered from before that is not one of them is read as the one that reaches its end.
    open({ tab: 'statements', statements: { from: '2034-04-01', to: '2034-05-31' } });
    await waitFor(() => expect(statements).toHaveBeenCalledWith({ from: FROM, to: '2034-06-30', userRun: true }));
    fireEvent.mouseDown(within(await screen.findByTestId('statements-period-field')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'I квартал' }));
    fireEvent.change(screen.getByTestId('statements-year'), { target: { value: '2033' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }));
    await waitFor(() => expect(statements).toHaveBeenCalledWith({ from: '2033-01-01', to: '2033-03-31', userRun: true }));
  });

  it("opens a line's one account's card, and the ОСВ for a line of several", async () => {
    open({ tab: 'statements', statements: { from: FROM, to: TO } });
    fireEvent.click(await rowOf('Баланс (форма № 1-м)', 'кредиторська заборгованість за товари'));
    await waitFor(() => expect(accountCard).toHaveBeenCalledWith({ account: '63', from: FROM, to: TO, userRun: true }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Фінансова звітність' }));
    fireEvent.click(await rowOf('Баланс (форма № 1-м)', 'Гроші та їх еквіваленти'));
    await waitFor(() => expect(trialBalance).toHaveBeenCalledWith({ from: FROM, to: TO, userRun: true }));
    expect(await screen.findByRole('tab', { name: 'Оборотно-сальдова відомість', selected: true })).toBeTruthy();
  });
});
