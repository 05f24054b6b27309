import type { AccountAnalysisRequest, AccountCardTarget, TrialBalanceRequest } from './use-ledger-reports.js';
import type { StatementForm } from './statements-model.js';
import type { MoneyBalancesRequest } from '../../lib/use-money-balances.js';
import type { AgingRequest, BalanceRequest, TurnoverRequest } from './use-reports.js';
import { forgetSharedPeriod } from './report-period.js';

/**
 * The last run of each report and the open tab, for this session: a document opened from a
 * drill-down replaces the screen, and coming back must show the same report, not an empty form.
 */
export const reportMemory: {
  connectionId?: string;
  tab?:
    | 'balance'
    | 'turnover'
    | 'aging'
    | 'moneyBalances'
    | 'trialBalance'
    | 'accountCard'
    | 'accountAnalysis'
    | 'statements'
    | 'monthClose'
    | 'cached';
  /** The month the close was last formed for. */
  monthClose?: string;
  balance?: BalanceRequest;
  turnover?: TurnoverRequest;
  aging?: AgingRequest;
  moneyBalances?: MoneyBalancesRequest;
  /** The counterparties whose documents the aging report shows unfolded. */
  agingExpanded?: string[];
  trialBalance?: TrialBalanceRequest;
  /** The accounts of the ОСВ unfolded by hand, and those folded by hand, over what its detail unfolds. */
  trialBalanceExpanded?: string[];
  trialBalanceFolded?: string[];
  accountCard?: AccountCardTarget;
  accountAnalysis?: AccountAnalysisRequest;
  statements?: TrialBalanceRequest;
  /** Which of the two forms the statements show. */
  statementForm?: StatementForm;
} = {};

/** Keeps the tab on screen, which `#/reports` alone opens next time. */
export function rememberTab(tab: NonNullable<(typeof reportMemory)['tab']>): void {
  reportMemory.tab = tab;
}

/** Forgets the runs of another connection: their stores and agents are not this company's. */
export function rememberConnection(connectionId: string): void {
  if (reportMemory.connectionId === connectionId) return;
  forgetSharedPeriod();
  delete reportMemory.tab;
  delete reportMemory.balance;
  delete reportMemory.turnover;
  delete reportMemory.aging;
  delete reportMemory.moneyBalances;
  delete reportMemory.agingExpanded;
  delete reportMemory.trialBalance;
  delete reportMemory.trialBalanceExpanded;
  delete reportMemory.trialBalanceFolded;
  delete reportMemory.accountCard;
  delete reportMemory.accountAnalysis;
  delete reportMemory.statements;
  delete reportMemory.statementForm;
  delete reportMemory.monthClose;
  reportMemory.connectionId = connectionId;
}
