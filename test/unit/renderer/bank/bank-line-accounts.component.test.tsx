// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../../../shared/api/accounts.js';
import type { BankImportBody, BankImportResult, BankPreview, BankPreviewBody } from '../../../../shared/api/bank.js';
import { clientBankExchangeText, type StatementDoc } from '../../../support/bank-statement.js';
import { encodeWindows1251 } from '../../../support/windows-1251.js';

const OURS = 'UA213223130000026007233566001';
const OUR_CODE = '40123456';
const THEIRS = 'UA273052990000026001000000999';
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });
const account = (code: string, name: string, parent: string | null = null): Account => ({
  code,
  name,
  parent,
  kind: 'both',
  offBalance: code.startsWith('0'),
  analytics: [],
  active: code !== '977',
  version: 1,
});
const CHART = [
  account('024', 'Товари, прийняті на комісію'),
  account('311', 'Поточні рахунки в національній валюті'),
  account('361', 'Розрахунки з вітчизняними покупцями'),
  account('631', 'Розрахунки з вітчизняними постачальниками'),
  account('64', 'Розрахунки за податками й платежами'),
  account('641', 'Розрахунки за податками', '64'),
  account('642', 'Розрахунки за обов’язковими платежами', '64'),
  account('92', 'Адміністративні витрати'),
  account('93', 'Витрати на збут'),
  account('977', 'Інші витрати діяльності'),
];
const MONEY = [
  { uid: 'bank-main', name: 'Основний рахунок', kind: 'bank', iban: OURS, bankName: '', main: true, dateModified: '' },
  { uid: 'cash-main', name: 'Основна каса', kind: 'cash', iban: '', bankName: '', main: true, dateModified: '' },
];

/** The mocked service: what the preview proposes per bank number, its books and known lines; what it was sent. */
const service = {
  proposed: {} as Record<string, Partial<BankPreview['lines'][number]>>,
  books: null as BankPreview['books'],
  imports: [] as BankImportBody[],
  result: null as BankImportResult | null,
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => reply({ version: '1', extensions: ['bank.import', 'ledger.accounts', 'money.accounts', 'company.settings'] }),
      'company.settings': () => reply({ name: 'ТОВ «Наша фірма»', code: OUR_CODE, iban: OURS, lockDate: null }),
      'agents.index': () => reply({ data: [], totalCount: 0 }),
      'accounts.index': () => reply(CHART),
      'moneyAccounts.index': () => reply(MONEY),
      'bank.preview': (body: BankPreviewBody) => {
        const preview: BankPreview = {
          lines: body.lines.map((l) => ({
            status: 'new',
            payment: null,
            agent: null,
            invoice: null,
            draft: null,
            kind: l.direction === 'in' ? 'payFromCustomer' : 'payToSupplier',
            ledgerAccount: null,
            kindReason: 'purpose',
            otherMoneyAccount: null,
            ...service.proposed[l.no],
          })),
          openInvoices: [],
          lockDate: null,
          totals: body.totals ?? { opening: null, in: null, out: null, closing: null },
          lineTotals: { in: '0.00', out: '0.00' },
          books: service.books,
        };
        return reply(preview);
      },
      'bank.import': (body: BankImportBody) => {
        service.imports.push(body);
        return reply(service.result ?? { created: [], known: [], closed: [], unsupported: [], lockDate: null, agentsCreated: [] });
      },
      'reports.moneyBalances': () =>
        reply({ date: '2026-11-30', from: '2026-11-01', rows: [], total: { opening: 0, in: 0, out: 0, closing: 0 } }),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { BankScreen } = await import('../../../../renderer/src/features/bank/BankScreen.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  service.proposed = {};
  service.books = null;
  service.imports = [];
  service.result = null;
});
afterEach(cleanup);

const us = { name: 'ТОВ «Наша фірма»', code: OUR_CODE, account: OURS };
const treasury = { name: 'ГУК у м.Києві', code: '37993783', account: 'UA658999980333139310000026001' };
const supplier = { name: 'ТОВ "ПОСТАЧАЛЬНИК"', code: '31000002', account: 'UA903052992990004149123456789' };

/** The screen, once it may read a file: our requisites and money accounts are known. */
async function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankScreen />
    </QueryClientProvider>,
  );
  const button = await screen.findByRole('button', { name: 'Обрати файл виписки' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
}

/** The screen with a statement chosen; resolves once its lines are shown. */
async function choose(docs: StatementDoc[], { balances = [] as string[] } = {}) {
  await open();
  const bytes = encodeWindows1251(clientBankExchangeText(OURS, { from: '01.11.2026', to: '30.11.2026', docs }, { balances }));
  fireEvent.change(screen.getByTestId('bank-file'), { target: { files: [new File([bytes.slice().buffer], 'vypyska.txt')] } });
  await waitFor(() => expect(screen.queryAllByTestId('bank-line')).toHaveLength(docs.length));
  return screen.queryAllByTestId('bank-line');
}

describe('the correspondent account of every statement line, chosen in the preview', () => {
  it('changes the account under a tax line and sends it; only active leaf accounts on the balance are offered', async () => {
    service.proposed = { '1': { kind: 'otherOut', ledgerAccount: '641', kindReason: 'treasury' } };
    const rows = await choose([
      { no: '1', date: '20.11.2026', amount: '780.00', payer: us, payee: treasury, purpose: '*;101;40123456;ВЗ' },
    ]);
    const picker = await within(rows[0] as HTMLElement).findByTestId<HTMLSelectElement>('bank-corr-account');
    await waitFor(() => expect([...picker.options].map((o) => o.value)).toContain('642'));
    expect(picker.value).toBe('641');
    // 64 has sub-accounts, 977 is deactivated, 024 is off the balance, 311 is money: none takes a payment.
    expect([...picker.options].map((o) => o.value)).toEqual(['631', '361', '641', '642', '92', '93']);
    expect(within(rows[0] as HTMLElement).getByTestId('bank-kind-note').textContent).toBe('рахунок казначейства');
    fireEvent.change(picker, { target: { value: '642' } });
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await waitFor(() => expect(service.imports).toHaveLength(1));
    expect(service.imports[0]?.lines.map((l) => [l.kind, l.ledgerAccount])).toEqual([['otherOut', '642']]);
  });

  it('turns a line proposed as a tax into a supplier’s payment by choosing 631', async () => {
    service.proposed = { '2': { kind: 'otherOut', ledgerAccount: '641' } };
    const rows = await choose([{ no: '2', date: '20.11.2026', amount: '1200.00', payer: us, payee: supplier, purpose: 'За товар' }]);
    const picker = await within(rows[0] as HTMLElement).findByTestId<HTMLSelectElement>('bank-corr-account');
    await waitFor(() => expect([...picker.options].map((o) => o.value)).toContain('631'));
    fireEvent.change(picker, { target: { value: '631' } });
    expect(within(rows[0] as HTMLElement).getByTestId<HTMLSelectElement>('bank-kind').value).toBe('payToSupplier');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await waitFor(() => expect(service.imports).toHaveLength(1));
    expect(service.imports[0]?.lines.map((l) => [l.kind, l.ledgerAccount])).toEqual([['payToSupplier', null]]);
  });

  it('sends a transfer with the money account of ours chosen for its other side', async () => {
    service.proposed = { '3': { kind: 'transfer', kindReason: 'ownAccount', otherMoneyAccount: null } };
    const rows = await choose([{ no: '3', date: '20.11.2026', amount: '500.00', payer: us, payee: us, purpose: 'Видача готівки' }]);
    const other = await within(rows[0] as HTMLElement).findByTestId<HTMLSelectElement>('bank-other-money');
    await waitFor(() => expect([...other.options].map((o) => o.value)).toEqual(['', 'cash-main']));
    fireEvent.change(other, { target: { value: 'cash-main' } });
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await waitFor(() => expect(service.imports).toHaveLength(1));
    expect(service.imports[0]?.lines[0]?.otherMoneyAccount).toEqual({ uid: 'cash-main' });
  });

  it('sets the statement’s opening balance beside the books’ before anything is imported', async () => {
    service.books = { moneyAccount: { uid: 'bank-main', name: 'Основний рахунок' }, date: '2026-10-31', opening: '900.00' };
    await choose([{ no: '4', date: '20.11.2026', amount: '100.00', payer: supplier, payee: us, purpose: 'Оплата' }], {
      balances: ['НачальныйОстаток=1000.00'],
    });
    const check = await screen.findByTestId('bank-books-opening');
    expect(check.textContent?.replace(/\s/g, ' ')).toBe(
      'Залишок на початок за випискою 1 000,00 — у програмі на кінець 31.10.2026 (Основний рахунок) 900,00: різниця 100,00. ' +
        'Перевірте, чи всі попередні виписки імпортовано й проведено.',
    );
  });

  it('counts in its summary the lines imported before as well as the new ones', async () => {
    service.proposed = { '5': { status: 'known', payment: { uid: 'p5' } } };
    service.result = {
      created: [
        {
          line: 0,
          payment: { uid: 'p6', type: 'payFromCustomer', no: '7', date: '2026-11-21', sum: 50, done: true },
          agent: null,
          invoice: null,
          fromDraft: false,
        },
      ],
      known: [],
      closed: [],
      unsupported: [],
      lockDate: null,
      agentsCreated: [],
    };
    await choose([
      { no: '5', date: '20.11.2026', amount: '100.00', payer: supplier, payee: us, purpose: 'Оплата' },
      { no: '6', date: '21.11.2026', amount: '50.00', payer: supplier, payee: us, purpose: 'Оплата' },
    ]);
    fireEvent.click(screen.getByTestId('bank-confirm'));
    const summary = await screen.findByTestId('bank-summary');
    expect(summary.textContent).toContain('Створено платежів: 1, з них проведено: 1. Вже імпортованих пропущено: 1.');
  });

  it('refuses a statement of an account that is not ours, naming it', async () => {
    await open();
    const docs = [{ no: '7', date: '20.11.2026', amount: '1.00', payer: supplier, payee: { ...us, account: THEIRS }, purpose: 'Оплата' }];
    const bytes = encodeWindows1251(clientBankExchangeText(THEIRS, { from: '01.11.2026', to: '30.11.2026', docs }));
    fireEvent.change(screen.getByTestId('bank-file'), { target: { files: [new File([bytes.slice().buffer], 'them.txt')] } });
    const error = await screen.findByText(/це виписка рахунку/);
    expect(error.textContent).toContain(THEIRS);
    expect(screen.queryAllByTestId('bank-line')).toHaveLength(0);
  });
});
