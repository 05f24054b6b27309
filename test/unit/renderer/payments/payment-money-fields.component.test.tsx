// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The payment editor's fields of refunds, other money and transfers: the account, the cash-flow item, our money accounts. */
const BANK = {
  uid: '11111111-1111-4111-8111-111111111111',
  name: 'Основний рахунок',
  kind: 'bank',
  iban: '',
  bankName: '',
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
const account = (code: string, name: string) => ({
  code,
  name,
  parent: null,
  kind: 'active',
  offBalance: false,
  analytics: [],
  active: true,
});
const ACCOUNTS = [
  account('311', 'Поточні рахунки'),
  account('361', 'Розрахунки з покупцями'),
  account('92', 'Адміністративні витрати'),
  account('93', 'Витрати на збут'),
  account('661', 'Розрахунки за заробітною платою'),
];
const reply = <T,>(data: T) => Promise.resolve({ data, totalCount: 0, source: 'live', fetchedAt: '' });
const sent: Record<string, unknown>[] = [];
/** The extensions the mocked service lists: with `ledger.accountRoles`, other money out takes its role's 93. */
let extensions = ['money.accounts', 'ledger.accounts'];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions }),
      'accountRoles.index': () =>
        reply([{ role: 'otherMoneyOut', uid: 'r', account: '93', defaultAccount: '92', fixed: false, version: 2 }]),
      'moneyAccounts.index': () => reply([BANK, TILL]),
      'accounts.index': () => reply(ACCOUNTS),
      'documents.index': () => reply([]),
      'agents.index': () => reply([]),
      'payments.update': (body: Record<string, unknown>) => {
        sent.push(body);
        return reply({ ...body, no: '000001', done: false, memo: '', agent: null, sum: 1 });
      },
      'payments.load': () => reply({ ...sent.at(-1), no: '000001', done: false, memo: '', agent: null, sum: 1 }),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { PaymentEditor } = await import('../../../../renderer/src/features/payments/PaymentEditor.js');
const { newPayment } = await import('../../../../renderer/src/features/payments/payment-model.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  sent.length = 0;
  extensions = ['money.accounts', 'ledger.accounts'];
});
afterEach(cleanup);

const open = (type: Parameters<typeof newPayment>[0]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentEditor target={{ draft: newPayment(type, '2026-11-26', '33333333-3333-4333-8333-333333333333') }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: /^Зберегти/ }));

describe('the payment editor of the new kinds', () => {
  it('names every kind in Ukrainian', async () => {
    open('payFromCustomer');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Вид платежу' }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Повернення від постачальника',
        'Повернення покупцю',
        'Інша видача',
        'Інше надходження',
        'Переказ між своїми рахунками',
      ]),
    );
  });

  it('other money out takes the company’s account of its role where the service keeps roles, and sends it', async () => {
    extensions = ['money.accounts', 'ledger.accounts', 'ledger.accountRoles'];
    open('otherOut');
    const accountField = await screen.findByRole('combobox', { name: 'Рахунок обліку' });
    await waitFor(() => expect((accountField as HTMLInputElement).value).toMatch(/^93/));
    fireEvent.change(screen.getByRole('textbox', { name: 'Сума' }), { target: { value: '40' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'otherOut', account: '93' });
  });

  it('other money out takes 92 and the main bank account, and sends its account and cash-flow item', async () => {
    open('otherOut');
    const accountField = await screen.findByRole('combobox', { name: 'Рахунок обліку' });
    await waitFor(() => expect((accountField as HTMLInputElement).value).toMatch(/^92/));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Рахунок або каса' }).textContent).toContain('Основний рахунок'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Стаття руху коштів' }), { target: { value: 'Банківські послуги' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Сума' }), { target: { value: '12,50' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'otherOut', account: '92', cashFlowItem: 'Банківські послуги', moneyAccount: { uid: BANK.uid } });
  });

  it('offers no money account or 361 as the account of other money', async () => {
    open('otherOut');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Рахунок обліку' }));
    const codes = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent?.split(' ')[0]);
    expect(codes).toEqual(['92', '93', '661']);
  });

  it('a transfer asks where the money goes, has no counterparty, and sends both accounts', async () => {
    open('transfer');
    const to = await screen.findByRole('combobox', { name: 'Куди' });
    expect(screen.queryByRole('combobox', { name: 'Контрагент' })).toBeNull();
    fireEvent.mouseDown(to);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Основна каса' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Сума' }), { target: { value: '500' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'transfer', moneyAccount: { uid: BANK.uid }, toMoneyAccount: { uid: TILL.uid } });
  });
});
