/**
 * Every operation of the desktop bridge, as plain data: safe for the sandboxed preload,
 * which maps each name to one IPC channel and nothing else.
 */
export const API_OPERATIONS = [
  'documents.index',
  'documents.load',
  'documents.update',
  'documents.setDone',
  'documents.getDone',
  'documents.linkTo',
  'documents.pdf',
  'documents.delete',
  'documents.mark',
  'documents.entries',
  'payments.index',
  'payments.load',
  'payments.update',
  'payments.delete',
  'moneyAccounts.index',
  'moneyAccounts.load',
  'moneyAccounts.update',
  'reports.moneyBalances',
  'agents.load',
  'agents.index',
  'agents.find',
  'agents.update',
  'agents.batch',
  'agents.contracts',
  'entities.load',
  'entities.index',
  'entities.find',
  'entities.update',
  'entities.batch',
  'contracts.load',
  'contracts.index',
  'contracts.update',
  'contracts.batch',
  'stores.load',
  'stores.index',
  'stores.update',
  'stores.batch',
  'reports.warehouseBalance',
  'reports.agentTurnover',
  'reports.reconciliation',
  'reports.reconciliationPdf',
  'bank.preview',
  'bank.import',
  'reports.aging',
  'reports.trialBalance',
  'reports.accountCard',
  'reports.accountAnalysis',
  'reports.statements',
  'reports.statementsPdf',
  'operations.index',
  'operations.load',
  'operations.update',
  'operations.delete',
  'monthClose.preview',
  'monthClose.close',
  'monthClose.reverse',
  'service.info',
  'company.settings',
  'company.updateSettings',
  'company.tokens',
  'company.addToken',
  'company.revokeToken',
  'history.index',
  'changes.index',
  'changes.head',
  'accounts.index',
  'accounts.update',
  'accounts.delete',
  'presence.index',
  'presence.update',
] as const;

/**
 * Endpoints the main process calls on its own and the page never reaches: an invitation carries
 * another person's token, which stays in the main process (docs/security.md, "Invitations").
 */
export const MAIN_PROCESS_ENDPOINTS = ['company.invite'] as const;

/** Operations of the app itself: connections, the offline cache, printing and saving PDFs, the page's state. */
export const APP_OPERATIONS = [
  'connections.list',
  'connections.add',
  'connections.test',
  'connections.select',
  'connections.remove',
  'connections.chooseFile',
  'connections.setCacheLimit',
  'connections.setPassword',
  'connections.join',
  'connections.acceptFingerprint',
  'invitations.create',
  'invitations.copy',
  'invitations.dismiss',
  'cache.list',
  'cache.clear',
  'print.printers',
  'print.pdf',
  'pdf.save',
  'app.unsavedChanges',
  'person.load',
  'person.save',
  'live.next',
  'sharing.load',
  'sharing.start',
  'sharing.stop',
] as const;

/** Every bridge operation. */
export const OPERATIONS = [...API_OPERATIONS, ...APP_OPERATIONS] as const;

export type ApiOperation = (typeof API_OPERATIONS)[number];
export type MainProcessEndpoint = (typeof MAIN_PROCESS_ENDPOINTS)[number];
export type AppOperation = (typeof APP_OPERATIONS)[number];
export type Operation = (typeof OPERATIONS)[number];
