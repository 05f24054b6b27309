import { describe, expect, it } from 'vitest';
import { cachedRunOf } from '../../../../renderer/src/features/reports/cached-run.js';

const STORE = '0b9a3c4e-1f2d-4a5b-8c7d-6e5f4a3b2c1d';
const entry = (operation: string, request: unknown, userRun = true) => ({
  key: 'k',
  operation,
  request,
  fetchedAt: '2025-03-10T09:00:00Z',
  userRun,
});

describe('a saved report run read from the offline cache', () => {
  it('opens each report with the request it was run with', () => {
    expect(cachedRunOf(entry('reports.warehouseBalance', { date: '2025-03-10', store: STORE, userRun: true }))).toMatchObject({
      report: 'balance',
      request: { date: '2025-03-10', store: STORE },
    });
    expect(cachedRunOf(entry('reports.agentTurnover', { accCode: '361', from: '2025-01-01', to: '2025-03-31' }))).toMatchObject({
      report: 'turnover',
      request: { accCode: '361', from: '2025-01-01', to: '2025-03-31' },
    });
    expect(cachedRunOf(entry('reports.aging', { date: '2025-03-10', side: 'payable' }))).toMatchObject({
      report: 'aging',
      request: { date: '2025-03-10', side: 'payable' },
    });
  });

  it('opens «Залишки коштів» with its date and the start of its turnovers', () => {
    expect(cachedRunOf(entry('reports.moneyBalances', { date: '2025-03-10', from: '2025-03-01', userRun: true }))).toEqual({
      report: 'moneyBalances',
      request: { date: '2025-03-10', from: '2025-03-01' },
    });
    expect(cachedRunOf(entry('reports.moneyBalances', { date: '2025-03-10' }))).toEqual({
      report: 'moneyBalances',
      request: { date: '2025-03-10', from: '2025-03-01' },
    });
    expect(cachedRunOf(entry('reports.moneyBalances', { date: '10.03.2025' }))).toBeNull();
  });

  it('opens the ОСВ and the account card with their periods, and not an account unfolded inside an ОСВ', () => {
    expect(cachedRunOf(entry('reports.trialBalance', { from: '2025-01-01', to: '2025-03-31' }))).toEqual({
      report: 'trialBalance',
      request: { from: '2025-01-01', to: '2025-03-31' },
    });
    expect(cachedRunOf(entry('reports.accountCard', { account: '361', from: '2025-01-01', to: '2025-03-31', store: STORE }))).toMatchObject(
      {
        report: 'accountCard',
        request: { account: '361', from: '2025-01-01', to: '2025-03-31', store: STORE },
      },
    );
    expect(cachedRunOf(entry('reports.trialBalance', { from: '2025-01-01', to: '2025-03-31', account: '361', by: 'agent' }))).toBeNull();
    expect(cachedRunOf(entry('reports.accountCard', { account: 'каса', from: '2025-01-01', to: '2025-03-31' }))).toBeNull();
  });

  it('offers no run for a read made on the way, another operation, or a request of another shape', () => {
    expect(cachedRunOf(entry('reports.warehouseBalance', { date: '2025-03-10' }, false))).toBeNull();
    expect(cachedRunOf(entry('documents.index', { from: '2025-03-01', to: '2025-03-10' }))).toBeNull();
    expect(cachedRunOf(entry('reports.aging', { date: '2025-03-10', side: 'sideways' }))).toBeNull();
    expect(cachedRunOf(entry('reports.agentTurnover', null))).toBeNull();
  });
});
