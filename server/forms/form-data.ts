import type { AgentRecord, ContractRecord, DocumentRecord, EntityRecord, PayDocumentRecord, StoreRecord } from '../../shared/api/index.js';
import { postingProfileOf, type CompanySettings, type MoneyAccountKind, type RoleAccounts } from '../../shared/api/index.js';
import { readRoleAccounts } from '../ledger/accounts/account-roles.js';
import { readCompany } from '../company/settings.js';
import { DIRECTORIES, loadRecord } from '../ledger/directories/directories.js';
import { loadDocument } from '../ledger/documents/documents.js';
import { notFound } from '../ledger/errors.js';
import { ServiceError } from '../service-error.js';
import { loadPayment } from '../ledger/documents/payments.js';
import { moneyAccountKind } from '../ledger/money-accounts/money-accounts.js';
import type { Db } from '../ledger/types.js';

/** Everything a printed form of a document shows, read through the ledger. */
export interface DocumentFormData {
  category: 'document';
  document: DocumentRecord;
  company: CompanySettings;
  agent: AgentRecord | null;
  contract: ContractRecord | null;
  storeIn: StoreRecord | null;
  storeOut: StoreRecord | null;
  /** Entities of the lines by uid, for units and articles. */
  entities: Map<string, EntityRecord>;
}

/** Everything a printed form of a payment document shows. */
export interface PaymentFormData {
  category: 'payment';
  payment: PayDocumentRecord;
  company: CompanySettings;
  agent: AgentRecord | null;
  /** The invoice (or other document) the payment is linked to, for the purpose of payment. */
  parent: DocumentRecord | null;
  /** The kind of the money account it moves (a bank account when it names none), and of a transfer's receiving one. */
  moneyKind: MoneyAccountKind;
  toMoneyKind: MoneyAccountKind | null;
  /** The company's accounts of the roles its entries take: the correspondent account a cash order prints. */
  roles: RoleAccounts;
}

export type FormData = DocumentFormData | PaymentFormData;

const isNotFound = (error: unknown) => error instanceof ServiceError && error.code === 'NOT_FOUND';

async function loadOptional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function loadStore(db: Db, uid: string | undefined): Promise<StoreRecord | null> {
  if (!uid) return null;
  const [store] = await DIRECTORIES.stores.load(db, [uid]);
  return store ?? null;
}

async function loadAgent(db: Db, uid: string | undefined): Promise<AgentRecord | null> {
  return uid ? loadOptional(() => loadRecord(db, DIRECTORIES.agents, uid)) : null;
}

async function documentData(db: Db, document: DocumentRecord, company: CompanySettings): Promise<DocumentFormData> {
  const entityUids = [...new Set((document.details ?? []).map((l) => l.entity.uid))];
  const contractUid = document.contract?.uid;
  const [agent, contract, storeIn, storeOut, entities] = await Promise.all([
    loadAgent(db, document.agent?.uid),
    contractUid ? loadOptional(() => loadRecord(db, DIRECTORIES.contracts, contractUid)) : null,
    loadStore(db, document.storeIn?.uid),
    loadStore(db, document.storeOut?.uid),
    entityUids.length ? DIRECTORIES.entities.load(db, entityUids) : [],
  ]);
  return {
    category: 'document',
    document,
    company,
    agent,
    contract,
    storeIn,
    storeOut,
    entities: new Map(entities.map((e) => [e.uid, e])),
  };
}

/**
 * Reads a document or a payment document (they share one uid space) with the records its
 * printed forms show; 404 NOT_FOUND when neither exists.
 */
export async function loadFormData(db: Db, uid: string): Promise<FormData> {
  const company = await readCompany(db);
  const document = await loadOptional(() => loadDocument(db, null, { uid }));
  if (document) return documentData(db, document, company);
  const payment = await loadOptional(() => loadPayment(db, null, uid));
  if (!payment) throw notFound('document', uid);
  const parentUid = payment.parent?.uid;
  const [agent, parent, moneyKind, toMoneyKind, roles] = await Promise.all([
    loadAgent(db, payment.agent?.uid),
    parentUid ? loadOptional(() => loadDocument(db, null, { uid: parentUid })) : null,
    payment.moneyAccount ? moneyAccountKind(db, payment.moneyAccount.uid) : null,
    payment.toMoneyAccount ? moneyAccountKind(db, payment.toMoneyAccount.uid) : null,
    readRoleAccounts(db),
  ]);
  const kind = moneyKind ?? postingProfileOf(payment.type)?.money?.kind ?? 'bank';
  return { category: 'payment', payment, company, agent, parent, moneyKind: kind, toMoneyKind, roles };
}
