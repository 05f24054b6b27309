import type { Transaction } from 'kysely';
import {
  Decimal,
  computeVat,
  lineSum,
  roundMoney,
  sumDecimals,
  usesVat,
  type DocumentType,
  type DocumentUpdateBody,
  type PaymentType,
} from '../../shared/api/index.js';
import { updateDocument } from '../ledger/documents/documents.js';
import { linkTo } from '../ledger/documents/links.js';
import { updatePayment } from '../ledger/documents/payments.js';
import { setDone } from '../ledger/documents/posting.js';
import type { User } from '../ledger/types.js';
import type { Database } from '../database/schema.js';
import type { DemoAgent } from './demo-agents.js';
import type { DemoEntity } from './demo-catalogue.js';
import { ALL_RIGHTS } from '../auth.js';
import type { DemoDirectories, DemoStore } from './demo-directories.js';
import type { DemoRandom } from './demo-random.js';
import type { CompanyContext } from '../ledger/context.js';

/** The seeding acts as a user with every right. */
const DEMO_USER: User = { id: 0, name: 'demo', ...ALL_RIGHTS };

/** A line as the generator thinks of it. */
export interface DemoLine {
  entity: DemoEntity;
  qty: Decimal;
  price: Decimal;
  kind?: 'product' | 'material';
}

/** A posted document that moved stock, kept so a later return can refer to it. */
export interface StockDocument {
  uid: string;
  date: string;
  store: DemoStore;
  agent: DemoAgent;
  lines: DemoLine[];
  vatInPrice: boolean;
  returned: boolean;
}

/**
 * What the generator knows while it writes: quantities on hand per store, tracked exactly as the
 * ledger will post them, so an issue never asks for more than is there.
 */
export class StockBook {
  private readonly qty = new Map<string, Decimal>();
  private key = (store: DemoStore, entity: DemoEntity) => `${store.uid}|${entity.uid}`;
  available(store: DemoStore, entity: DemoEntity): Decimal {
    return this.qty.get(this.key(store, entity)) ?? new Decimal(0);
  }
  add(store: DemoStore, entity: DemoEntity, qty: Decimal): void {
    this.qty.set(this.key(store, entity), this.available(store, entity).plus(qty));
  }
  take(store: DemoStore, entity: DemoEntity, qty: Decimal): void {
    const left = this.available(store, entity).minus(qty);
    if (left.isNegative()) throw new Error(`demo generator overdrew ${entity.name} in ${store.name}`);
    this.qty.set(this.key(store, entity), left);
  }
}

/** The generator's state for one seeding run. */
export interface DemoContext {
  trx: Transaction<Database>;
  /** The company's context, for the ledger's writes. */
  context: CompanyContext;
  rnd: DemoRandom;
  dirs: DemoDirectories;
  stock: StockBook;
  receipts: StockDocument[];
  shipments: StockDocument[];
}

/** Sum, VAT and total of lines, computed the way the ledger does. */
export function totalsOf(lines: DemoLine[], vatInPrice = false) {
  const sum = sumDecimals(lines.map((l) => lineSum(l.qty, l.price)));
  return { sum, ...computeVat(sum, '20', vatInPrice) };
}

export interface DemoQtyOptions {
  min: number;
  max: number;
}

/** A quantity for an entity: whole for pieces and packs, sometimes with a half for weights and lengths. */
export function demoQty(rnd: DemoRandom, entity: DemoEntity, { min, max }: DemoQtyOptions): Decimal {
  const whole = new Decimal(rnd.int(min, max));
  return ['кг', 'м', 'л'].includes(entity.unit) && rnd.chance(0.3) ? whole.plus('0.5') : whole;
}

/** At most `wanted`, at most what is on hand, in whole units when the unit is counted. */
export function issuable(entity: DemoEntity, wanted: Decimal, available: Decimal): Decimal {
  const qty = Decimal.min(wanted, available);
  return ['шт', 'уп'].includes(entity.unit) ? qty.floor() : qty;
}

/** A price as a share (in percent) of another, rounded to kopecks. */
export function percentOf(price: Decimal, percent: number): Decimal {
  return roundMoney(price.times(percent).dividedBy(100));
}

interface DocumentSpec {
  type: DocumentType;
  date: string;
  agent?: DemoAgent;
  storeIn?: DemoStore;
  storeOut?: DemoStore;
  lines: DemoLine[];
  vatInPrice?: boolean;
  memo?: string;
}

/** Creates a document through the ledger and returns its uid and number. */
export async function createDocument(ctx: DemoContext, spec: DocumentSpec): Promise<{ uid: string; no: string }> {
  const body: DocumentUpdateBody = {
    uid: ctx.rnd.uid(),
    type: spec.type,
    date: spec.date,
    memo: spec.memo ?? '',
    details: spec.lines.map((l) => ({
      uid: ctx.rnd.uid(),
      entity: { uid: l.entity.uid },
      qty: l.qty,
      price: l.price,
      ...(l.kind ? { kind: l.kind } : {}),
    })),
  };
  if (usesVat(spec.type)) {
    body.vatCode = '20';
    body.vatInPrice = spec.vatInPrice ?? false;
  }
  if (spec.agent) {
    body.agent = { uid: spec.agent.uid };
    const contract = ctx.dirs.contractOf.get(spec.agent.uid);
    if (contract) body.contract = { uid: contract };
  }
  if (spec.storeIn) body.storeIn = { uid: spec.storeIn.uid };
  if (spec.storeOut) body.storeOut = { uid: spec.storeOut.uid };
  const doc = await updateDocument(ctx.trx, ctx.context, body);
  return { uid: doc.uid, no: doc.no };
}

/** Posts a document or payment document. */
export async function post(ctx: DemoContext, uid: string): Promise<void> {
  await setDone(ctx.trx, ctx.context, { body: { uid, done: true }, user: DEMO_USER });
}

/** Makes `parent` the parent of `child`. */
export async function link(ctx: DemoContext, child: string, parent: string): Promise<void> {
  await linkTo(ctx.trx, ctx.context, { uid: child, parent });
}

/** A payment of the demo company, posted unless said otherwise. */
export interface DemoPayment {
  type: PaymentType;
  date: string;
  agent: DemoAgent;
  sum: Decimal;
  memo: string;
  parent?: string;
  posted?: boolean;
}

/** Creates a payment document, links it to `parent` and posts it unless told not to. */
export async function pay(ctx: DemoContext, spec: DemoPayment): Promise<void> {
  const payment = await updatePayment(ctx.trx, ctx.context, {
    uid: ctx.rnd.uid(),
    type: spec.type,
    date: spec.date,
    agent: { uid: spec.agent.uid },
    sum: spec.sum,
    memo: spec.memo,
  });
  if (spec.parent) await link(ctx, payment.uid, spec.parent);
  if (spec.posted ?? true) await post(ctx, payment.uid);
}

/** Agents of a role. */
export function agentsOf(ctx: DemoContext, role: DemoAgent['role']): DemoAgent[] {
  return ctx.dirs.agents.filter((a) => a.role === role);
}

export interface AssortmentOfOptions {
  kind: DemoEntity['kind'];
  bought?: boolean;
}

/** The share of entities one supplier sells: each entity has one usual supplier. */
export function assortmentOf(ctx: DemoContext, supplier: DemoAgent, { kind, bought = false }: AssortmentOfOptions): DemoEntity[] {
  const suppliers = agentsOf(ctx, supplier.role);
  const index = suppliers.indexOf(supplier);
  return ctx.dirs.entities.filter((e) => e.kind === kind && e.bought === bought).filter((_, i) => i % suppliers.length === index);
}
