// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * «Залишки коштів» as the reports screen shows it over the bridge's replies: the tab where the
 * service keeps our money accounts, its date and start of turnovers, a row per account and the total
 * in Ukrainian figures, and a start after the date refused next to the fields.
 */
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2026-12-01T09:00:00Z' });
const BALANCES = {
  date: '2026-11-30',
  from: '2026-11-01',
  rows: [
    {
      moneyAccount: { uid: 'b-1', name: 'Основний рахунок' },
      kind: 'bank',
      iban: 'UA213223130000026007233566001',
      opening: 10000,
      in: 2345.67,
      out: 1000.01,
      closing: 11345.66,
    },
    { moneyAccount: { uid: 'c-1', name: 'Основна каса' }, kind: 'cash', iban: '', opening: 0, in: 500, out: 0, closing: 500 },
  ],
  total: { opening: 10000, in: 2845.67, out: 1000.01, closing: 11845.66 },
};
const moneyBalances = vi.fn((_request: Record<string, unknown>) => reply(BALANCES));
let extensions = ['money.accounts'];

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions }),
      'agents.index': () => reply([]),
      'stores.index': () => reply([]),
      'reports.moneyBalances': moneyBalances,
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
  extensions = ['money.accounts'];
  moneyBalances.mockClear();
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  Object.assign(reportMemory, { connectionId: 'c-1' });
  window.location.hash = '#/reports';
});
afterEach(cleanup);

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
/** Text with the narrow and ordinary no-break spaces of Ukrainian figures made plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('«Залишки коштів»', () => {
  it('runs for the date and the start of turnovers and shows each account and the total', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Залишки коштів' }));
    type('Станом на', '30.11.2026');
    type('Обороти з', '01.11.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }));
    const grid = await screen.findByRole('grid', { name: 'Залишки коштів' });
    expect(moneyBalances).toHaveBeenCalledWith({ date: '2026-11-30', from: '2026-11-01', userRun: true });
    expect(plain(screen.getByText(/Залишки коштів — /).textContent)).toBe('Залишки коштів — 01.11.2026 – 30.11.2026');
    const rows = within(grid)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows.find((r) => r.includes('Основний рахунок'))).toBe(
      'Основний рахунокБанкUA21322313000002600723356600110 000,002 345,671 000,0111 345,66',
    );
    expect(rows.find((r) => r.includes('Основна каса'))).toBe('Основна касаКаса0,00500,000,00500,00');
    expect(rows.find((r) => r.includes('Разом'))).toBe('Разом10 000,002 845,671 000,0111 845,66');
  });

  it('says so next to the fields when the turnovers would start after the date, and asks nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Залишки коштів' }));
    type('Станом на', '30.11.2026');
    type('Обороти з', '01.12.2026');
    expect(screen.getByRole('alert').textContent).toBe('Початок оборотів пізніше за дату звіту');
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }));
    expect(moneyBalances).not.toHaveBeenCalled();
  });

  it('has no tab where the service keeps no money accounts', async () => {
    extensions = [];
    open();
    await screen.findByRole('tab', { name: 'Залишки на складах' });
    expect(screen.queryByRole('tab', { name: 'Залишки коштів' })).toBeNull();
  });
});
