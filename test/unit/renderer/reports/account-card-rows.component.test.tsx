// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks.js';

/**
 * The account card names every record by its type in the user's language and opens each where it
 * lives: a document in the documents, a payment in the payments, a manual operation in its editor and
 * a month's close on the close tab of its month (docs/desktop-app.md, "Screens").
 */
const FROM = '2031-10-01';
const TO = '2031-10-31';
const reply = <T,>(data: T) => Promise.resolve({ data, source: 'live', fetchedAt: '2031-11-01T09:00:00Z' });
const entry = (uid: string, type: string, no: string, against: string, debit: number, credit: number, balance: number) => ({
  date: '2031-10-31T00:00:00',
  document: { uid, type, no },
  account: '311',
  against,
  debit,
  credit,
  analytics: { agent: null, contract: null, entity: null, store: null },
  balance,
  memo: '',
});
const CARD = {
  account: '311',
  name: 'Поточні рахунки в національній валюті',
  from: `${FROM}T00:00:00`,
  to: `${TO}T00:00:00`,
  opening: 0,
  rows: [
    entry('op-opening', 'ledgerOperation', 'ОП-000001', '40', 1000, 0, 1000),
    entry('pay-1', 'payToSupplier', '000001', '631', 0, 200, 800),
    entry('doc-1', 'waybillOut', '000001', '702', 0, 0, 800),
    entry('close-10', 'monthClose', 'ЗМ-000001', '791', 0, 0, 800),
    entry('odd-1', 'someCloudType', '7', '719', 0, 0, 800),
  ],
  debit: 1000,
  credit: 200,
  closing: 800,
};

vi.mock('../../../../renderer/src/lib/bridge.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../renderer/src/lib/bridge.js')>();
  return {
    ...original,
    desktop: {
      'connections.list': () => Promise.resolve([{ id: 'c-1', name: 'Офіс', kind: 'local', active: true }]),
      'service.info': () => reply({ version: '1', extensions: ['ledger.accounts'] }),
      'agents.index': () => reply([]),
      'stores.index': () => reply([]),
      'reports.accountCard': () => reply(CARD),
      'cache.list': () => Promise.resolve([]),
    },
  };
});

const { initI18n } = await import('../../../../renderer/src/i18n/i18n.js');
const i18n = (await import('i18next')).default;
const { createQueryClient } = await import('../../../../renderer/src/lib/query-client.js');
const { ReportsScreen } = await import('../../../../renderer/src/features/reports/ReportsScreen.js');
const { reportMemory } = await import('../../../../renderer/src/features/reports/report-memory.js');

beforeAll(async () => {
  installIdleCallbacks();
  await initI18n();
});
beforeEach(() => {
  for (const key of Object.keys(reportMemory)) delete reportMemory[key as keyof typeof reportMemory];
  Object.assign(reportMemory, {
    connectionId: 'c-1',
    tab: 'accountCard',
    accountCard: { request: { account: '311', from: FROM, to: TO } },
  });
  window.location.hash = '#/reports';
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('uk');
});

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
const documents = async () =>
  within(await screen.findByRole('grid', { name: /Картка рахунку|Account card/ }))
    .getAllByRole('row')
    .map((row) => row.querySelector('[data-field="document"]')?.textContent ?? '')
    .filter((text) => text.includes('№'));

describe('the rows of the account card', () => {
  it('name every type in Ukrainian, an unknown one as it came', async () => {
    open();
    await screen.findByText('Операція, введена вручну № ОП-000001');
    expect(await documents()).toEqual([
      'Операція, введена вручну № ОП-000001',
      'Оплата постачальнику № 000001',
      'Видаткова накладна № 000001',
      'Закриття місяця № ЗМ-000001',
      'someCloudType № 7',
    ]);
  });

  it('name them in English too', async () => {
    await i18n.changeLanguage('en');
    open();
    await screen.findByText('Manual operation № ОП-000001');
    expect(await documents()).toContain('Month close № ЗМ-000001');
  });

  it.each([
    ['Операція, введена вручну № ОП-000001', '#/operations/op-opening'],
    ['Оплата постачальнику № 000001', '#/payments/pay-1'],
    ['Видаткова накладна № 000001', '#/documents/doc-1'],
    ['Закриття місяця № ЗМ-000001', '#/reports/monthClose/2031-10'],
  ])('open %s at %s', async (name, address) => {
    open();
    const cell = await screen.findByText(name);
    fireEvent.keyDown(cell.closest('[data-field="document"]')!, { key: 'Enter' });
    expect(window.location.hash).toBe(address);
  });
});
