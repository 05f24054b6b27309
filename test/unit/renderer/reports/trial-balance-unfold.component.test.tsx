// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * Unfolding the ОСВ (docs/desktop-app.md, "The ОСВ"): «Розгорнути все» shows every sub-account and
 * every counterparty and goods item at once, «Деталізація» chooses how deep, the choice is kept on
 * this computer for the next session, and every line is in one grid, with no page of 100.
 */
const FROM = '2031-01-01';
const TO = '2031-03-31';
const CUSTOMER = { uid: '7a1c5e0b-3d2f-4c6a-9b8e-1f0d2c3b4a52', name: 'ТОВ «Покупець розгортання»' };
const GOODS = { uid: '7a1c5e0b-3d2f-4c6a-9b8e-1f0d2c3b4a53', name: 'Фарба розгортання' };
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2031-04-01T09:00:00Z' });
const zero = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
const row = (account: string, name: string, parent: string | null, figures: Partial<typeof zero>, analytics: string[] = []) => ({
  account,
  name,
  parent,
  analytics,
  ...zero,
  ...figures,
});
const ROWS = [
  row('28', 'Товари', null, { debit: 1000, credit: 400, closingDebit: 600 }),
  row('281', 'Товари на складі', '28', { debit: 1000, credit: 400, closingDebit: 600 }, ['entity', 'store']),
  row('36', 'Розрахунки з покупцями та замовниками', null, { debit: 1000, closingDebit: 1000 }),
  row('361', 'Розрахунки з вітчизняними покупцями', '36', { debit: 1000, closingDebit: 1000 }, ['agent', 'contract']),
  row('70', 'Доходи від реалізації', null, { credit: 1000, closingCredit: 1000 }),
];
const OFF_BALANCE = [
  row('02', 'Активи на відповідальному зберіганні', null, { debit: 500, closingDebit: 500 }),
  row('024', 'Товари, прийняті на комісію', '02', { debit: 500, closingDebit: 500 }),
];
let extra = 0;
const balance = () => {
  // Many accounts of a company of its own sub-accounts: more lines than a page of 100.
  const many = Array.from({ length: extra }, (_, i) => row(`377.${i + 1}`, `Субрахунок ${i + 1}`, null, { debit: 1, closingDebit: 1 }));
  return {
    from: `${FROM}T00:00:00`,
    to: `${TO}T00:00:00`,
    rows: [...ROWS, ...many],
    total: { ...zero, debit: 2000, credit: 2000 },
    offBalance: { rows: OFF_BALANCE, total: { ...zero, debit: 500, closingDebit: 500 } },
    mixedEntries: [],
  };
};
const BY = {
  '361': { ...row('361', 'Розрахунки з вітчизняними покупцями', '36', { debit: 1000, closingDebit: 1000 }), analytic: CUSTOMER },
  '281': { ...row('281', 'Товари на складі', '28', { debit: 1000, credit: 400, closingDebit: 600 }), analytic: GOODS },
} as Record<string, object>;
const trialBalance = vi.fn((request: Record<string, unknown>) =>
  reply(request.account ? { ...balance(), rows: [BY[request.account as string]] } : balance()),
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
  installIdleCallbacks();
  await initI18n();
});
/** A new session: nothing of the last one's reports is in memory, only what this computer keeps. */
const newSession = () => {
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  Object.assign(reportMemory, { connectionId: 'c-1', tab: 'trialBalance', trialBalance: { from: FROM, to: TO } });
  window.location.hash = '#/reports/trialBalance';
};
beforeEach(() => {
  extra = 0;
  trialBalance.mockClear();
  window.localStorage.clear();
  newSession();
});
afterEach(cleanup);

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
const accounts = async () =>
  within(await screen.findByRole('grid', { name: 'Оборотно-сальдова відомість' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('[data-field="name"]')?.textContent || r.querySelector('[data-field="account"]')?.textContent || '');
const detail = () => screen.getByRole('combobox', { name: 'Деталізація' });
const chooseDetail = (name: string) => {
  fireEvent.mouseDown(detail());
  fireEvent.click(screen.getByRole('option', { name }));
};

describe('unfolding the ОСВ', () => {
  it('«Розгорнути все» shows every sub-account, counterparty and goods item; «Згорнути все» folds them', async () => {
    open();
    await waitFor(async () =>
      expect(await accounts()).toEqual([
        'Товари',
        'Розрахунки з покупцями та замовниками',
        'Доходи від реалізації',
        'Разом',
        'Позабалансові рахунки',
        'Активи на відповідальному зберіганні',
        'Разом позабалансові',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Розгорнути все' }));
    await waitFor(async () =>
      expect(await accounts()).toEqual([
        'Товари',
        'Товари на складі (за товарами)',
        GOODS.name,
        'Розрахунки з покупцями та замовниками',
        'Розрахунки з вітчизняними покупцями (за контрагентами)',
        CUSTOMER.name,
        'Доходи від реалізації',
        'Разом',
        'Позабалансові рахунки',
        'Активи на відповідальному зберіганні',
        'Товари, прийняті на комісію',
        'Разом позабалансові',
      ]),
    );
    expect(detail().textContent).toBe('Субрахунки й аналітика');
    fireEvent.click(screen.getByRole('button', { name: 'Згорнути все' }));
    await waitFor(async () =>
      expect(await accounts()).toEqual([
        'Товари',
        'Розрахунки з покупцями та замовниками',
        'Доходи від реалізації',
        'Разом',
        'Позабалансові рахунки',
        'Активи на відповідальному зберіганні',
        'Разом позабалансові',
      ]),
    );
  });

  it('unfolds by sub-accounts alone, and an account folded by hand stays folded', async () => {
    open();
    await screen.findByRole('grid', { name: 'Оборотно-сальдова відомість' });
    chooseDetail('Субрахунки');
    await waitFor(async () =>
      expect(await accounts()).toEqual([
        'Товари',
        'Товари на складі',
        'Розрахунки з покупцями та замовниками',
        'Розрахунки з вітчизняними покупцями',
        'Доходи від реалізації',
        'Разом',
        'Позабалансові рахунки',
        'Активи на відповідальному зберіганні',
        'Товари, прийняті на комісію',
        'Разом позабалансові',
      ]),
    );
    expect(trialBalance).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '28: Згорнути' }));
    await waitFor(async () => expect(await accounts()).not.toContain('Товари на складі'));
    expect(await accounts()).toContain('Розрахунки з вітчизняними покупцями');
  });

  it('keeps the choice on this computer for the next session', async () => {
    open();
    await screen.findByRole('grid', { name: 'Оборотно-сальдова відомість' });
    fireEvent.click(screen.getByRole('button', { name: 'Розгорнути все' }));
    await screen.findByText(CUSTOMER.name);
    cleanup();
    newSession();
    open();
    expect(await screen.findByText(CUSTOMER.name)).toBeTruthy();
    expect(await screen.findByText(GOODS.name)).toBeTruthy();
  });

  it('shows every line in one grid, with no page of 100', async () => {
    extra = 150;
    open();
    await screen.findByRole('grid', { name: 'Оборотно-сальдова відомість' });
    await screen.findByText('Товари');
    // A page of 100 would say «1–100 з 156» under the grid and offer the next page.
    expect(screen.queryByText(/1–100/)).toBeNull();
    expect(screen.queryByRole('button', { name: /сторінк/i })).toBeNull();
  });
});
