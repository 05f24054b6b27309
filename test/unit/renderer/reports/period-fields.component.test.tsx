// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * A report's period (docs/desktop-app.md, "Report periods"): a date typed keeps the mode, the arrows
 * step by the mode, the presets from the start of the year, and one period for the report tabs.
 */
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2031-04-01T09:00:00Z' });

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['ledger.accounts'] }),
      'agents.index': () => reply([]),
      'stores.index': () => reply([]),
      'cache.list': () => Promise.resolve([]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const i18n = (await import('i18next')).default;
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { PeriodFields } = await import('../../../../renderer/src/features/reports/PeriodFields.js');
const { ReportsScreen } = await import('../../../../renderer/src/features/reports/ReportsScreen.js');
const { reportMemory } = await import('../../../../renderer/src/features/reports/report-memory.js');
const { forgetSharedPeriod } = await import('../../../../renderer/src/features/reports/report-period.js');

beforeAll(async () => {
  installIdleCallbacks();
  await initI18n();
});
beforeEach(() => {
  forgetSharedPeriod();
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('uk');
});

/** The fields over a period of their own, as a report holds it. */
function Harness({ from, to }: { from: string; to: string }) {
  const [period, setPeriod] = useState({ from, to });
  return <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />;
}
const fields = () => [screen.getByLabelText('З'), screen.getByLabelText('По')].map((field) => (field as HTMLInputElement).value);
const mode = () => screen.getByRole('combobox', { name: 'Період' }).textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Період' }));
  fireEvent.click(screen.getByRole('option', { name }));
};

describe('the period of a report', () => {
  it('keeps «Місяць» when a «З» date is typed, and shows the month of that date', () => {
    render(<Harness from="2031-03-01" to="2031-03-31" />);
    expect(mode()).toBe('Місяць');
    type('З', '15.05.2031');
    expect(fields()).toEqual(['01.05.2031', '31.05.2031']);
    expect(mode()).toBe('Місяць');
    type('По', '02.07.2031');
    expect(fields()).toEqual(['01.07.2031', '31.07.2031']);
  });

  it('steps to the period before and after by its mode', () => {
    render(<Harness from="2031-01-01" to="2031-01-31" />);
    fireEvent.click(screen.getByRole('button', { name: 'Попередній період' }));
    expect(fields()).toEqual(['01.12.2030', '31.12.2030']);
    choose('Квартал');
    expect(fields()).toEqual(['01.10.2030', '31.12.2030']);
    fireEvent.click(screen.getByRole('button', { name: 'Наступний період' }));
    expect(fields()).toEqual(['01.01.2031', '31.03.2031']);
    expect(mode()).toBe('Квартал');
    choose('Рік');
    fireEvent.click(screen.getByRole('button', { name: 'Наступний період' }));
    expect(fields()).toEqual(['01.01.2032', '31.12.2032']);
  });

  it('offers the periods from the start of the year', () => {
    render(<Harness from="2031-05-01" to="2031-05-20" />);
    expect(mode()).toBe('Довільний');
    choose('I квартал');
    expect(fields()).toEqual(['01.01.2031', '31.03.2031']);
    choose('Півріччя');
    expect(fields()).toEqual(['01.01.2031', '30.06.2031']);
    choose('9 місяців');
    expect(fields()).toEqual(['01.01.2031', '30.09.2031']);
    fireEvent.click(screen.getByRole('button', { name: 'Попередній період' }));
    expect(fields()).toEqual(['01.01.2030', '30.09.2030']);
    type('По', '20.05.2031');
    expect(fields()).toEqual(['01.01.2031', '30.09.2031']);
    choose('З початку року');
    expect(fields()).toEqual(['01.01.2031', '30.09.2031']);
    type('По', '12.08.2031');
    expect(fields()).toEqual(['01.01.2031', '12.08.2031']);
    expect(mode()).toBe('З початку року');
  });

  it('takes any two dates in «Довільний», as typed', () => {
    render(<Harness from="2031-02-03" to="2031-05-12" />);
    expect(mode()).toBe('Довільний');
    type('З', '10.01.2031');
    expect(fields()).toEqual(['10.01.2031', '12.05.2031']);
    expect(mode()).toBe('Довільний');
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    render(<Harness from="2031-01-01" to="2031-06-30" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    for (const name of ['First quarter', 'Half-year', 'Nine months', 'Year to date'])
      expect(screen.getByRole('option', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Nine months' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect([screen.getByLabelText('From'), screen.getByLabelText('To')].map((f) => (f as HTMLInputElement).value)).toEqual([
      '01.01.2032',
      '30.09.2032',
    ]);
  });

  it('is one period for the report tabs: set in the ОСВ, it is the card’s and the analysis’s, with its mode', async () => {
    Object.assign(reportMemory, { connectionId: 'c-1' });
    window.location.hash = '#/reports/trialBalance';
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReportsScreen />
      </QueryClientProvider>,
    );
    await screen.findByRole('tab', { name: 'Оборотно-сальдова відомість', selected: true });
    choose('Півріччя');
    fireEvent.click(screen.getByRole('button', { name: 'Попередній період' }));
    const halfYear = fields();
    fireEvent.click(screen.getByRole('tab', { name: 'Картка рахунку' }));
    await screen.findByRole('tab', { name: 'Картка рахунку', selected: true });
    expect(fields()).toEqual(halfYear);
    expect(mode()).toBe('Півріччя');
    fireEvent.click(screen.getByRole('tab', { name: 'Аналіз рахунку' }));
    await screen.findByRole('tab', { name: 'Аналіз рахунку', selected: true });
    expect(fields()).toEqual(halfYear);
  });
});
