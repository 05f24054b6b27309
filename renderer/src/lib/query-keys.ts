/**
 * Every react-query key of the renderer, one factory per resource (docs/desktop-app.md, "Data
 * loading and caching"). Keys nest: `documents.all` is a prefix of every documents key and
 * `documents.one(uid)` of everything read about that one document, so invalidating a prefix reaches
 * every query below it. A hook never writes a key by hand.
 */
import type { DirectoryKind } from './record-rules.js';

/** What a report or a list was asked with: any plain object of its parameters (part of the key, compared by value). */
type Args = object | null;

const documents = {
  all: ['documents'] as const,
  /** Every list of documents: the index pages and the invoices offered for a link. */
  lists: ['documents', 'list'] as const,
  page: (filter: Args, page: number) => ['documents', 'list', 'page', filter, page] as const,
  invoicesOf: (agentUid: string | null, date: string) => ['documents', 'list', 'invoices-of', agentUid, date] as const,
  /** A customer's posted delivery notes and acts, which a return may be based on. */
  salesOf: (agentUid: string | null, date: string) => ['documents', 'list', 'sales-of', agentUid, date] as const,
  /** Everything read about one document (or payment document): itself, its links. */
  one: (uid: string) => ['documents', 'one', uid] as const,
  /** The entries a posted document or payment wrote: under `one(uid)`, so a post or unpost reads them anew. */
  entries: (uid: string) => ['documents', 'one', uid, 'entries'] as const,
  asParentInvoice: (uid: string | null) => ['documents', 'one', uid, 'as-parent-invoice'] as const,
  asReturnBasis: (uid: string | null) => ['documents', 'one', uid, 'as-return-basis'] as const,
  related: ({ uid, parentUid, agentUid, date }: { uid: string; parentUid: string | null; agentUid: string | null; date: string }) =>
    ['documents', 'one', uid, 'related', parentUid, agentUid, date] as const,
  /** The last price goods were bought at: under `documents`, so a posting reads it anew. */
  purchasePrice: (entityUid: string, agentUid: string | null, date: string) =>
    ['documents', 'purchase-price', entityUid, agentUid, date] as const,
};

const payments = {
  all: ['payments'] as const,
  lists: ['payments', 'list'] as const,
  page: (filter: Args, page: number) => ['payments', 'list', 'page', filter, page] as const,
};

const dashboard = {
  all: ['dashboard'] as const,
  unposted: (today: string) => ['dashboard', 'unposted', today] as const,
  invoices: (today: string) => ['dashboard', 'invoices', today] as const,
  balance: ['dashboard', 'balance'] as const,
  overdue: (today: string) => ['dashboard', 'overdue', today] as const,
};

const reports = {
  all: ['reports'] as const,
  warehouseBalance: (args: Args) => ['reports', 'warehouseBalance', args] as const,
  storeStock: (storeUid: string | null) => ['reports', 'warehouseBalance', 'store-stock', storeUid] as const,
  agentTurnover: (args: Args) => ['reports', 'agentTurnover', args] as const,
  aging: (args: Args) => ['reports', 'aging', args] as const,
  /** The ОСВ of a run, and (with `account` and `by`) one account unfolded by an analytic. */
  trialBalance: (args: Args) => ['reports', 'trialBalance', args] as const,
  accountCard: (args: Args) => ['reports', 'accountCard', args] as const,
  accountAnalysis: (args: Args) => ['reports', 'accountAnalysis', args] as const,
  statements: (args: Args) => ['reports', 'statements', args] as const,
  moneyBalances: (args: Args) => ['reports', 'moneyBalances', args] as const,
  /** What closing a month would write, and its close: under `reports`, so a posting reads it anew. */
  monthClose: (month: string | null) => ['reports', 'monthClose', month] as const,
  statementsPdf: (args: Args) => ['reports', 'statementsPdf', args] as const,
  reconciliation: (args: Args) => ['reports', 'reconciliation', args] as const,
  reconciliationPdf: (args: Args) => ['reports', 'reconciliationPdf', args] as const,
  stockMoves: (target: Args) => ['reports', 'drill', 'stock', target] as const,
  /** The unit cost goods last came in at, which a return without a basis offers: under `reports`, so a posting reads it anew. */
  lastCost: (entityUid: string, storeUid: string | null, date: string) => ['reports', 'lastCost', entityUid, storeUid, date] as const,
  agentActivity: (target: Args) => ['reports', 'drill', 'agent', target] as const,
  /** The saved runs the offline cache holds. */
  cached: ['reports', 'cached'] as const,
};

const directory = {
  all: ['directory'] as const,
  /** Everything read from one directory: its records, its pick lists and options, the import's comparison. */
  of: (kind: DirectoryKind) => ['directory', kind] as const,
  agents: ['directory', 'agents', 'records'] as const,
  agentsWithCode: (code: string) => ['directory', 'agents', 'code', code] as const,
  entities: ['directory', 'entities', 'records'] as const,
  stores: ['directory', 'stores', 'records'] as const,
  contracts: (agentUid: string | null) => ['directory', 'contracts', 'records', agentUid ?? 'all'] as const,
  /** An agent's contracts as the act of reconciliation offers them. */
  contractsOfAgent: (agentUid: string) => ['directory', 'contracts', 'of-agent', agentUid] as const,
  /** Every record of a directory for the editors' type-ahead. */
  options: (kind: Exclude<DirectoryKind, 'contracts'>) => ['directory', kind, 'options'] as const,
  contractOptions: (agentUid: string | null) => ['directory', 'contracts', 'options', agentUid] as const,
  /** Names and uids of a directory for the reports' choices. */
  pick: (kind: 'agents' | 'stores') => ['directory', kind, 'pick'] as const,
  importExisting: (kind: DirectoryKind) => ['directory', kind, 'import-existing'] as const,
  /** The chart of accounts, whole: its screen and the goods editor's choice of account. */
  accounts: ['directory', 'accounts'] as const,
  /** One account's entries and balance, read when the user deactivates it. */
  accountStanding: (code: string) => ['directory', 'accounts', 'standing', code] as const,
  /** Our bank accounts and cash desks: the payments' choice and their screen. */
  moneyAccounts: ['directory', 'money-accounts'] as const,
  /** The account of each role the entries take: «Рахунки обліку» and the editors' prefills. */
  accountRoles: ['directory', 'account-roles'] as const,
};

/** The query keys, one factory per resource. */
export const queryKeys = {
  connections: ['connections'] as const,
  /** The person at this PC, whose name local companies record in the history. */
  person: ['person'] as const,
  serviceInfo: ['service-info'] as const,
  company: {
    settings: ['company', 'settings'] as const,
    tokens: ['company', 'tokens'] as const,
    /** Whether this PC serves the selected company to the office, and where. */
    sharing: ['company', 'sharing'] as const,
  },
  documents,
  payments,
  dashboard,
  reports,
  directory,
  /** Manual operations of the general ledger: their lists by period, and each one. */
  operations: {
    all: ['operations'] as const,
    lists: ['operations', 'list'] as const,
    list: (args: Args) => ['operations', 'list', args] as const,
    one: (uid: string) => ['operations', 'one', uid] as const,
  },
  bank: {
    all: ['bank'] as const,
    openInvoices: (agentUids: readonly string[]) => ['bank', 'open-invoices', agentUids] as const,
  },
  history: (uid: string) => ['history', uid] as const,
  pdf: {
    all: ['pdf'] as const,
    ofDocument: (uid: string, form: string) => ['pdf', uid, form] as const,
  },
  printers: ['printers'] as const,
  /** Who is connected to the company now and what each has open. */
  presence: ['presence'] as const,
};

/** Keys of mutations another part of the app waits for. */
export const mutationKeys = {
  /**
   * Making a new company and writing its requisites: the company is current, and its settings empty,
   * between the two steps, when the question whether it pays VAT (app/VatPayerDialog.tsx) must wait.
   */
  companyCreation: ['company-creation'] as const,
};

/** A react-query query, by its key. */
export interface KeyedQuery {
  queryKey: readonly unknown[];
}

/** Whether a query holds data of the current company (everything but the list of connections). */
export const isCompanyQuery = (query: KeyedQuery): boolean => query.queryKey[0] !== queryKeys.connections[0];
