// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportBody, BankPreview, BankPreviewBody } from '../../../../shared/api/bank.js';
import { Decimal, moneyText } from '../../../../shared/api/money.js';
import { clientBankExchangeText, type StatementDoc } from '../../../support/bank-statement.js';
import { encodeWindows1251 } from '../../../support/windows-1251.js';
import { bankExportCsv } from '../../../support/bank-exports.js';

const OURS = 'UA213223130000026007233566001';
const OUR_CODE = '40123456';
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });

/** The mocked service: a preview of new lines with the kinds given by bank number, the bank's totals given back; what it was sent. */
const service = {
  kinds: {} as Record<string, BankPreview['lines'][number]['kind']>,
  previews: [] as BankPreviewBody[],
  imports: [] as BankImportBody[],
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  const sum = (lines: BankPreviewBody['lines'], direction: 'in' | 'out') =>
    moneyText(lines.filter((l) => l.direction === direction).reduce((total, l) => total.plus(l.amount), new Decimal(0)));
  return {
    ...original,
    desktop: {
      'service.info': () => reply({ version: '1', extensions: ['bank.import'] }),
      'company.settings': () => reply({ name: 'ТОВ «Наша фірма»', code: OUR_CODE, iban: OURS, lockDate: null }),
      'agents.index': () => reply({ data: [], totalCount: 0 }),
      'bank.preview': (body: BankPreviewBody) => {
        service.previews.push(body);
        const preview: BankPreview = {
          lines: body.lines.map((l) => {
            const kind = service.kinds[l.no] ?? (l.direction === 'in' ? 'payFromCustomer' : 'payToSupplier');
            return {
              status: 'new',
              payment: null,
              agent: null,
              invoice: null,
              draft: null,
              kind,
              ledgerAccount: kind === 'otherOut' ? '92' : null,
              kindReason: 'purpose',
              otherMoneyAccount: null,
            };
          }),
          openInvoices: [],
          lockDate: null,
          totals: body.totals ?? { opening: null, in: null, out: null, closing: null },
          lineTotals: { in: sum(body.lines, 'in'), out: sum(body.lines, 'out') },
          books: null,
        };
        return reply(preview);
      },
      'bank.import': (body: BankImportBody) => {
        service.imports.push(body);
        return reply({ created: [], known: [], closed: [], unsupported: [], lockDate: null, agentsCreated: [] });
      },
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
  service.kinds = {};
  service.previews = [];
  service.imports = [];
});
afterEach(cleanup);

const theirs = {
  name: 'ТОВАРИСТВО З ОБМЕЖЕНОЮ ВІДПОВІДАЛЬНІСТЮ "НОВИЙ КЛІЄНТ ПЛЮС"',
  code: '12345678',
  account: 'UA903052992990004149123456789',
};
const us = { name: 'ТОВ «Наша фірма»', code: OUR_CODE, account: OURS };
const bank = { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', account: 'UA000000000000000000000000000' };

/** The screen with a file chosen; resolves once `count` lines are shown. */
async function choose(name: string, bytes: Uint8Array, count: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankScreen />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByTestId('bank-file'), { target: { files: [new File([bytes.slice().buffer], name)] } });
  await waitFor(() => expect(screen.queryAllByTestId('bank-line')).toHaveLength(count));
  return screen.queryAllByTestId('bank-line');
}

const exchange = (docs: StatementDoc[], balances: string[]) =>
  encodeWindows1251(clientBankExchangeText(OURS, { from: '01.11.2026', to: '30.11.2026', docs }, { balances }));

describe('the bank statement preview’s purpose, kind, totals and new counterparties', () => {
  it('shows each line’s purpose and the bank’s totals beside the lines’, with the difference', async () => {
    // The bank counts a payment of 100,00 whose amount this file garbled: the line is skipped, the totals disagree.
    const docs = [
      { no: '41', date: '20.11.2026', amount: '150.25', payer: theirs, payee: us, purpose: 'Оплата за рах. № 7 від 02.11.2026' },
      { no: '42', date: '21.11.2026', amount: '1OO.00', payer: theirs, payee: us, purpose: 'Оплата за рах. № 8' },
    ];
    const balances = ['НачальныйОстаток=1000.00', 'ВсегоПоступило=250.25', 'ВсегоСписано=0.00', 'КонечныйОстаток=1250.25'];
    const rows = await choose('vypyska.txt', exchange(docs, balances), 2);
    expect(within(rows[0] as HTMLElement).getByTestId('bank-purpose').textContent).toBe('Оплата за рах. № 7 від 02.11.2026');
    expect(service.previews.at(-1)?.totals).toEqual({ opening: '1000.00', in: '250.25', out: '0.00', closing: '1250.25' });
    const moneyIn = screen.getByTestId('bank-total-in');
    expect(within(moneyIn).getByTestId('bank-total-difference').textContent?.replace(/\s/g, '')).toBe('-100,00');
    expect(within(screen.getByTestId('bank-total-closing')).getByTestId('bank-total-difference').textContent?.replace(/\s/g, '')).toBe(
      '-100,00',
    );
    expect(screen.getByTestId('bank-totals-verdict').textContent).toMatch(/не збігаються/);
  });

  it('proposes a kind per line, changed in the grid; a fee is sent with its account and without a counterparty', async () => {
    service.kinds = { '52': 'otherOut' };
    const docs = [
      { no: '51', date: '20.11.2026', amount: '300.00', payer: theirs, payee: us, purpose: 'Оплата' },
      { no: '52', date: '21.11.2026', amount: '12.00', payer: us, payee: bank, purpose: 'Комісія банку за РКО' },
    ];
    const rows = await choose('vypyska.txt', exchange(docs, []), 2);
    const kindOf = (row: number) => within(rows[row] as HTMLElement).getByTestId<HTMLSelectElement>('bank-kind');
    expect([kindOf(0).value, kindOf(1).value]).toEqual(['payFromCustomer', 'otherOut']);
    expect(within(rows[1] as HTMLElement).getByTestId<HTMLSelectElement>('bank-corr-account').value).toBe('92');
    expect(within(rows[1] as HTMLElement).queryByTestId('bank-invoice')).toBeNull();
    // Money in may not be a supplier's payment: only the kinds of its direction are offered.
    expect([...kindOf(0).options].map((o) => o.value)).toEqual(['payFromCustomer', 'refundFromSupplier', 'otherIn', 'transfer']);
    fireEvent.change(kindOf(0), { target: { value: 'refundFromSupplier' } });
    expect(within(rows[0] as HTMLElement).getByTestId<HTMLSelectElement>('bank-corr-account').value).toBe('631');
    expect(within(rows[0] as HTMLElement).getByTestId('bank-kind-note').textContent).toBe('обрано вручну');

    fireEvent.click(screen.getByTestId('bank-confirm'));
    await waitFor(() => expect(service.imports).toHaveLength(1));
    expect(
      service.imports[0]?.lines.map((l) => [l.no, l.kind, l.ledgerAccount, l.agent && 'create' in l.agent ? 'create' : l.agent]),
    ).toEqual([
      ['51', 'refundFromSupplier', null, 'create'],
      // A bank fee makes no counterparty named after the bank.
      ['52', 'otherOut', '92', null],
    ]);
  });

  it('shows a new counterparty in the directory’s form, editable before import, in a dialog named by the line’s position', async () => {
    const docs = [{ no: '000917', date: '20.11.2026', amount: '300.00', payer: theirs, payee: us, purpose: 'Оплата' }];
    const rows = await choose('vypyska.txt', exchange(docs, []), 1);
    expect(within(rows[0] as HTMLElement).getByTestId('bank-agent').textContent).toBe('ТОВ «Новий клієнт плюс»');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Змінити' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Рядок 1');
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
    expect([field('Назва').value, field('ЄДРПОУ / РНОКПП').value, field('IBAN').value]).toEqual([
      'ТОВ «Новий клієнт плюс»',
      '12345678',
      theirs.account,
    ]);
    fireEvent.change(field('ЄДРПОУ / РНОКПП'), { target: { value: '1234' } });
    expect(within(dialog).getByText('8 або 10 цифр')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Створити' })).toHaveProperty('disabled', true);
    fireEvent.change(field('ЄДРПОУ / РНОКПП'), { target: { value: '12345679' } });
    fireEvent.change(field('Назва'), { target: { value: 'ТОВ «Новий клієнт+»' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Створити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rows[0] as HTMLElement).getByTestId('bank-agent').textContent).toBe('ТОВ «Новий клієнт+»');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await waitFor(() => expect(service.imports).toHaveLength(1));
    expect(service.imports[0]?.lines[0]?.agent).toEqual({
      create: { name: 'ТОВ «Новий клієнт+»', code: '12345679', iban: theirs.account },
    });
  });

  it('refuses a mapping that takes the counterparty from our own code, and says why', async () => {
    const csv = ['Дата;Сума;ЄДРПОУ;Призначення', `20.11.2026;100,00;${OUR_CODE};Оплата`, `21.11.2026;-50,00;${OUR_CODE};Оренда`, ''].join(
      '\r\n',
    );
    await choose('vypyska.csv', new TextEncoder().encode(csv), 0);
    expect((await screen.findByTestId('bank-own-column')).textContent).toContain(`«ЄДРПОУ»`);
    expect(screen.getByTestId('bank-own-column').textContent).toContain(OUR_CODE);
    expect(screen.queryByTestId('bank-confirm')).toBeNull();
    expect(service.previews).toHaveLength(0);
  });
  it('folds the column mapping of a recognised bank’s export, so the lines come first, and unfolds it on request', async () => {
    const owner = { code: OUR_CODE, iban: OURS, bank: bank.name };
    const line = {
      no: 'P1',
      date: '20.11.2026',
      amount: '100.00',
      name: theirs.name,
      code: theirs.code,
      iban: theirs.account,
      purpose: 'Оплата',
    };
    await choose('privat.csv', bankExportCsv('privat', owner, [line]), 1);
    expect(screen.getByTestId('bank-mapping-folded').textContent).toContain('ПриватБанк');
    expect(screen.queryByRole('table', { name: 'Відповідність колонок' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Показати відповідність колонок' }));
    expect(
      within(screen.getByRole('table', { name: 'Відповідність колонок' })).getByRole('combobox', { name: 'Дата операції' }),
    ).toBeTruthy();
  });
});
