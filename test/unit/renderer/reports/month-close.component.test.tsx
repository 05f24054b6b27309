// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';
import type { MonthCloseDocument, MonthClosePreview } from '../../../../shared/api/month-close.js';

/**
 * The month's close on the reports screen, over the bridge's replies: the preview's entries and
 * profit, posting it, a close made out of date, reversing it, and a refusal in the user's words.
 */
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2026-11-02T09:00:00Z' });
const ENTRIES = [
  { debit: '702', credit: '791', amount: 1000 },
  { debit: '791', credit: '902', amount: 400 },
  { debit: '791', credit: '92', amount: 300 },
  { debit: '791', credit: '441', amount: 300 },
];
const CLOSE: MonthCloseDocument = {
  uid: 'c0c0c0c0-0000-4000-8000-000000000001',
  no: '000001',
  date: '2026-10-31',
  entries: ENTRIES,
  upToDate: true,
  version: 1,
};
const previewOf = (closed: MonthCloseDocument | null, entries = ENTRIES, result = 300): MonthClosePreview => ({
  month: '2026-10',
  date: '2026-10-31',
  entries,
  revenue: 1000,
  expenses: 1000 - result,
  result,
  closed,
});

let state: MonthClosePreview = previewOf(null);
const preview = vi.fn((request: { month: string }) => reply({ ...state, month: request.month }));
const close = vi.fn((_request: { month: string }) => {
  state = previewOf(CLOSE);
  return reply(CLOSE);
});
const reverse = vi.fn((request: { month: string }) => {
  state = previewOf(null);
  return reply({ month: request.month, uid: CLOSE.uid, reversed: true });
});

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['ledger.accounts'] }),
      'monthClose.preview': preview,
      'monthClose.close': close,
      'monthClose.reverse': reverse,
      'cache.list': () => Promise.resolve([]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { ReportsScreen } = await import('../../../../renderer/src/features/reports/ReportsScreen.js');
const { reportMemory } = await import('../../../../renderer/src/features/reports/report-memory.js');
const i18next = (await import('i18next')).default;

beforeAll(async () => {
  installIdleCallbacks();
  await initI18n();
});
beforeEach(async () => {
  state = previewOf(null);
  for (const mock of [preview, close, reverse]) mock.mockClear();
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  Object.assign(reportMemory, { connectionId: 'c-1', tab: 'monthClose' });
  window.location.hash = '#/reports';
  await i18next.changeLanguage('uk');
});
afterEach(cleanup);

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const rows = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => plain(r.textContent));
const form = async (month: string) => {
  const field = await screen.findByLabelText(/Місяць|Month/);
  fireEvent.change(field, { target: { value: month.split('-').reverse().join('.') } });
  fireEvent.submit(field.closest('form')!);
};

describe('the month close screen', () => {
  it('shows the close of the month its address names, as a close’s row of an account card opens it', async () => {
    window.location.hash = '#/reports/monthClose/2026-09';
    open();
    expect(await screen.findByRole('tab', { name: 'Закриття місяця', selected: true })).toBeTruthy();
    await waitFor(() => expect(preview).toHaveBeenCalledWith({ month: '2026-09' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Місяць/).value).toBe('09.2026');
    expect(await rows('Проводки закриття місяця')).toHaveLength(4);
  });

  it('shows the entries and the profit of the chosen month, then posts and reverses the close', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Закриття місяця', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Провести' })).toHaveProperty('disabled', true);
    await form('2026-10');
    expect(await rows('Проводки закриття місяця')).toEqual(['7027911 000,00', '791902400,00', '79192300,00', '791441300,00']);
    expect(preview).toHaveBeenCalledWith({ month: '2026-10' });
    expect(screen.getByText('Прибуток')).toBeTruthy();
    expect(plain(screen.getByTestId('month-close-result').textContent)).toBe('300,00');
    expect(screen.getByRole('status').textContent).toBe('Місяць не закрито.');
    expect(screen.getByRole('button', { name: 'Скасувати закриття' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByText('Місяць закрито.')).toBeTruthy();
    expect(close).toHaveBeenCalledWith({ month: '2026-10' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Місяць закрито: операція № 000001 від 31.10.2026.'));

    fireEvent.click(screen.getByRole('button', { name: 'Скасувати закриття' }));
    expect(await screen.findByText('Закриття місяця скасовано.')).toBeTruthy();
    expect(reverse).toHaveBeenCalledWith({ month: '2026-10' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Місяць не закрито.'));
  });

  it('says a close is out of date, shows a loss, and speaks English on request', async () => {
    await i18next.changeLanguage('en');
    state = previewOf({ ...CLOSE, upToDate: false }, [{ debit: '442', credit: '791', amount: 50 }], -50);
    open();
    await form('2026-10');
    expect(await screen.findByText(/The close is out of date/)).toBeTruthy();
    // Amounts keep the Ukrainian form in either language.
    expect(await rows('Entries of the month close')).toEqual(['44279150,00']);
    expect(screen.getByText('Loss')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', false);
  });

  it('shows a refusal in the user’s words, and a month with nothing to close', async () => {
    close.mockImplementationOnce(() =>
      Promise.reject(new Error('PERIOD_CLOSED: the period to 2026-10-31 is closed: a month ending on or before it cannot be closed')),
    );
    open();
    await form('2026-10');
    expect(await rows('Проводки закриття місяця')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByText(/Період до 31\.10\.2026 закрито/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Місяць не закрито.');

    state = previewOf(null, [], 0);
    await form('2026-09');
    expect(await screen.findByText('За цей місяць немає доходів і витрат, які треба закрити.')).toBeTruthy();
    expect(preview).toHaveBeenLastCalledWith({ month: '2026-09' });
    expect(screen.getByText('Фінансовий результат нульовий')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Провести' })).toHaveProperty('disabled', true);
    for (const typed of ['13.2026', '2026-09', '']) {
      fireEvent.change(screen.getByLabelText('Місяць'), { target: { value: typed } });
      expect(screen.getByRole('button', { name: 'Сформувати' }), typed).toHaveProperty('disabled', true);
    }
    fireEvent.change(screen.getByLabelText('Місяць'), { target: { value: '9.2026' } });
    expect(screen.getByRole('button', { name: 'Сформувати' })).toHaveProperty('disabled', false);
  });
});
