// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * Debts by age opened for one counterparty (the dashboard's link): the header's figure is that
 * counterparty's, its long name wraps, and its line says how old its oldest open document is.
 */
const LONG = 'Товариство з обмеженою відповідальністю «Дуже довга назва контрагента для перевірки перенесення рядка»';
const figures = { d0_30: 0, d31_60: 0, d61_90: 0, over90: 0, advance: 0, over30: 0, balance: 0 };
const waybill = (uid: string, date: string, days: number, open: number, bucket: string) => ({
  document: { uid, type: 'waybillOut', no: uid, date },
  reference: null,
  amount: open,
  open,
  days,
  bucket,
});
const AGING = {
  date: '2031-03-31',
  side: 'receivable',
  accCode: '361',
  rows: [
    {
      agent: { uid: 'a-long', name: LONG },
      ...figures,
      d31_60: 100,
      over90: 50.5,
      over30: 150.5,
      balance: 150.5,
      items: [waybill('000011', '2030-12-01', 120, 50.5, 'over90'), waybill('000012', '2031-02-14', 45, 100, 'd31_60')],
    },
    {
      agent: { uid: 'a-other', name: 'ТОВ «Інший»' },
      ...figures,
      over90: 9000,
      over30: 9000,
      balance: 9000,
      items: [waybill('000013', '2030-10-01', 181, 9000, 'over90')],
    },
  ],
  total: { ...figures, d31_60: 100, over90: 9050.5, over30: 9150.5, balance: 9150.5 },
};
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2031-04-01T09:00:00Z' });

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['report.aging'] }),
      'company.settings': () => reply({ name: 'ТОВ «Наша фірма»' }),
      'reports.aging': () => reply(AGING),
      'cache.list': () => Promise.resolve([]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { AgingReport } = await import('../../../../renderer/src/features/reports/AgingReport.js');

beforeAll(async () => {
  installIdleCallbacks();
  await initI18n();
});
beforeEach(() => {
  window.location.hash = '#/reports/aging';
});
afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const open = (agent?: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AgingReport target={{ date: AGING.date, side: 'receivable', ...(agent ? { agent } : {}) }} />
    </QueryClientProvider>,
  );
const rowOf = async (text: string) => {
  const grid = await screen.findByRole('grid', { name: 'Борги за термінами' });
  await within(grid).findAllByText(text, { exact: false });
  const found = within(grid)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};

describe('debts by age for one counterparty', () => {
  it("shows that counterparty's overdue figure in the header, not the company's", async () => {
    open('a-long');
    expect(plain((await screen.findByTestId('aging-over30')).textContent)).toBe('Прострочено понад 30 днів: 150,50');
  });

  it("shows the company's overdue figure when every counterparty is shown", async () => {
    open();
    expect(plain((await screen.findByTestId('aging-over30')).textContent)).toBe('Прострочено понад 30 днів: 9 150,50');
  });

  it('wraps a long name instead of cutting it', async () => {
    open('a-long');
    const name = await screen.findByText(LONG);
    const style = getComputedStyle(name);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.whiteSpace).toBe('normal');
  });

  it("fills a counterparty's date and days with its oldest open document's", async () => {
    open('a-long');
    const line = await rowOf('Дуже довга назва');
    expect(line.querySelector('[data-field="date"]')?.textContent).toBe('01.12.2030');
    expect(line.querySelector('[data-field="days"]')?.textContent).toBe('120');
    const total = await rowOf('Разом');
    expect(total.querySelector('[data-field="date"]')?.textContent).toBe('01.12.2030');
    expect(total.querySelector('[data-field="days"]')?.textContent).toBe('120');
  });
});
