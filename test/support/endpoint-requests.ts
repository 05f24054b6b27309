import {
  ENDPOINTS,
  LISTED_AREAS,
  READY_ROLES,
  rightKey,
  type EndpointName,
  type EndpointRight,
  type ReadyRoleCode,
  type RightArea,
  type RightKey,
} from '../../shared/api/index.js';
import { fixtures, uid, type ApiClient } from './test-service.js';

/**
 * A real, valid request to every endpoint, made afresh each time from records of its own, so that a
 * request that goes through changes nothing the next one needs (docs/security.md, "Rights and roles"). Typed over
 * every endpoint name: an endpoint added to the table without its request here does not compile.
 */

/** One request to an endpoint, with the area of the record it names where the endpoint's right depends on it. */
export interface EndpointRequest {
  name: EndpointName;
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The area of the document, payment or operation the request names (an endpoint declaring `ofRecord`). */
  area?: RightArea;
}

/** What every request may build on: made once with every right. */
export interface RequestWorld {
  api: ApiClient;
  customer: string;
  goods: string;
  store: string;
  contract: string;
  mainBankAccount: string;
}

const PERIOD = { from: '2026-01-01', to: '2026-12-31' };

/** Makes the world the requests build on, with `api` holding every right. */
export async function requestWorld(api: ApiClient): Promise<RequestWorld> {
  const f = fixtures(api);
  const customer = (await f.agent('ТОВ «Покупець»')).uid;
  const goods = (await f.entity('Цегла', { unit: 'шт' })).uid;
  const store = (await f.store('Склад 1')).uid;
  // Goods in the store for every write-off a request posts.
  const supplier = (await f.agent('ТОВ «Постачальник»')).uid;
  const receipt = await f.document({
    type: 'waybillIn',
    date: '2026-01-02',
    vatCode: 'none',
    agent: { uid: supplier },
    storeIn: { uid: store },
    details: [{ entity: { uid: goods }, qty: 100_000, price: 1 }],
  });
  await f.post(receipt.uid);
  const contract = uid();
  await api.post('/contract/update', { uid: contract, name: 'Договір 1', agent: { uid: customer } });
  const accounts = (await api.get('/moneyaccount/index/')).body.data;
  const mainBankAccount = accounts.find((a) => a.kind === 'bank' && a.main)?.uid ?? '';
  return { api, customer, goods, store, contract, mainBankAccount };
}

type Draft = { uid: string; area: RightArea };

/** A draft of each kind the document endpoints are asked about: a sale and a stock move. */
async function documentDrafts(w: RequestWorld): Promise<Draft[]> {
  const f = fixtures(w.api);
  const lines = [{ entity: { uid: w.goods }, qty: 1, price: 10 }];
  const sale = await f.document({ type: 'invoice', date: '2026-05-04', vatCode: 'none', agent: { uid: w.customer }, details: lines });
  const move = await f.document({ type: 'inventoryWriteOff', date: '2026-05-04', storeOut: { uid: w.store }, details: lines });
  return [
    { uid: sale.uid, area: 'sales' },
    { uid: move.uid, area: 'stockMoves' },
  ];
}

/** A draft of each kind the payment endpoints are asked about: by bank and by cash. */
async function paymentDrafts(w: RequestWorld): Promise<Draft[]> {
  const f = fixtures(w.api);
  const bank = await f.payment({ type: 'payFromCustomer', date: '2026-05-04', sum: 12, agent: { uid: w.customer } });
  const cash = await f.payment({ type: 'cashIn', date: '2026-05-04', sum: 12, agent: { uid: w.customer } });
  return [
    { uid: bank.uid, area: 'bank' },
    { uid: cash.uid, area: 'cash' },
  ];
}

async function operationDraft(w: RequestWorld): Promise<string> {
  const op = uid();
  await w.api.post('/ledgeroperation/update', { uid: op, date: '2026-05-05', entries: [{ debit: '92', credit: '661', amount: 5 }] });
  return op;
}

/** A code of a sub-account of 361 no request has used: 361.1.1 to 361.999.999, taken in turn. */
let subAccounts = 0;
const newSubAccountCode = () => {
  subAccounts++;
  return `361.${Math.floor(subAccounts / 999) + 1}.${(subAccounts % 999) + 1}`;
};

/** A sub-account of 361 of its own. */
async function subAccount(w: RequestWorld): Promise<string> {
  const code = newSubAccountCode();
  await w.api.post('/account/update', { code: code.split('.').slice(0, 2).join('.'), name: 'Покупці: група' });
  await w.api.post('/account/update', { code, name: 'Покупці: окремий рахунок' });
  return code;
}

async function person(w: RequestWorld): Promise<string> {
  const name = `Людина ${uid().slice(0, 8)}`;
  await w.api.post('/company/tokens/add', { name, role: 'viewer' });
  return name;
}

type Build = (w: RequestWorld) => Promise<Omit<EndpointRequest, 'name' | 'method'>[]>;
const one =
  (request: (w: RequestWorld) => Omit<EndpointRequest, 'name' | 'method'>): Build =>
  (w) =>
    Promise.resolve([request(w)]);
const perDraft =
  (drafts: (w: RequestWorld) => Promise<Draft[]>, request: (d: Draft) => Omit<EndpointRequest, 'name' | 'method' | 'area'>): Build =>
  async (w) =>
    (await drafts(w)).map((d) => ({ ...request(d), area: d.area }));

/** The requests to each endpoint. */
export const ENDPOINT_REQUESTS: { readonly [N in EndpointName]: Build } = {
  'documents.index': one(() => ({ url: '/document/index/', query: PERIOD })),
  'documents.load': perDraft(documentDrafts, (d) => ({ url: `/document/load/${d.uid}` })),
  'documents.update': perDraft(documentDrafts, (d) => ({ url: '/document/update', body: { uid: d.uid, memo: 'змінено' } })),
  'documents.setDone': perDraft(documentDrafts, (d) => ({ url: '/document/setdone', body: { uid: d.uid, done: true } })),
  'documents.getDone': perDraft(documentDrafts, (d) => ({ url: `/document/getdone/${d.uid}` })),
  'documents.linkTo': perDraft(documentDrafts, (d) => ({ url: '/document/linkto', body: { uid: d.uid, parent: null } })),
  'documents.pdf': perDraft(documentDrafts, (d) => ({ url: `/document/pdf/${d.uid}` })),
  'documents.delete': perDraft(documentDrafts, (d) => ({ url: '/document/delete', body: { uid: d.uid } })),
  'documents.mark': perDraft(documentDrafts, (d) => ({ url: '/document/mark', body: { uid: d.uid, deletionMark: true } })),
  'documents.entries': perDraft(documentDrafts, (d) => ({ url: `/document/entries/${d.uid}` })),
  'payments.index': one(() => ({ url: '/paydocument/index/', query: PERIOD })),
  'payments.load': perDraft(paymentDrafts, (d) => ({ url: `/paydocument/load/${d.uid}` })),
  'payments.update': perDraft(paymentDrafts, (d) => ({ url: '/paydocument/update', body: { uid: d.uid, memo: 'змінено' } })),
  'payments.delete': perDraft(paymentDrafts, (d) => ({ url: '/paydocument/delete', body: { uid: d.uid } })),
  'moneyAccounts.index': one(() => ({ url: '/moneyaccount/index/' })),
  'moneyAccounts.load': one((w) => ({ url: `/moneyaccount/load/${w.mainBankAccount}` })),
  'moneyAccounts.update': one(() => ({ url: '/moneyaccount/update', body: { uid: uid(), name: 'Каса 2', kind: 'cash' } })),
  'reports.moneyBalances': one(() => ({ url: '/report/moneybalances/', query: { date: PERIOD.to } })),
  'agents.load': one((w) => ({ url: `/agent/load/${w.customer}` })),
  'agents.index': one(() => ({ url: '/agent/index/' })),
  'agents.find': one(() => ({ url: '/agent/find/', query: { what: 'code', value: '12345678' } })),
  'agents.update': one(() => ({ url: '/agent/update', body: { uid: uid(), name: 'ТОВ «Новий»' } })),
  'agents.batch': one(() => ({ url: '/agent/batch', body: [{ uid: uid(), name: 'ТОВ «Пакет»' }] })),
  'agents.contracts': one((w) => ({ url: `/agent/contract/index/${w.customer}` })),
  'entities.load': one((w) => ({ url: `/entity/load/${w.goods}` })),
  'entities.index': one(() => ({ url: '/entity/index/' })),
  'entities.find': one(() => ({ url: '/entity/find/', query: { what: 'article', value: 'А-1' } })),
  'entities.update': one(() => ({ url: '/entity/update', body: { uid: uid(), name: 'Пісок' } })),
  'entities.batch': one(() => ({ url: '/entity/batch', body: [{ uid: uid(), name: 'Щебінь' }] })),
  'entities.lastCost': one((w) => ({ url: `/entity/lastcost/${w.goods}` })),
  'entities.purchasePrice': one((w) => ({ url: `/entity/purchaseprice/${w.goods}` })),
  'contracts.load': one((w) => ({ url: `/contract/load/${w.contract}` })),
  'contracts.index': one(() => ({ url: '/contract/index/' })),
  'contracts.update': one((w) => ({ url: '/contract/update', body: { uid: uid(), name: 'Договір 2', agent: { uid: w.customer } } })),
  'contracts.batch': one(() => ({ url: '/contract/batch', body: [{ uid: uid(), name: 'Договір 3' }] })),
  'stores.load': one((w) => ({ url: `/store/load/${w.store}` })),
  'stores.index': one(() => ({ url: '/store/index/' })),
  'stores.update': one(() => ({ url: '/store/update', body: { uid: uid(), name: 'Склад 2' } })),
  'stores.batch': one(() => ({ url: '/store/batch', body: [{ uid: uid(), name: 'Склад 3' }] })),
  'reports.warehouseBalance': one(() => ({ url: '/report/warehousebalance/', query: { date: PERIOD.to } })),
  'reports.agentTurnover': one(() => ({ url: '/report/agentturnover/', query: { accCode: '361', ...PERIOD } })),
  'reports.reconciliation': one((w) => ({ url: '/report/reconciliation/', query: { agent: w.customer, ...PERIOD } })),
  'reports.reconciliationPdf': one((w) => ({ url: '/report/reconciliation/pdf', query: { agent: w.customer, ...PERIOD } })),
  'bank.preview': one(() => ({ url: '/bank/preview', body: { lines: [] } })),
  'bank.import': one(() => ({ url: '/bank/import', body: { post: false, lines: [] } })),
  'reports.aging': one(() => ({ url: '/report/aging/', query: { date: PERIOD.to } })),
  'reports.trialBalance': one(() => ({ url: '/report/trialbalance/', query: PERIOD })),
  'reports.accountCard': one(() => ({ url: '/report/accountcard/', query: { account: '361', ...PERIOD } })),
  'reports.accountAnalysis': one(() => ({ url: '/report/accountanalysis/', query: { account: '361', ...PERIOD } })),
  'reports.statements': one(() => ({ url: '/report/statements/', query: PERIOD })),
  'reports.statementsPdf': one(() => ({ url: '/report/statements/pdf', query: PERIOD })),
  'accounts.index': one(() => ({ url: '/account/index/' })),
  'accounts.update': one(() => ({
    url: '/account/update',
    body: { code: newSubAccountCode().split('.').slice(0, 2).join('.'), name: 'Новий' },
  })),
  'accounts.delete': async (w) => [{ url: '/account/delete', body: { code: await subAccount(w) } }],
  'accounts.standing': one(() => ({ url: '/account/standing/', query: { code: '361' } })),
  'accountRoles.index': one(() => ({ url: '/ledger/accountroles/' })),
  'accountRoles.update': one(() => ({ url: '/ledger/accountroles/update', body: { role: 'writeOff', account: '947' } })),
  'operations.index': one(() => ({ url: '/ledgeroperation/index/', query: PERIOD })),
  'operations.load': async (w) => [{ url: `/ledgeroperation/load/${await operationDraft(w)}` }],
  'operations.update': async (w) => [{ url: '/ledgeroperation/update', body: { uid: await operationDraft(w), memo: 'змінено' } }],
  'operations.delete': async (w) => [{ url: '/ledgeroperation/delete', body: { uid: await operationDraft(w) } }],
  'monthClose.preview': one(() => ({ url: '/ledger/monthclose/preview', query: { month: '2026-05' } })),
  'monthClose.close': one(() => ({ url: '/ledger/monthclose', body: { month: '2026-05' } })),
  'monthClose.reverse': one(() => ({ url: '/ledger/monthclose/reverse', body: { month: '2026-05' } })),
  'service.info': one(() => ({ url: '/service/info' })),
  'company.settings': one(() => ({ url: '/company/settings' })),
  'company.updateSettings': one(() => ({ url: '/company/settings', body: { director: `Директор ${uid().slice(0, 4)}` } })),
  'company.roles': one(() => ({ url: '/company/roles' })),
  'company.me': one(() => ({ url: '/company/me' })),
  'company.tokens': one(() => ({ url: '/company/tokens' })),
  'company.addToken': one(() => ({ url: '/company/tokens/add', body: { name: `Людина ${uid().slice(0, 8)}`, role: 'viewer' } })),
  'company.revokeToken': async (w) => [{ url: '/company/tokens/revoke', body: { name: await person(w) } }],
  'company.invite': one(() => ({ url: '/company/invitation', body: { name: `Людина ${uid().slice(0, 8)}`, role: 'viewer' } })),
  'history.index': async (w) => [
    { url: '/history/', query: PERIOD },
    ...(await documentDrafts(w)).map((d) => ({ url: '/history/', query: { uid: d.uid }, area: d.area })),
  ],
  'changes.index': one(() => ({ url: '/changes/', query: { since: 0, wait: 0 } })),
  'changes.head': one(() => ({ url: '/changes/head' })),
  'presence.index': one(() => ({ url: '/presence/' })),
  'presence.update': one(() => ({ url: '/presence', body: { open: null } })),
};

/** The requests to endpoint `name`, made afresh. */
export async function requestsTo(name: EndpointName, world: RequestWorld): Promise<EndpointRequest[]> {
  const { method } = ENDPOINTS[name];
  return (await ENDPOINT_REQUESTS[name](world)).map((request) => ({ ...request, name, method }));
}

/**
 * The rights a request needs, as its endpoint declares them: each key is needed (all of them); an empty
 * list needs none. `anyOf` lists, for a list, the areas of which one read suffices.
 */
export function rightsNeeded(request: EndpointRequest): { all: RightKey[]; anyOf?: RightKey[] } {
  const { all, anyOf } = declaredRights(request);
  // A person gives only a role whose rights they hold (docs/security.md, "Token rights"). The tests'
  // services are not served to the office, so an invitation is refused (409 NOT_SERVED) before that.
  const given = (request.body as { role?: string } | undefined)?.role;
  const givesRole = request.name === 'company.addToken' && given !== undefined;
  const roleRights = givesRole && Object.hasOwn(READY_ROLES, given) ? READY_ROLES[given as ReadyRoleCode].rights : [];
  return { all: [...new Set([...all, ...roleRights])], ...(anyOf ? { anyOf } : {}) };
}

/** The rights a request needs as its endpoint declares them. */
function declaredRights(request: EndpointRequest): { all: RightKey[]; anyOf?: RightKey[] } {
  const right: EndpointRight = ENDPOINTS[request.name].right;
  if ('open' in right) return { all: [] };
  if ('area' in right) return { all: [rightKey(right)] };
  if ('ofList' in right) return { all: [], anyOf: LISTED_AREAS[right.ofList].map((area) => rightKey({ area, action: 'read' })) };
  if ('fields' in right) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const keys = Object.keys(body).filter((key) => key !== 'version');
    return {
      all: [
        ...new Set(
          keys
            .filter((key) => !(Object.hasOwn(right.fields, key) && body[key] === false))
            .map((key) => rightKey(right.fields[key] ?? right.others)),
        ),
      ],
    };
  }
  const action = right.ofRecord === 'done' ? ((request.body as { done?: boolean }).done === false ? 'unpost' : 'post') : right.ofRecord;
  if (request.area) return { all: [rightKey({ area: request.area, action })] };
  return { all: right.unnamed ? [rightKey(right.unnamed)] : [] };
}

/** Whether a person with `rights` may make `request`. */
export function mayMake(rights: ReadonlySet<RightKey>, request: EndpointRequest): boolean {
  const { all, anyOf } = rightsNeeded(request);
  return all.every((key) => rights.has(key)) && (anyOf === undefined || anyOf.some((key) => rights.has(key)));
}

/**
 * What a request that may be made is still refused for by the books, not the rights: a month with
 * nothing to close, a close to reverse that was never made, an invitation from a service not served
 * to the office. Any other answer of 400 or more is a request this table got wrong.
 */
export const BUSINESS_REFUSALS: Partial<Record<EndpointName, number>> = {
  'monthClose.close': 422,
  'monthClose.reverse': 404,
  'company.invite': 409,
};

/** Sends `request` as `client`. */
export function send(client: ApiClient, request: EndpointRequest) {
  return request.method === 'GET'
    ? client.get(request.url as '/service/info', request.query)
    : client.post(request.url as '/document/update', request.body);
}
