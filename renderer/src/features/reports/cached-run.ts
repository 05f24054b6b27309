import { monthStartOf } from '../../../../shared/api/money-balances.js';
import { bridgeContract, type BridgeResponse } from '../../../../shared/ipc/bridge-contract.js';

/** A report run the offline cache keeps, with the request it was run with. */
export type CachedRun =
  | { report: 'balance'; request: { date?: string; store?: string; supplier?: string } }
  | { report: 'turnover'; request: { accCode: '361' | '631'; from: string; to: string; agent?: string } }
  | { report: 'aging'; request: { date: string; side: 'receivable' | 'payable' } }
  | { report: 'moneyBalances'; request: { date: string; from: string } }
  | { report: 'trialBalance'; request: { from: string; to: string } }
  | { report: 'accountCard'; request: { account: string; from: string; to: string; agent?: string; entity?: string; store?: string } }
  | { report: 'accountAnalysis'; request: { account: string; from: string; to: string } }
  | { report: 'statements'; request: { from: string; to: string } };

/**
 * The run a cached reply is of, when it is one the user ran of a report this screen shows. The cache
 * holds any operation's request as it was sent; reading it with that report's own request schema
 * gives it its type, and a request of another shape is not offered.
 */
export function cachedRunOf(entry: BridgeResponse<'cache.list'>[number]): CachedRun | null {
  if (!entry.userRun) return null;
  if (entry.operation === 'reports.warehouseBalance') {
    const parsed = bridgeContract['reports.warehouseBalance'].request.safeParse(entry.request);
    return parsed.success ? { report: 'balance', request: parsed.data } : null;
  }
  if (entry.operation === 'reports.agentTurnover') {
    const parsed = bridgeContract['reports.agentTurnover'].request.safeParse(entry.request);
    return parsed.success ? { report: 'turnover', request: parsed.data } : null;
  }
  if (entry.operation === 'reports.aging') {
    const parsed = bridgeContract['reports.aging'].request.safeParse(entry.request);
    return parsed.success ? { report: 'aging', request: parsed.data } : null;
  }
  if (entry.operation === 'reports.moneyBalances') {
    const parsed = bridgeContract['reports.moneyBalances'].request.safeParse(entry.request);
    return parsed.success
      ? { report: 'moneyBalances', request: { date: parsed.data.date, from: parsed.data.from ?? monthStartOf(parsed.data.date) } }
      : null;
  }
  if (entry.operation === 'reports.trialBalance') {
    const parsed = bridgeContract['reports.trialBalance'].request.safeParse(entry.request);
    // A run of the whole ОСВ; one account unfolded by an analytic is a part of a run, not a run.
    return parsed.success && !parsed.data.account
      ? { report: 'trialBalance', request: { from: parsed.data.from, to: parsed.data.to } }
      : null;
  }
  if (entry.operation === 'reports.accountCard') {
    const parsed = bridgeContract['reports.accountCard'].request.safeParse(entry.request);
    return parsed.success ? { report: 'accountCard', request: parsed.data } : null;
  }
  if (entry.operation === 'reports.accountAnalysis') {
    const parsed = bridgeContract['reports.accountAnalysis'].request.safeParse(entry.request);
    return parsed.success
      ? { report: 'accountAnalysis', request: { account: parsed.data.account, from: parsed.data.from, to: parsed.data.to } }
      : null;
  }
  if (entry.operation === 'reports.statements') {
    const parsed = bridgeContract['reports.statements'].request.safeParse(entry.request);
    return parsed.success ? { report: 'statements', request: { from: parsed.data.from, to: parsed.data.to } } : null;
  }
  return null;
}
