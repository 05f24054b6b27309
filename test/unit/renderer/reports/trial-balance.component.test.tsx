// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * The ОСВ and the account card as the reports screen shows them, over the bridge's replies: folding,
 * unfolding 361 by counterparty, a counterparty's card for the same period and its document.
 */
const FROM = '2031-01-01';
const TO = '2031-03-31';
const CUSTOMER = { uid: '7a1c5e0b-3d2f-4c6a-9b8e-1f0d2c3b4a51', name: 'ТОВ «Покупець ОСВ»' };
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
const BALANCE = {
  from: `${FROM}T00:00:00`,
  to: `${TO}T00:00:00`,
  rows: [
    row('28', 'Товари', null, { debit: 1000, credit: 400, closingDebit: 600 }),
    row('281', 'Товари на складі', '28', { debit: 1000, credit: 400, closingDebit: 600 }, ['entity', 'store']),
    row('36', 'Розрахунки з покупцями та замовниками', null, { debit: 1000, closingDebit: 1000 }),
    row('361', 'Розрахунки з вітчизняними покупцями', '36', { debit: 1000, closingDebit: 1000 }, ['agent', 'contract']),
    row('63', 'Розрахунки з постачальниками та підрядниками', null, { credit: 1000, closingCredit: 1000 }),
  ],
  total: { openingDebit: 0, openingCredit: 0, debit: 1234567.5, credit: 1234567.5, closingDebit: 1600, closingCredit: 1600 },
  offBalance: { rows: [], total: zero },
  mixedEntries: [],
};
/** The same with goods taken on commission on 024 (off-balance, single-entry) and an older entry pairing 024 with 311. */
const WITH_OFF_BALANCE = {
  ...BALANCE,
  offBalance: {
    rows: [
      row('02', 'Активи на відповідальному зберіганні', null, { debit: 1000, credit: 400, closingDebit: 600 }),
      row('024', 'Товари, прийняті на комісію', '02', { debit: 1000, credit: 400, closingDebit: 600 }),
    ],
    total: { ...zero, debit: 1000, credit: 400, closingDebit: 600 },
  },
  mixedEntries: [
    {
      document: { uid: 'op-1', type: 'ledgerOperation', no: 'ЗБ-1', date: '2031-02-04' },
      entry: 1,
      debit: '024',
      credit: '311',
      amount: 250,
    },
  ],
};
const BY_AGENT = {
  ...BALANCE,
  rows: [
    {
      ...row('361', 'Розрахунки з вітчизняними покупцями', '36', { debit: 1000, closingDebit: 1000 }, ['agent', 'contract']),
      analytic: CUSTOMER,
    },
  ],
};
const CARD = {
  account: '361',
  name: 'Розрахунки з вітчизняними покупцями',
  from: `${FROM}T00:00:00`,
  to: `${TO}T00:00:00`,
  opening: 0,
  rows: [
    {
      date: '2031-03-10T00:00:00',
      document: { uid: 'd-sale', type: 'waybillOut', no: '5' },
      account: '361',
      against: '702',
      debit: 1000,
      credit: 0,
      analytics: { agent: CUSTOMER, contract: null, entity: null, store: null },
      balance: 1000,
      memo: '',
    },
  ],
  debit: 1000,
  credit: 0,
  closing: 1000,
};

let whole: typeof BALANCE | typeof WITH_OFF_BALANCE = BALANCE;
const trialBalance = vi.fn((request: Record<string, unknown>) => reply(request.account ? BY_AGENT : whole));
const accountCard = vi.fn((_request: Record<string, unknown>) => reply(CARD));
let extensions = ['ledger.accounts'];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions }),
      'agents.index': () => reply([CUSTOMER]),
      'stores.index': () => reply([]),
      'reports.trialBalance': trialBalance,
      'reports.accountCard': accountCard,
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
beforeEach(() => {
  extensions = ['ledger.accounts'];
  whole = BALANCE;
  trialBalance.mockClear();
  accountCard.mockClear();
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  // The last run of this session, as if the user had run the ОСВ for the first quarter before.
  Object.assign(reportMemory, { connectionId: 'c-1', tab: 'trialBalance', trialBalance: { from: FROM, to: TO } });
  window.location.hash = '#/reports';
});
afterEach(cleanup);

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
const grid = (name: string) => screen.findByRole('grid', { name });
const rowOf = async (name: string, text: string) => {
  const found = within(await grid(name))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};
const accounts = async () =>
  within(await grid('Оборотно-сальдова відомість'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('[data-field="account"]')?.textContent ?? '');
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the ОСВ screen', () => {
  it('shows the synthetic accounts folded, with the total of the balance accounts, zeros blank', async () => {
    open();
    await waitFor(async () => expect(await accounts()).toEqual(['28', '36', '63', 'Разом']));
    const total = await rowOf('Оборотно-сальдова відомість', 'Разом');
    expect(plain(total.querySelector('[data-field="debit"]')?.textContent)).toBe('1 234 567,50');
    expect(plain(total.querySelector('[data-field="closingCredit"]')?.textContent)).toBe('1 600,00');
    expect(total.querySelector('[data-field="openingDebit"]')?.textContent).toBe('');
    expect(trialBalance).toHaveBeenCalledWith({ from: FROM, to: TO, userRun: true });
  });

  it('unfolds an account into its sub-accounts and 361 by counterparty, and folds them back by keyboard', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '36: Розгорнути' }));
    await waitFor(async () => expect(await accounts()).toEqual(['28', '36', '361', '63', 'Разом']));
    expect(trialBalance).toHaveBeenCalledTimes(1);

    const cell = (await rowOf('Оборотно-сальдова відомість', 'вітчизняними')).querySelector('[data-field="account"]')!;
    fireEvent.keyDown(cell, { key: '+' });
    await screen.findByText(CUSTOMER.name);
    expect(trialBalance).toHaveBeenLastCalledWith({ from: FROM, to: TO, account: '361', by: 'agent' });
    expect(await accounts()).toEqual(['28', '36', '361', CUSTOMER.name, '63', 'Разом']);

    const synthetic = (await rowOf('Оборотно-сальдова відомість', 'покупцями та замовниками')).querySelector('[data-field="account"]')!;
    fireEvent.keyDown(synthetic, { key: 'ArrowLeft' });
    await waitFor(async () => expect(await accounts()).toEqual(['28', '36', '63', 'Разом']));
  });

  it("opens a counterparty's account card for the same period, and the card's document", async () => {
    reportMemory.trialBalanceExpanded = ['36', '361'];
    open();
    await screen.findByText(CUSTOMER.name);
    fireEvent.doubleClick(await rowOf('Оборотно-сальдова відомість', CUSTOMER.name));
    await waitFor(() =>
      expect(accountCard).toHaveBeenCalledWith({ account: '361', from: FROM, to: TO, agent: CUSTOMER.uid, userRun: true }),
    );
    expect(await screen.findByRole('tab', { name: 'Картка рахунку', selected: true })).toBeTruthy();
    expect(
      await screen.findByText(`Картка рахунку 361 «Розрахунки з вітчизняними покупцями»: ${CUSTOMER.name} — 01.01.2031 – 31.03.2031`),
    ).toBeTruthy();

    const sale = await rowOf('Картка рахунку', 'Видаткова накладна № 5');
    expect(plain(sale.querySelector('[data-field="balance"]')?.textContent)).toBe('Дт 1 000,00');
    expect(sale.querySelector('[data-field="against"]')?.textContent).toBe('702');
    expect((await rowOf('Картка рахунку', 'Сальдо на початок')).querySelector('[data-field="balance"]')?.textContent).toBe('');
    const closing = await rowOf('Картка рахунку', 'Обороти й сальдо на кінець');
    expect(plain(closing.querySelector('[data-field="debit"]')?.textContent)).toBe('1 000,00');

    fireEvent.keyDown(sale.querySelector('[data-field="document"]')!, { key: 'Enter' });
    expect(window.location.hash).toBe('#/documents/d-sale');
  });

  it('shows the off-balance accounts apart, under a total of their own, and names an entry that pairs one with a balance account', async () => {
    whole = WITH_OFF_BALANCE;
    open();
    await waitFor(async () => expect(await accounts()).toEqual(['28', '36', '63', 'Разом', '', '02', '']));
    expect((await screen.findByTestId('off-balance-section')).textContent).toBe('Позабалансові рахунки');
    const total = await rowOf('Оборотно-сальдова відомість', 'Разом позабалансові');
    expect(plain(total.querySelector('[data-field="debit"]')?.textContent)).toBe('1 000,00');
    expect(plain(total.querySelector('[data-field="closingDebit"]')?.textContent)).toBe('600,00');
    fireEvent.click(await screen.findByRole('button', { name: '02: Розгорнути' }));
    await waitFor(async () => expect(await accounts()).toEqual(['28', '36', '63', 'Разом', '', '02', '024', '']));
    const mixed = plain((await screen.findByTestId('mixed-entries')).textContent);
    expect(mixed).toContain('поєднують позабалансовий рахунок з балансовим');
    expect(mixed).toContain('ЗБ-1 04.02.2031, проводка 1: Дт 024 Кт 311 250,00');
  });

  it('goes Back from a card to the ОСВ it was opened from, unfolded as it was, and Forward to the card again', async () => {
    reportMemory.trialBalanceExpanded = ['36', '361'];
    open();
    await screen.findByText(CUSTOMER.name);
    fireEvent.doubleClick(await rowOf('Оборотно-сальдова відомість', CUSTOMER.name));
    expect(await screen.findByRole('tab', { name: 'Картка рахунку', selected: true })).toBeTruthy();
    expect(window.location.hash).toBe('#/reports/accountCard');

    window.history.back();
    expect(await screen.findByRole('tab', { name: 'Оборотно-сальдова відомість', selected: true })).toBeTruthy();
    expect(window.location.hash).toBe('#/reports/trialBalance');
    expect(await screen.findByText(CUSTOMER.name)).toBeTruthy();

    window.history.forward();
    expect(await screen.findByRole('tab', { name: 'Картка рахунку', selected: true })).toBeTruthy();
    expect(
      await screen.findByText(`Картка рахунку 361 «Розрахунки з вітчизняними покупцями»: ${CUSTOMER.name} — 01.01.2031 – 31.03.2031`),
    ).toBeTruthy();
  });

  it('opens the tab its address names, and a tab chosen gets its own address', async () => {
    window.location.hash = '#/reports/accountCard';
    open();
    expect(await screen.findByRole('tab', { name: 'Картка рахунку', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Оборотно-сальдова відомість' }));
    expect(await screen.findByRole('tab', { name: 'Оборотно-сальдова відомість', selected: true })).toBeTruthy();
    expect(window.location.hash).toBe('#/reports/trialBalance');
  });

  it('is not offered where the service keeps no books', async () => {
    extensions = [];
    open();
    expect(await screen.findByRole('tab', { name: 'Залишки на складах', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Оборотно-сальдова відомість' })).toBeNull();
    expect(trialBalance).not.toHaveBeenCalled();
  });
  it('runs nothing while its period ends before it starts, and says so next to the dates', async () => {
    reportMemory.trialBalance = { from: TO, to: FROM };
    open();
    expect((await screen.findByTestId('period-reversed')).textContent).toBe('Кінець періоду раніше за його початок');
    const run = screen.getByRole('button', { name: 'Сформувати' });
    expect(run).toHaveProperty('disabled', true);
    fireEvent.submit(run.closest('form')!);
    expect(trialBalance).not.toHaveBeenCalled();
  });
});
