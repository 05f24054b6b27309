import { z } from 'zod';
import {
  Account,
  AccountDeleteBody,
  AccountDeleted,
  AccountIndexQuery,
  AccountInput,
  AccountStanding,
  AccountStandingQuery,
  Entry,
} from './accounts.js';
import { AccountRoleRecord, AccountRoleUpdateBody } from './account-roles.js';
import { BankImportBody, BankImportResult, BankPreview, BankPreviewBody } from './bank.js';
import { Uid } from './common.js';
import { LastCost, LastCostQuery } from './customer-returns.js';
import {
  Agent,
  AgentFindQuery,
  AgentIndexItem,
  AgentInput,
  BatchResult,
  Contract,
  ContractInput,
  DirectoryIndexQuery,
  Entity,
  EntityFindQuery,
  EntityInput,
  MAX_BATCH,
  Store,
  StoreInput,
} from './directories.js';
import {
  Document,
  DocumentIndexQuery,
  DocumentUpdateBody,
  DoneState,
  LinkBody,
  MarkBody,
  MarkState,
  PdfQuery,
  SetDoneBody,
  UidParams,
} from './documents.js';
import { PayDocument, PayDocumentUpdateBody } from './payments.js';
import {
  CompanySettingsRecord,
  CompanySettingsUpdate,
  InvitationIssued,
  TokenAddBody,
  TokenAdded,
  TokenInfo,
  TokenRevokeBody,
  TokenRevoked,
} from './company.js';
import type { EndpointRight } from './rights.js';
import { PersonRights, Role } from './roles.js';
import { MoneyAccount, MoneyAccountUpdateBody } from './money-accounts.js';
import { MoneyBalances, MoneyBalancesQuery } from './money-balances.js';
import { HistoryQuery, HistoryRecord } from './history.js';
import { Change, ChangesHead, ChangesQuery } from './changes.js';
import { Aging, AgingQuery } from './aging.js';
import { Reconciliation, ReconciliationQuery } from './reconciliation.js';
import { AgentTurnover, AgentTurnoverQuery, WarehouseBalance, WarehouseBalanceQuery } from './reports.js';
import { AccountCard, AccountCardQuery, TrialBalance, TrialBalanceQuery } from './ledger-reports.js';
import { AccountAnalysis, AccountAnalysisQuery } from './account-analysis.js';
import { Statements, StatementsPdfQuery, StatementsQuery } from './statements.js';
import { LedgerOperation, LedgerOperationHead, LedgerOperationUpdateBody, OperationIndexQuery } from './ledger-operations.js';
import { DeleteBody, Deleted, ServiceInfo } from './service-info.js';
import { PresenceBody, PresenceEntry } from './presence.js';
import { PurchasePrice, PurchasePriceQuery } from './purchase-price.js';
import { MonthCloseDocument, MonthClosePreview, MonthCloseQuery, MonthCloseReversed } from './month-close.js';

/** One endpoint of the spec: how to call it and what it answers. */
export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path with `{uid}` placeholders, relative to the base URL. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the envelope; null for a PDF. */
  data: z.ZodType | null;
  /** Which envelope counter the reply carries. */
  counter?: 'totalCount' | 'count';
  /**
   * The right a person needs for it (docs/service-behaviour.md, "Tokens and rights"): required, so an
   * endpoint without a decided right does not compile. Without it the request is 403, before anything
   * is changed or anything of a record is answered.
   */
  right: EndpointRight;
}

const batchOf = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_BATCH);
const Empty = z.object({}).loose();
/** A GET without query parameters. */
const NoQuery = z.object({});

/** Every endpoint of the Accounting Data Service, by operation name, and the extensions of our own service. */
export const ENDPOINTS = {
  'documents.index': {
    right: { ofList: 'document' },
    method: 'GET',
    path: '/document/index/',
    query: DocumentIndexQuery,
    data: z.array(Document),
    counter: 'totalCount',
  },
  'documents.load': {
    right: { ofRecord: 'read' },
    method: 'GET',
    path: '/document/load/{uid}',
    params: UidParams,
    data: Document,
  },
  'documents.update': {
    right: { ofRecord: 'edit' },
    method: 'POST',
    path: '/document/update',
    body: DocumentUpdateBody,
    data: Document,
  },
  'documents.setDone': {
    right: { ofRecord: 'done' },
    method: 'POST',
    path: '/document/setdone',
    body: SetDoneBody,
    data: DoneState,
  },
  'documents.getDone': {
    right: { ofRecord: 'read' },
    method: 'GET',
    path: '/document/getdone/{uid}',
    params: UidParams,
    data: DoneState,
  },
  'documents.linkTo': {
    right: { ofRecord: 'edit' },
    method: 'POST',
    path: '/document/linkto',
    body: LinkBody,
    data: Empty,
  },
  'documents.pdf': {
    right: { ofRecord: 'read' },
    method: 'GET',
    path: '/document/pdf/{uid}',
    params: UidParams,
    query: PdfQuery,
    data: null,
  },
  // Extensions of our service, offered where /service/info lists them (docs/service-behaviour.md).
  'documents.delete': {
    right: { ofRecord: 'delete' },
    method: 'POST',
    path: '/document/delete',
    body: DeleteBody,
    data: Deleted,
  },
  // Extension `document.mark`: the deletion mark that Del sets in the list; deleting is a separate step.
  'documents.mark': {
    right: { ofRecord: 'delete' },
    method: 'POST',
    path: '/document/mark',
    body: MarkBody,
    data: MarkState,
  },
  // Extension `ledger.accounts`: the entries a posted document or payment wrote (none while unposted).
  'documents.entries': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/document/entries/{uid}',
    params: UidParams,
    data: z.array(Entry),
  },
  'payments.index': {
    right: { ofList: 'payment' },
    method: 'GET',
    path: '/paydocument/index/',
    query: DocumentIndexQuery,
    data: z.array(PayDocument),
    counter: 'totalCount',
  },
  'payments.load': {
    right: { ofRecord: 'read' },
    method: 'GET',
    path: '/paydocument/load/{uid}',
    params: UidParams,
    data: PayDocument,
  },
  'payments.update': {
    right: { ofRecord: 'edit' },
    method: 'POST',
    path: '/paydocument/update',
    body: PayDocumentUpdateBody,
    data: PayDocument,
  },
  'payments.delete': {
    right: { ofRecord: 'delete' },
    method: 'POST',
    path: '/paydocument/delete',
    body: DeleteBody,
    data: Deleted,
  },
  // Extension money.accounts: our bank accounts and cash desks, which payments name.
  'moneyAccounts.index': {
    right: { area: 'settings', action: 'read' },
    method: 'GET',
    path: '/moneyaccount/index/',
    query: NoQuery,
    data: z.array(MoneyAccount),
    counter: 'totalCount',
  },
  'moneyAccounts.load': {
    right: { area: 'settings', action: 'read' },
    method: 'GET',
    path: '/moneyaccount/load/{uid}',
    params: UidParams,
    data: MoneyAccount,
  },
  'moneyAccounts.update': {
    right: { area: 'settings', action: 'edit' },
    method: 'POST',
    path: '/moneyaccount/update',
    body: MoneyAccountUpdateBody,
    data: MoneyAccount,
  },
  // Extension money.accounts: «Залишки коштів», the balances and turnovers of our money accounts.
  'reports.moneyBalances': {
    right: { area: 'bank', action: 'read' },
    method: 'GET',
    path: '/report/moneybalances/',
    query: MoneyBalancesQuery,
    data: MoneyBalances,
  },
  'agents.load': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/agent/load/{uid}',
    params: UidParams,
    data: Agent,
  },
  'agents.index': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/agent/index/',
    query: DirectoryIndexQuery,
    data: z.array(AgentIndexItem),
    counter: 'totalCount',
  },
  'agents.find': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/agent/find/',
    query: AgentFindQuery,
    data: z.array(Agent),
    counter: 'count',
  },
  'agents.update': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/agent/update',
    body: AgentInput,
    data: Agent,
  },
  'agents.batch': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/agent/batch',
    body: batchOf(AgentInput),
    data: BatchResult,
  },
  'agents.contracts': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/agent/contract/index/{uid}',
    params: UidParams,
    data: z.array(Contract),
    counter: 'totalCount',
  },
  'entities.load': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/entity/load/{uid}',
    params: UidParams,
    data: Entity,
  },
  'entities.index': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/entity/index/',
    query: DirectoryIndexQuery,
    data: z.array(Entity),
    counter: 'totalCount',
  },
  'entities.find': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/entity/find/',
    query: EntityFindQuery,
    data: z.array(Entity),
    counter: 'count',
  },
  'entities.update': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/entity/update',
    body: EntityInput,
    data: Entity,
  },
  'entities.batch': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/entity/batch',
    body: batchOf(EntityInput),
    data: BatchResult,
  },
  // Extension document.returns: the unit cost goods last came in at, which a return without a basis offers.
  'entities.lastCost': {
    right: { area: 'sales', action: 'read' },
    method: 'GET',
    path: '/entity/lastcost/{uid}',
    params: UidParams,
    query: LastCostQuery,
    data: LastCost,
  },
  // Extension entity.purchasePrice: the last price a goods item was bought at, the supplier's first.
  'entities.purchasePrice': {
    right: { area: 'purchases', action: 'read' },
    method: 'GET',
    path: '/entity/purchaseprice/{uid}',
    params: UidParams,
    query: PurchasePriceQuery,
    data: PurchasePrice,
  },
  'contracts.load': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/contract/load/{uid}',
    params: UidParams,
    data: Contract,
  },
  'contracts.index': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/contract/index/',
    query: DirectoryIndexQuery,
    data: z.array(Contract),
    counter: 'totalCount',
  },
  'contracts.update': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/contract/update',
    body: ContractInput,
    data: Contract,
  },
  'contracts.batch': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/contract/batch',
    body: batchOf(ContractInput),
    data: BatchResult,
  },
  'stores.load': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/store/load/{uid}',
    params: UidParams,
    data: Store,
  },
  'stores.index': {
    right: { area: 'directories', action: 'read' },
    method: 'GET',
    path: '/store/index/',
    query: DirectoryIndexQuery,
    data: z.array(Store),
    counter: 'totalCount',
  },
  'stores.update': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/store/update',
    body: StoreInput,
    data: Store,
  },
  'stores.batch': {
    right: { area: 'directories', action: 'edit' },
    method: 'POST',
    path: '/store/batch',
    body: batchOf(StoreInput),
    data: BatchResult,
  },
  'reports.warehouseBalance': {
    right: { area: 'stockMoves', action: 'read' },
    method: 'GET',
    path: '/report/warehousebalance/',
    query: WarehouseBalanceQuery,
    data: WarehouseBalance,
  },
  'reports.agentTurnover': {
    right: { area: 'reports', action: 'read' },
    method: 'GET',
    path: '/report/agentturnover/',
    query: AgentTurnoverQuery,
    data: AgentTurnover,
  },
  // Extensions: the reconciliation act with one counterparty, as data and as its printed form.
  'reports.reconciliation': {
    right: { area: 'reports', action: 'read' },
    method: 'GET',
    path: '/report/reconciliation/',
    query: ReconciliationQuery,
    data: Reconciliation,
  },
  'reports.reconciliationPdf': {
    right: { area: 'reports', action: 'read' },
    method: 'GET',
    path: '/report/reconciliation/pdf',
    query: ReconciliationQuery,
    data: null,
  },
  // Extension: bank statements in, a preview of the matches and the import of the confirmed lines.
  'bank.preview': {
    right: { area: 'bank', action: 'read' },
    method: 'POST',
    path: '/bank/preview',
    body: BankPreviewBody,
    data: BankPreview,
  },
  'bank.import': {
    right: { fields: { post: { area: 'bank', action: 'post' } }, others: { area: 'bank', action: 'edit' } },
    method: 'POST',
    path: '/bank/import',
    body: BankImportBody,
    data: BankImportResult,
  },
  // Extension: who owes what and since when, per counterparty and age bucket.
  'reports.aging': {
    right: { area: 'reports', action: 'read' },
    method: 'GET',
    path: '/report/aging/',
    query: AgingQuery,
    data: Aging,
  },
  // Extension ledger.accounts: the general ledger's trial balance (ОСВ) and account card.
  'reports.trialBalance': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/report/trialbalance/',
    query: TrialBalanceQuery,
    data: TrialBalance,
  },
  'reports.accountCard': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/report/accountcard/',
    query: AccountCardQuery,
    data: AccountCard,
  },
  // Extension ledger.accounts: an account's turnovers per correspondent account, and Форми № 1-м and № 2-м.
  'reports.accountAnalysis': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/report/accountanalysis/',
    query: AccountAnalysisQuery,
    data: AccountAnalysis,
  },
  'reports.statements': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/report/statements/',
    query: StatementsQuery,
    data: Statements,
  },
  // Extension ledger.accounts: Форми № 1-м and № 2-м printed as the forms are laid out.
  'reports.statementsPdf': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/report/statements/pdf',
    query: StatementsPdfQuery,
    data: null,
  },
  // Extension: the chart of accounts of the general ledger (docs/general-ledger.md).
  'accounts.index': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/account/index/',
    query: AccountIndexQuery,
    data: z.array(Account),
    counter: 'totalCount',
  },
  'accounts.update': {
    right: { area: 'ledger', action: 'edit' },
    method: 'POST',
    path: '/account/update',
    body: AccountInput,
    data: Account,
  },
  'accounts.delete': {
    right: { area: 'ledger', action: 'delete' },
    method: 'POST',
    path: '/account/delete',
    body: AccountDeleteBody,
    data: AccountDeleted,
  },
  // Extension ledger.accounts: an account's entries and balance, which the app names before deactivating it.
  'accounts.standing': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/account/standing/',
    query: AccountStandingQuery,
    data: AccountStanding,
  },
  // Extension ledger.accountRoles: the account of each role the entries take (docs/general-ledger.md, "Account roles").
  'accountRoles.index': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/ledger/accountroles/',
    query: NoQuery,
    data: z.array(AccountRoleRecord),
    counter: 'totalCount',
  },
  // Changing the company's accounting practice is the administrator's, as its requisites are.
  'accountRoles.update': {
    right: { area: 'settings', action: 'edit' },
    method: 'POST',
    path: '/ledger/accountroles/update',
    body: AccountRoleUpdateBody,
    data: AccountRoleRecord,
  },
  // Extension ledger.accounts: manual operations (операції, введені вручну); posted through /document/setdone.
  'operations.index': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/ledgeroperation/index/',
    query: OperationIndexQuery,
    data: z.array(LedgerOperationHead),
    counter: 'totalCount',
  },
  'operations.load': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/ledgeroperation/load/{uid}',
    params: UidParams,
    data: LedgerOperation,
  },
  'operations.update': {
    right: { area: 'ledger', action: 'edit' },
    method: 'POST',
    path: '/ledgeroperation/update',
    body: LedgerOperationUpdateBody,
    data: LedgerOperation,
  },
  'operations.delete': {
    right: { area: 'ledger', action: 'delete' },
    method: 'POST',
    path: '/ledgeroperation/delete',
    body: DeleteBody,
    data: Deleted,
  },
  // Extension ledger.accounts: closing a month's revenue and expenses to 791 and its result to 441/442.
  'monthClose.preview': {
    right: { area: 'ledger', action: 'read' },
    method: 'GET',
    path: '/ledger/monthclose/preview',
    query: MonthCloseQuery,
    data: MonthClosePreview,
  },
  'monthClose.close': {
    right: { area: 'ledger', action: 'post' },
    method: 'POST',
    path: '/ledger/monthclose',
    body: MonthCloseQuery,
    data: MonthCloseDocument,
  },
  'monthClose.reverse': {
    right: { area: 'ledger', action: 'unpost' },
    method: 'POST',
    path: '/ledger/monthclose/reverse',
    body: MonthCloseQuery,
    data: MonthCloseReversed,
  },
  'service.info': {
    right: { open: 'what the service offers, before anything is asked of it' },
    method: 'GET',
    path: '/service/info',
    query: NoQuery,
    data: ServiceInfo,
  },
  'company.settings': {
    right: { area: 'settings', action: 'read' },
    method: 'GET',
    path: '/company/settings',
    query: NoQuery,
    data: CompanySettingsRecord,
  },
  'company.updateSettings': {
    right: { fields: { lockDate: { area: 'period', action: 'edit' } }, others: { area: 'settings', action: 'edit' } },
    method: 'POST',
    path: '/company/settings',
    body: CompanySettingsUpdate,
    data: CompanySettingsRecord,
  },
  'company.roles': {
    right: { area: 'people', action: 'read' },
    method: 'GET',
    path: '/company/roles',
    query: NoQuery,
    data: z.array(Role),
  },
  // What the person asking may do: their role, rights and stores, so an app offers only what they may.
  'company.me': {
    right: { open: "a person's own rights, which their app needs to offer only what they may do" },
    method: 'GET',
    path: '/company/me',
    query: NoQuery,
    data: PersonRights,
  },
  'company.tokens': {
    right: { area: 'people', action: 'read' },
    method: 'GET',
    path: '/company/tokens',
    query: NoQuery,
    data: z.array(TokenInfo),
  },
  'company.addToken': {
    right: { area: 'people', action: 'edit' },
    method: 'POST',
    path: '/company/tokens/add',
    body: TokenAddBody,
    data: TokenAdded,
  },
  'company.revokeToken': {
    right: { area: 'people', action: 'delete' },
    method: 'POST',
    path: '/company/tokens/revoke',
    body: TokenRevokeBody,
    data: TokenRevoked,
  },
  // Extension invitations: only a service started with --listen answers it; the desktop app calls it from its main process alone.
  'company.invite': {
    right: { area: 'people', action: 'edit' },
    method: 'POST',
    path: '/company/invitation',
    body: TokenAddBody,
    data: InvitationIssued,
  },
  'history.index': {
    right: { ofRecord: 'read', unnamed: { area: 'ledger', action: 'read' } },
    method: 'GET',
    path: '/history/',
    query: HistoryQuery,
    data: z.array(HistoryRecord),
    counter: 'totalCount',
  },
  // Extension `changes`: every change after a seq, in order, waiting up to `wait` seconds for one (long polling).
  'changes.index': {
    right: { open: 'kinds and uids of what changed, never their contents: every screen follows it' },
    method: 'GET',
    path: '/changes/',
    query: ChangesQuery,
    data: z.array(Change),
  },
  'changes.head': {
    right: { open: 'where the change feed stands' },
    method: 'GET',
    path: '/changes/head',
    query: NoQuery,
    data: ChangesHead,
  },
  // Who else is here: the people connected now and what they have open (docs/office.md, "Live changes and presence").
  'presence.index': {
    right: { open: 'who is connected now: every person of the company sees it' },
    method: 'GET',
    path: '/presence/',
    query: NoQuery,
    data: z.array(PresenceEntry),
  },
  'presence.update': {
    right: { open: 'a person says what they have open' },
    method: 'POST',
    path: '/presence',
    body: PresenceBody,
    data: z.array(PresenceEntry),
  },
} as const satisfies Record<string, Endpoint>;

/** Name of an API operation. */
export type EndpointName = keyof typeof ENDPOINTS;

/** The path's parameters: the record's uid where the path has one. */
export interface EndpointParams {
  uid?: string;
}

/** Fills `{uid}` in an endpoint path. */
export function endpointPath(name: EndpointName, params: EndpointParams = {}): string {
  const path: string = ENDPOINTS[name].path;
  return path.replace('{uid}', () => {
    const uid = Uid.parse(params.uid);
    return encodeURIComponent(uid);
  });
}
