// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportBody, BankPreview, BankPreviewBody } from '../../../../shared/api/bank.js';
import { everyLineImported } from '../../../support/bank-import-reply.js';
import { clientBankExchange, type StatementDoc } from '../../../support/bank-statement.js';

const OURS = 'UA213223130000026007233566001';
const NO_TOTALS = {
  totals: { opening: null, in: null, out: null, closing: null },
  lineTotals: { in: '0.00', out: '0.00' },
  books: null,
};
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '' });

/** What the mocked service answers a preview with, per line (by its bank number), and what it was sent. */
const service = {
  preview: (_body: BankPreviewBody): BankPreview => ({ lines: [], openInvoices: [], lockDate: null, ...NO_TOTALS }),
  previews: [] as BankPreviewBody[],
  imports: [] as BankImportBody[],
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'service.info': () => reply({ version: '1', extensions: ['bank.import'] }),
      'company.settings': () => reply({ name: 'ТОВ «Наша фірма»', iban: OURS, lockDate: '2026-10-31' }),
      'bank.preview': (body: BankPreviewBody) => {
        service.previews.push(body);
        return reply(service.preview(body));
      },
      'bank.import': (body: BankImportBody) => {
        service.imports.push(body);
        return reply(everyLineImported(body, '2026-10-31'));
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
  service.previews = [];
  service.imports = [];
});
afterEach(cleanup);

const payer = { name: 'ТОВ «КЛІЄНТ»', code: '12345678', account: 'UA903052992990004149123456789' };
const doc = (no: string, date: string, amount: string): StatementDoc => ({
  no,
  date,
  amount,
  payer,
  payee: { name: 'ТОВ «Наша фірма»', code: '87654321', account: OURS },
  purpose: `Оплата ${no}`,
});
const agent = { uid: 'a-1', name: 'ТОВ «Клієнт»', reason: 'code' as const };
/** The service's preview of lines it finds all new, of a counterparty found by its code. */
const allNew = ({ lines }: BankPreviewBody): BankPreview => ({
  lines: lines.map(() => ({
    status: 'new',
    payment: null,
    agent,
    invoice: null,
    draft: null,
    kind: 'payFromCustomer',
    ledgerAccount: null,
    kindReason: 'purpose',
    otherMoneyAccount: null,
  })),
  openInvoices: [],
  lockDate: null,
  ...NO_TOTALS,
});

/** The screen with a 1C statement of `docs` chosen; resolves once its lines are shown. */
async function openStatement(docs: StatementDoc[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankScreen />
    </QueryClientProvider>,
  );
  const input = await screen.findByTestId('bank-file');
  const bytes = clientBankExchange(OURS, { from: '01.10.2026', to: '30.11.2026', docs });
  fireEvent.change(input, { target: { files: [new File([bytes.slice().buffer], 'vypyska.txt')] } });
  await waitFor(() => expect(screen.getAllByTestId('bank-line')).toHaveLength(docs.length));
  return screen.getAllByTestId('bank-line');
}

describe('the bank statement preview', () => {
  it('marks a line in the closed period, imports the rest and says in the summary what was skipped and why', async () => {
    service.preview = ({ lines }) => ({
      lines: lines.map((l) => ({
        status: l.date <= '2026-10-31' ? 'closed' : 'new',
        payment: null,
        agent,
        invoice: null,
        draft: null,
        kind: 'payFromCustomer',
        ledgerAccount: null,
        kindReason: 'purpose',
        otherMoneyAccount: null,
      })),
      openInvoices: [],
      lockDate: '2026-10-31',
      ...NO_TOTALS,
    });
    const rows = await openStatement([doc('11', '20.10.2026', '100.00'), doc('12', '21.11.2026', '200.00')]);
    expect(within(rows[0] as HTMLElement).getByTestId('bank-status').textContent).toBe('у закритому періоді');
    expect(within(rows[1] as HTMLElement).getByTestId('bank-status').textContent).toBe('нова');
    const confirm = screen.getByTestId('bank-confirm');
    expect(confirm.textContent).toBe('Імпортувати (1)');
    fireEvent.click(confirm);
    const summary = await screen.findByTestId('bank-summary');
    expect(service.imports[0]?.lines.map((l) => l.no)).toEqual(['12']);
    const skipped = within(summary).getByTestId('bank-skipped');
    expect(skipped.textContent).toContain('№ 11 від 20.10.2026');
    expect(skipped.textContent).toContain('у закритому періоді (до 31.10.2026)');
  });

  it('imports only the lines left ticked, the count on the button following each tick', async () => {
    service.preview = allNew;
    const rows = await openStatement([
      doc('21', '02.11.2026', '10.00'),
      doc('22', '03.11.2026', '20.00'),
      doc('23', '04.11.2026', '30.00'),
    ]);
    const confirm = screen.getByTestId('bank-confirm');
    expect(confirm.textContent).toBe('Імпортувати (3)');
    const tick = (row: number) => within(rows[row] as HTMLElement).getByRole('checkbox', { name: /Імпортувати рядок/ });
    fireEvent.click(tick(1));
    expect(confirm.textContent).toBe('Імпортувати (2)');
    fireEvent.click(tick(0));
    expect(confirm.textContent).toBe('Імпортувати (1)');
    fireEvent.click(tick(0));
    expect(confirm.textContent).toBe('Імпортувати (2)');
    fireEvent.click(confirm);
    const summary = await screen.findByTestId('bank-summary');
    expect(service.imports[0]?.lines.map((l) => l.no)).toEqual(['21', '23']);
    expect(within(summary).getByTestId('bank-skipped').textContent).toContain('№ 22 від 03.11.2026 · 20,00 — виключено з імпорту');
  });

  it('imports nothing when every line is unticked', async () => {
    service.preview = allNew;
    const rows = await openStatement([doc('31', '02.11.2026', '10.00')]);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('checkbox', { name: /Імпортувати рядок/ }));
    const confirm = screen.getByTestId('bank-confirm');
    expect(confirm.textContent).toBe('Імпортувати (0)');
    expect(confirm).toHaveProperty('disabled', true);
  });

  it('says which draft payment a line completes, and sends that draft with the line', async () => {
    service.preview = ({ lines }) => ({
      lines: lines.map((l) => ({
        status: 'new',
        payment: null,
        agent,
        invoice: null,
        draft: l.no === '41' ? { uid: 'p-draft', no: '000007', date: '2026-11-18' } : null,
        kind: 'payFromCustomer' as const,
        ledgerAccount: null,
        kindReason: 'purpose',
        otherMoneyAccount: null,
      })),
      openInvoices: [],
      lockDate: null,
      ...NO_TOTALS,
    });
    const rows = await openStatement([doc('41', '20.11.2026', '150.25'), doc('42', '20.11.2026', '99.00')]);
    expect(within(rows[0] as HTMLElement).getByTestId('bank-status').textContent).toBe('завершить чернетку № 000007 від 18.11.2026');
    expect(within(rows[1] as HTMLElement).getByTestId('bank-status').textContent).toBe('нова');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await screen.findByTestId('bank-summary');
    expect(service.imports[0]?.lines.map((l) => [l.no, l.draft])).toEqual([
      ['41', 'p-draft'],
      ['42', null],
    ]);
  });

  it('reads the lines again as soon as a column of a table statement is mapped anew', async () => {
    service.preview = allNew;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BankScreen />
      </QueryClientProvider>,
    );
    const csv = [
      'Дата операції;Номер документа;Вид;Сума;Контрагент;ЄДРПОУ контрагента;Призначення платежу',
      '02.11.2026;51;Оплата за товар;250,10;ТОВ «Клієнт»;12345678;Оплата',
      '03.11.2026;52;Оренда за листопад;-1000,00;ТОВ «Оренда»;;Оренда',
      '',
    ].join('\r\n');
    fireEvent.change(await screen.findByTestId('bank-file'), { target: { files: [new File([csv], 'vypyska.csv')] } });
    await waitFor(() => expect(screen.getAllByTestId('bank-line')).toHaveLength(2));
    expect(screen.getByTestId('bank-confirm').textContent).toBe('Імпортувати (2)');
    expect(service.previews.at(-1)?.lines.map((l) => l.purpose)).toEqual(['Оплата', 'Оренда']);

    const mapColumn = async (header: string, field: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: header }));
      fireEvent.click(await screen.findByRole('option', { name: field }));
    };
    // The purpose taken from «Вид»: the service is asked again at once, no button pressed.
    await mapColumn('Вид', 'Призначення платежу');
    await waitFor(() => expect(service.previews.at(-1)?.lines.map((l) => l.purpose)).toEqual(['Оплата за товар', 'Оренда за листопад']));
    expect(screen.getAllByTestId('bank-line')).toHaveLength(2);
    // No amount column: no lines, and no import button left over from the mapping before.
    await mapColumn('Сума', '— не імпортувати —');
    await waitFor(() => expect(screen.queryAllByTestId('bank-line')).toHaveLength(0));
    expect(screen.queryByTestId('bank-confirm')).toBeNull();
    expect(screen.getByText(/Бракує колонок/).textContent).toContain('Сума');
  });
});
