import {
  areaOfType,
  DOCUMENT_TYPES,
  PAYMENT_TYPES,
  LISTED_AREAS,
  rightKey,
  Uid,
  type EndpointRight,
  type Right,
  type RightAction,
  type RightArea,
} from '../../shared/api/index.js';
import { ServiceError } from '../service-error.js';
import type { ListScope } from '../ledger/documents/index-pages.js';
import type { Db, User } from '../ledger/types.js';

/**
 * The check of the right each endpoint declares (shared/api/endpoints.ts; docs/service-behaviour.md,
 * "Tokens and rights"), made before a request changes anything or answers anything of a record.
 */

const ACTION_WORDS: { readonly [A in RightAction]: string } = {
  read: 'read',
  edit: 'edit drafts of',
  post: 'post',
  unpost: 'unpost',
  delete: 'delete',
};

const AREA_WORDS: { readonly [A in RightArea]: string } = {
  sales: 'sales',
  purchases: 'purchases',
  stockMoves: 'stock moves',
  manufacture: 'manufacture',
  bank: 'payments and the bank',
  cash: 'cash',
  directories: 'directories',
  ledger: 'the chart and manual operations',
  reports: 'reports',
  taxInvoices: 'tax invoices',
  period: 'the closed period',
  settings: 'settings and money accounts',
  people: 'people and their rights',
};

/** The 403 for a missing right: its words, and `data.right` for a client (`{ area, action }`), with the store where it is a store's. */
export function missingRight(right: Right, store?: string): ServiceError {
  const where = store === undefined ? '' : ` in store ${store}`;
  return new ServiceError(
    'FORBIDDEN',
    `your role has no right to ${ACTION_WORDS[right.action]} ${AREA_WORDS[right.area]}${where} (${rightKey(right)})`,
    { right: { ...right, key: rightKey(right) }, ...(store === undefined ? {} : { store }) },
  );
}

/** Whether `user` holds `right` at all (in some store, where it is store-limited). */
export const holds = (user: User, right: Right): boolean => user.rights.has(rightKey(right));

/** The stores `user` is limited to in `area`, or null where they work in every store. */
export function storesOfLimit(user: User, area: RightArea): readonly string[] | null {
  return user.stores !== null && user.storeLimited.includes(area) ? user.stores : null;
}

/** Refuses (403) a user without `right`, or without it in one of `stores` (the stores a record names). */
export function requireRight(user: User, right: Right, stores: readonly (string | null)[] = []): void {
  if (!holds(user, right)) throw missingRight(right);
  if (user.stores === null || !user.storeLimited.includes(right.area)) return;
  const outside = stores.find((store) => store !== null && !user.stores?.includes(store));
  if (outside !== undefined && outside !== null) throw missingRight(right, outside);
}

/** The parts of a request the check reads: path parameters, query and body, parsed. */
export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

const refUid = (ref: unknown): string | null => {
  const uid = typeof ref === 'string' ? ref : field(ref, 'uid');
  return typeof uid === 'string' ? uid : null;
};

/** The stored document, payment or operation a request names by its `uid`, with the stores it names. */
async function storedRecordOf(db: Db, uid: string) {
  // The history is asked by an account's code too; PostgreSQL refuses to compare that with a uuid column.
  if (!Uid.safeParse(uid).success) return undefined;
  return db.selectFrom('documents').select(['type', 'store_in', 'store_out']).where('uid', '=', uid).executeTakeFirst();
}

/** What a record-kind right resolves to: the areas of the record as sent and as stored, and the stores each names. */
async function recordAreas(db: Db, parts: RequestParts): Promise<{ areas: RightArea[]; stores: (string | null)[] }> {
  const uid = refUid(field(parts.params, 'uid')) ?? refUid(field(parts.body, 'uid')) ?? refUid(field(parts.query, 'uid'));
  const areas: RightArea[] = [];
  const stores: (string | null)[] = [];
  // The stores a body sends count whether or not it sends the type: moving a document to another store is saving it for that one.
  stores.push(refUid(field(parts.body, 'storeIn')), refUid(field(parts.body, 'storeOut')));
  const sentType = field(parts.body, 'type');
  if (typeof sentType === 'string') {
    const area = areaOfType(sentType);
    if (area) areas.push(area);
  }
  if (uid !== null) {
    const stored = await storedRecordOf(db, uid);
    const area = stored ? areaOfType(stored.type) : null;
    if (stored && area) {
      areas.push(area);
      stores.push(stored.store_in, stored.store_out);
    }
  }
  return { areas: [...new Set(areas)], stores };
}

/** The action a record's right names: for `done`, posting or unposting as the body says. */
const actionOf = (action: RightAction | 'done', body: unknown): RightAction =>
  action === 'done' ? (field(body, 'done') === false ? 'unpost' : 'post') : action;

/** A request's right to check: what its endpoint declares, who asks, and what they sent. */
export interface EndpointRightCheck {
  /** The right the endpoint declares. */
  right: EndpointRight;
  /** Who asks. */
  user: User;
  /** What they sent, parsed. */
  parts: RequestParts;
}

/** Refuses (403) a request whose user lacks the right its endpoint declares; resolves a record's area from the body and the stored record. */
export async function requireEndpointRight(db: Db, { right, user, parts }: EndpointRightCheck) {
  if ('open' in right) return;
  if ('area' in right) return requireRight(user, right);
  if ('ofList' in right) {
    const areas: readonly RightArea[] = LISTED_AREAS[right.ofList];
    if (!areas.some((area) => holds(user, { area, action: 'read' }))) throw missingRight({ area: areas[0] ?? 'sales', action: 'read' });
    return;
  }
  if ('fields' in right) {
    const sent = Object.keys(typeof parts.body === 'object' && parts.body !== null ? parts.body : {}).filter((key) => key !== 'version');
    for (const key of sent) {
      const own = Object.hasOwn(right.fields, key) ? right.fields[key] : undefined;
      if (own && field(parts.body, key) === false) continue;
      requireRight(user, own ?? right.others);
    }
    return;
  }
  const action = actionOf(right.ofRecord, parts.body);
  const { areas, stores } = await recordAreas(db, parts);
  if (areas.length === 0 && right.unnamed) return requireRight(user, right.unnamed);
  for (const area of areas) requireRight(user, { area, action }, stores);
}

const TYPES_OF = { document: DOCUMENT_TYPES, payment: PAYMENT_TYPES } as const;

/**
 * What of the documents' or payments' list `user` may see: the types whose area they read and, where
 * that area holds in their stores only, the documents naming no other store; undefined for all of it.
 */
export function listScopeOf(user: User, category: 'document' | 'payment'): ListScope | undefined {
  const readable = (type: string) => {
    const area = areaOfType(type);
    return area !== null && holds(user, { area, action: 'read' });
  };
  const all: readonly string[] = TYPES_OF[category];
  const types = all.filter(readable);
  const limited = user.stores === null ? [] : types.filter((type) => user.storeLimited.includes(areaOfType(type) ?? 'people'));
  if (types.length === all.length && limited.length === 0) return undefined;
  return { types, ...(limited.length > 0 && user.stores !== null ? { storeLimited: { types: limited, stores: user.stores } } : {}) };
}
