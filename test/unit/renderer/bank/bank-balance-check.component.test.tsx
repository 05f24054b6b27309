// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportBody, BankPreview, BankPreviewBody } from '../../../../shared/api/bank.js';
import { everyLineImported } from '../../../support/bank-import-reply.js';
import { clientBankExchangeText, type StatementDoc } from '../../../support/bank-statement.js';
import { encodeWindows1251 } from '../../../support/windows-1251.js';

/**
 * After an import the statement's closing balance is checked against the balance of our money
 * account in «Залишки коштів» at the statement's last date, and the summary says whether they agree.
 */
const OURS = 'UA213223130000026007233566001';
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });
let programClosing = 12300;
const moneyBalances = vi.fn((request: { date: string; from: string }) =>
  reply({
    ...request,
    rows: [
      {
        moneyAccount: { uid: 'b-2', name: 'Резервний' },
        kind: 'bank',
        iban: 'UA903052992990004149123456789',
        opening: 0,
        in: 0,
        out: 0,
        closing: 5,
      },
      { moneyAccount: { uid: 'b-1', name: 'Основний' }, kind: 'bank', iban: OURS, opening: 0, in: 0, out: 0, closing: programClosing },
    ],
    total: { opening: 0, in: 0, out: 0, closing: programClosing + 5 },
  }),
);

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => reply({ version: '1', extensions: ['bank.import', 'money.accounts'] }),
      'company.settings': () => reply({ name: 'ТОВ «Наша фірма»', iban: OURS, lockDate: null }),
      'bank.preview': ({ lines, totals }: BankPreviewBody): Promise<{ data: BankPreview }> =>
        reply({
          lines: lines.map(() => ({
            status: 'new' as const,
            payment: null,
            agent: { uid: 'a-1', name: 'ТОВ «Клієнт»', reason: 'code' as const },
            invoice: null,
            draft: null,
            kind: 'payFromCustomer' as const,
            ledgerAccount: null,
            kindReason: 'purpose',
            otherMoneyAccount: null,
          })),
          openInvoices: [],
          lockDate: null,
          totals: totals ?? { opening: null, in: null, out: null, closing: null },
          lineTotals: { in: '0.00', out: '0.00' },
          books: null,
        }),
      'bank.import': (body: BankImportBody) => reply(everyLineImported(body, null)),
      'reports.moneyBalances': moneyBalances,
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { BankScreen } = await import('../../../../renderer/src/features/bank/BankScreen.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => moneyBalances.mockClear());
afterEach(cleanup);

const payer = { name: 'ТОВ «КЛІЄНТ»', code: '12345678', account: 'UA903052992990004149123456788' };
const doc = (no: string, date: string, amount: string): StatementDoc => ({
  no,
  date,
  amount,
  payer,
  payee: { name: 'ТОВ «Наша фірма»', code: '87654321', account: OURS },
  purpose: `Оплата ${no}`,
});

/** Imports a statement of two lines whose bank states a closing balance of 12 345,67; resolves with the summary. */
async function importStatement(balances: string[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankScreen />
    </QueryClientProvider>,
  );
  const docs = [doc('1', '20.11.2026', '100.00'), doc('2', '21.11.2026', '100.00')];
  const bytes = encodeWindows1251(clientBankExchangeText(OURS, { from: '01.11.2026', to: '21.11.2026', docs }, { balances }));
  fireEvent.change(await screen.findByTestId('bank-file'), { target: { files: [new File([bytes.slice().buffer], 'vypyska.txt')] } });
  await waitFor(() => expect(screen.getAllByTestId('bank-line')).toHaveLength(2));
  fireEvent.click(screen.getByTestId('bank-confirm'));
  return screen.findByTestId('bank-summary');
}
const STATED = ['НачальныйОстаток=12145.67', 'ВсегоПоступило=200.00', 'ВсегоСписано=0.00', 'КонечныйОстаток=12345.67'];
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the statement’s closing balance after an import', () => {
  it('shows the difference from the balance of the statement’s account in the program at its last date', async () => {
    programClosing = 12300;
    const summary = await importStatement(STATED);
    const check = await within(summary).findByTestId('bank-balance-check');
    expect(plain(check.textContent)).toBe('Залишок за випискою 12 345,67 — у програмі 12 300,00: різниця 45,67');
    expect(moneyBalances).toHaveBeenCalledWith({ date: '2026-11-21', from: '2026-11-01', userRun: false });
  });

  it('says that they agree', async () => {
    programClosing = 12345.67;
    const summary = await importStatement(STATED);
    const check = await within(summary).findByTestId('bank-balance-check');
    expect(plain(check.textContent)).toBe('Залишок за випискою 12 345,67 — у програмі 12 345,67: збігається');
  });

  it('checks nothing when the statement states no closing balance', async () => {
    const summary = await importStatement(['НачальныйОстаток=0.00']);
    expect(within(summary).queryByTestId('bank-balance-check')).toBeNull();
    expect(moneyBalances).not.toHaveBeenCalled();
  });
});
