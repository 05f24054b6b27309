import { Decimal } from '../../shared/api/money.js';
import { PAYMENT_TYPES, type PaymentType } from '../../shared/api/document-types.js';
import { PAYMENT_PROFILES } from '../../shared/api/posting-profiles.js';
import { firstError } from '../support/api-assertions.js';
import type { DocumentFields, Envelope, PaymentFields } from '../support/api-replies.js';
import { at } from '../support/checked.js';
import { uid, type ApiClient, type Reply } from '../support/test-service.js';

/** The days a property run puts its documents on: a short range, so dates collide and back-dating is common. */
export const DAYS = ['2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05'];

/** VAT codes the generators pick from, with their rates. */
export const VAT_RATES = { '20': 20, '7': 7, '0': 0, none: 0 } as const;
export type GenVatCode = keyof typeof VAT_RATES;

/** A line as the generators describe it: an index into the world's entities, qty and price as exact text. */
export interface LineSpec {
  e: number;
  qty: string;
  price: string;
}
/** A manufacture product line: a sum of "0" means none is sent, so costs split by quantity. */
export interface ProductSpec {
  e: number;
  qty: string;
  sum: string;
}
interface Trade {
  vat: GenVatCode;
  vatInPrice: boolean;
  agent: number;
}

/** One document of a run, as plain data so fast-check can shrink it. Indices are taken modulo the world's sizes. */
export type DocSpec =
  | ({ kind: 'receipt'; day: number; store: number; lines: LineSpec[] } & Trade)
  | ({ kind: 'sale' | 'supplierReturn'; day: number; store: number; lines: LineSpec[] } & Trade)
  | { kind: 'writeOff'; day: number; store: number; lines: LineSpec[] }
  | { kind: 'move'; day: number; store: number; to: number; lines: LineSpec[] }
  | { kind: 'manufacture'; day: number; store: number; to: number; materials: LineSpec[]; service: string; products: ProductSpec[] }
  | ({ kind: 'customerReturn'; day: number; store: number; parent: number | null; lines: LineSpec[] } & Trade)
  | { kind: 'payment'; type: SettlingPaymentType; day: number; agent: number; sum: string };

/** The payment types that settle with a counterparty, refunds among them: the ones a run generates. */
export type SettlingPaymentType = Exclude<PaymentType, 'otherOut' | 'otherIn' | 'transfer'>;
export const SETTLING_PAYMENT_TYPES = PAYMENT_TYPES.filter(
  (type): type is SettlingPaymentType => PAYMENT_PROFILES[type].settlement !== null,
);

/**
 * A step of a run: create a document (and maybe post it), flip the posted flag of an earlier one,
 * or link a customer return to a sale (or unlink it: parent null), posted or not.
 */
export type Action =
  { op: 'create'; doc: DocSpec; post: boolean } | { op: 'toggle'; target: number } | { op: 'link'; child: number; parent: number | null };

/** How many of each record a world has. */
export interface WorldSize {
  stores: number;
  goods: number;
  agents: number;
}

/** The records one run owns: fresh uids, so runs sharing the worker's database never see each other. */
export interface World {
  stores: string[];
  goods: string[];
  service: string;
  agents: string[];
}

/** A document the run created, with the posted flag the service last confirmed. */
export interface RunDoc {
  uid: string;
  spec: DocSpec;
  type: string;
  date: string;
  done: boolean;
  parent: string | null;
}

const must = async <D>(reply: Promise<Reply<Envelope<D>>>): Promise<D> => {
  const r = await reply;
  if (r.status !== 200) throw new Error(`refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/**
 * Creates the stores, goods, one service and agents of a world. With `material`, the second good is a
 * material, so a world of three goods holds one of each stock kind.
 */
export async function createWorld(api: ApiClient, size: WorldSize, opts: { material?: boolean } = {}): Promise<World> {
  const make = async (path: '/store/update' | '/entity/update' | '/agent/update', n: number, body: (i: number) => object) => {
    const uids: string[] = [];
    for (let i = 0; i < n; i++) uids.push((await must(api.post(path, { uid: uid(), ...body(i) }))).uid);
    return uids;
  };
  return {
    stores: await make('/store/update', size.stores, (i) => ({ name: `Склад ${i}` })),
    // Every kind but service holds stock; the third good is a product so both kinds take part.
    goods: await make('/entity/update', size.goods, (i) => ({ name: `Товар ${i}`, unit: 'кг', kind: goodsKind(i, opts.material) })),
    service: (await must(api.post('/entity/update', { uid: uid(), name: 'Послуга', kind: 'service' }))).uid,
    agents: await make('/agent/update', size.agents, (i) => ({ name: `Контрагент ${i}` })),
  };
}

/** The kind of the world's good `i`: the third a product, the second a material when asked for. */
const goodsKind = (i: number, material = false) => (i === 2 ? 'product' : i === 1 && material ? 'material' : 'goods');

const TYPE_OF: Record<Exclude<DocSpec['kind'], 'payment'>, string> = {
  receipt: 'waybillIn',
  sale: 'waybillOut',
  supplierReturn: 'waybillRetIn',
  writeOff: 'inventoryWriteOff',
  move: 'inventoryMove',
  manufacture: 'manufacture',
  customerReturn: 'waybillRetOut',
};

/** The service's type code of a spec. */
const typeOf = (spec: DocSpec): string => (spec.kind === 'payment' ? spec.type : TYPE_OF[spec.kind]);

/** An entity index resolved in the world: the last index past the goods is the service. */
export const entityOf = (w: World, e: number): string => {
  const i = e % (w.goods.length + 1);
  return i === w.goods.length ? w.service : at(w.goods, i);
};
/** A store index resolved in the world. */
export const storeOf = (w: World, s: number): string => at(w.stores, s % w.stores.length);
/** The destination store of a move: never the source. */
export const moveTarget = (w: World, from: number, to: number): string =>
  at(w.stores, ((from % w.stores.length) + 1 + (to % (w.stores.length - 1))) % w.stores.length);
/** An agent index resolved in the world. */
const agentOf = (w: World, a: number): string => at(w.agents, a % w.agents.length);
/** The date of a spec's day index. */
export const dateOf = (day: number): string => at(DAYS, day % DAYS.length);

/** Goods only (no service), distinct, for manufacture lines where entities must not repeat. */
function distinctGoods<T extends { e: number }>(w: World, lines: T[]): (T & { uid: string })[] {
  const taken = new Set<string>();
  const out: (T & { uid: string })[] = [];
  for (const line of lines) {
    const entity = at(w.goods, line.e % w.goods.length);
    if (taken.has(entity)) continue;
    taken.add(entity);
    out.push({ ...line, uid: entity });
  }
  return out;
}

/**
 * The lines a manufacture spec really sends: no entity twice among lines of one kind (a posting
 * rule), but a product may also be a material, which the service writes off before it receives.
 */
export function manufactureLines(w: World, spec: Extract<DocSpec, { kind: 'manufacture' }>) {
  return { products: distinctGoods(w, spec.products), materials: distinctGoods(w, spec.materials) };
}

/** The body of /document/update or /paydocument/update for a spec; `no` is fixed so FIFO ties break the same way in every world. */
function bodyOf(w: World, spec: DocSpec, no: string): DocumentFields | PaymentFields {
  const date = dateOf(spec.day);
  if (spec.kind === 'payment') return { type: spec.type, date, no, sum: spec.sum, agent: { uid: agentOf(w, spec.agent) } };
  const base = { type: typeOf(spec), date, no };
  const lines = (ls: LineSpec[]) => ls.map((l) => ({ entity: { uid: entityOf(w, l.e) }, qty: l.qty, price: l.price }));
  const trade = (t: Trade) => ({ agent: { uid: agentOf(w, t.agent) }, vatCode: t.vat, vatInPrice: t.vatInPrice });
  switch (spec.kind) {
    case 'receipt':
      return { ...base, ...trade(spec), storeIn: { uid: storeOf(w, spec.store) }, details: lines(spec.lines) };
    case 'customerReturn':
      // Without a basis a return comes back at the unit cost on its line: here its price.
      return {
        ...base,
        ...trade(spec),
        storeIn: { uid: storeOf(w, spec.store) },
        details: spec.lines.map((l) => ({ entity: { uid: entityOf(w, l.e) }, qty: l.qty, price: l.price, unitCost: l.price })),
      };
    case 'sale':
    case 'supplierReturn':
      return { ...base, ...trade(spec), storeOut: { uid: storeOf(w, spec.store) }, details: lines(spec.lines) };
    case 'writeOff':
      return { ...base, storeOut: { uid: storeOf(w, spec.store) }, details: lines(spec.lines) };
    case 'move':
      return {
        ...base,
        storeOut: { uid: storeOf(w, spec.store) },
        storeIn: { uid: moveTarget(w, spec.store, spec.to) },
        details: lines(spec.lines),
      };
    case 'manufacture': {
      const { products, materials } = manufactureLines(w, spec);
      return {
        ...base,
        storeOut: { uid: storeOf(w, spec.store) },
        storeIn: { uid: storeOf(w, spec.to) },
        details: [
          ...products.map((p) => ({
            kind: 'product' as const,
            entity: { uid: p.uid },
            qty: p.qty,
            ...(p.sum === '0' ? {} : { sum: p.sum }),
          })),
          ...materials.map((m) => ({ kind: 'material' as const, entity: { uid: m.uid }, qty: m.qty, price: m.price })),
          { kind: 'material' as const, entity: { uid: w.service }, qty: 1, sum: spec.service },
        ],
      };
    }
  }
}

/** Outcome of a post or unpost: accepted, or refused with the status and error code. */
export interface Outcome {
  ok: boolean;
  status: number;
  code: string;
}

/** The stable code that starts an error string. */
const codeOf = (error: string): string => error.slice(0, Math.max(0, error.indexOf(':')));

/** Posts or unposts; a refusal is returned, not thrown, because properties expect some (422 short stock, 409 posted child). */
export async function setDone(api: ApiClient, doc: Pick<RunDoc, 'uid' | 'done'>, done: boolean): Promise<Outcome> {
  const r = await api.post('/document/setdone', { uid: doc.uid, done });
  if (r.status === 200) doc.done = r.body.data.done;
  else if (![409, 422].includes(r.status)) throw new Error(`setdone ${done} answered ${r.status} ${JSON.stringify(r.body)}`);
  return { ok: r.status === 200, status: r.status, code: r.status === 200 ? '' : codeOf(firstError(r.body)) };
}

/**
 * A customer return as a client makes it on its sale (docs/service-behaviour.md, "Returns from
 * customers"): the sale's customer, no earlier than the sale, and of the sale's lines no more than each
 * sold. Returns of one sale may still come to more than it sold together, which posting refuses.
 */
function returnOfSale(spec: Extract<DocSpec, { kind: 'customerReturn' }>, sale: RunDoc): DocSpec {
  const sold = sale.spec;
  if (sold.kind !== 'sale') return spec;
  const lines = sold.lines.slice(0, Math.max(1, spec.lines.length)).map((l, i) => {
    const asked = spec.lines[i];
    const qty = asked && new Decimal(asked.qty).lessThan(l.qty) ? asked.qty : l.qty;
    return { e: l.e, qty, price: asked?.price ?? l.price };
  });
  return { ...spec, agent: sold.agent, day: Math.max(spec.day % DAYS.length, sold.day % DAYS.length), lines };
}

/** Creates a document of a run unposted (linking a customer return to a sale it names) and records it. */
export async function createDoc(api: ApiClient, w: World, docs: RunDoc[], asked: DocSpec): Promise<RunDoc> {
  const no = `P-${docs.length + 1}`;
  const sales = docs.filter((d) => d.type === 'waybillOut');
  const parent =
    asked.kind === 'customerReturn' && asked.parent !== null && sales.length > 0 ? at(sales, asked.parent % sales.length) : undefined;
  const spec = parent && asked.kind === 'customerReturn' ? returnOfSale(asked, parent) : asked;
  const path = spec.kind === 'payment' ? '/paydocument/update' : '/document/update';
  const data = await must(api.post(path, { uid: uid(), ...bodyOf(w, spec, no) }));
  if (parent) await must(api.post('/document/linkto', { uid: data.uid, parent: parent.uid }));
  // The date comes from the spec, not the reply: the model must not take the service's word for it.
  const doc: RunDoc = {
    uid: data.uid,
    spec,
    type: typeOf(spec),
    date: dateOf(spec.day),
    done: false,
    parent: parent?.uid ?? null,
  };
  docs.push(doc);
  return doc;
}

/** Runs one action; returns the post or unpost outcome, or null when nothing was posted or unposted. */
export async function runAction(
  api: ApiClient,
  w: World,
  docs: RunDoc[],
  action: Action,
): Promise<{ doc: RunDoc; outcome: Outcome } | null> {
  if (action.op === 'create') {
    const doc = await createDoc(api, w, docs, action.doc);
    return action.post ? { doc, outcome: await setDone(api, doc, true) } : null;
  }
  if (action.op === 'link') {
    const returns = docs.filter((d) => d.type === 'waybillRetOut');
    const sales = docs.filter((d) => d.type === 'waybillOut');
    if (returns.length === 0 || (action.parent !== null && sales.length === 0)) return null;
    const child = at(returns, action.child % returns.length);
    const parent = action.parent === null ? null : at(sales, action.parent % sales.length).uid;
    // A posted return keeps its basis (409), and a sale of another customer is no basis (422).
    const reply = await api.post('/document/linkto', { uid: child.uid, parent });
    if (reply.status === 200) child.parent = parent;
    else if (![409, 422].includes(reply.status)) throw new Error(`linkto answered ${reply.status} ${JSON.stringify(reply.body)}`);
    return null;
  }
  if (docs.length === 0) return null;
  const doc = at(docs, action.target % docs.length);
  return { doc, outcome: await setDone(api, doc, !doc.done) };
}

/** qty × price rounded half up to kopecks, computed here rather than trusted from the service. */
export const lineSumOf = (qty: string, price: string): Decimal => new Decimal(qty).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
