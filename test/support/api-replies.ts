import type { z } from 'zod';
import type {
  AgentInput,
  AgentRecord,
  ContractRecord,
  DocumentRecord,
  DocumentUpdateBody,
  ENDPOINTS,
  EntityInput,
  EntityRecord,
  Line,
  LineInput,
  PayDocumentRecord,
  PayDocumentUpdateBody,
  StoreRecord,
} from '../../shared/api/index.js';
import type { ServiceStats } from '../../server/service-routes.js';

/**
 * The types of what the API tests send and get back, read off `ENDPOINTS`: a request's method and
 * URL pick the endpoint, and the endpoint's `data` schema types the reply. A URL no endpoint
 * answers (the hostile-input tests send many) gets `unknown` data.
 */
type Endpoints = typeof ENDPOINTS;
type EndpointName = keyof Endpoints;
type Method = 'GET' | 'POST';

/** The URLs an endpoint path stands for: `{uid}` is any text, and a query string may follow. */
type UrlPattern<P extends string> = P extends `${infer Head}{uid}${infer Tail}` ? `${Head}${string}${UrlPattern<Tail>}` : P;
type UrlOf<P extends string> = UrlPattern<P> | `${UrlPattern<P>}?${string}`;

/** The endpoint that answers `method url`, or never. */
type EndpointAt<M extends Method, U extends string> = {
  [N in EndpointName]: Endpoints[N]['method'] extends M ? (U extends UrlOf<Endpoints[N]['path']> ? N : never) : never;
}[EndpointName];

/** A document as our service sends it from load and update: with its lines. */
export type LoadedDocument = DocumentRecord & { details: Line[] };

/**
 * Where our service always fills the fields that a client must accept missing from another service
 * (the `*Record` schemas, not the partial ones in `ENDPOINTS`), the tests read the full record.
 */
interface OurServiceData {
  'documents.index': DocumentRecord[];
  'documents.load': LoadedDocument;
  'documents.update': LoadedDocument;
  'payments.index': PayDocumentRecord[];
  'payments.load': PayDocumentRecord;
  'payments.update': PayDocumentRecord;
  'agents.load': AgentRecord;
  'agents.index': (AgentRecord & { id: number })[];
  'agents.find': AgentRecord[];
  'agents.update': AgentRecord;
  'agents.contracts': ContractRecord[];
  'entities.load': EntityRecord;
  'entities.index': EntityRecord[];
  'entities.find': EntityRecord[];
  'entities.update': EntityRecord;
  'contracts.load': ContractRecord;
  'contracts.index': ContractRecord[];
  'contracts.update': ContractRecord;
  'stores.load': StoreRecord;
  'stores.index': StoreRecord[];
  'stores.update': StoreRecord;
}

type DataOf<N extends EndpointName> = N extends keyof OurServiceData
  ? OurServiceData[N]
  : Endpoints[N]['data'] extends z.ZodType
    ? z.output<Endpoints[N]['data']>
    : unknown;

/** The service's private routes for the desktop core (not in the spec, so not in `ENDPOINTS`). */
interface PrivateRouteData {
  'GET /_service/stats': ServiceStats;
  'POST /_service/stats/reset': ServiceStats;
  'POST /_service/backup': { file: string; ms: number };
}

/** The `data` of a reply to `method url`: the endpoint's, or unknown when no endpoint answers that URL. */
export type ReplyData<M extends Method, U extends string> = [EndpointAt<M, U>] extends [never]
  ? `${M} ${U}` extends keyof PrivateRouteData
    ? PrivateRouteData[`${M} ${U}`]
    : unknown
  : DataOf<EndpointAt<M, U>>;

/** The spec's envelope, success and failure in one shape: a test checks the status before it reads `data`. */
export interface Envelope<D = unknown> {
  success: boolean;
  data: D;
  errors?: string[];
  totalCount?: number;
  count?: number;
  warnings?: string[];
}

/** A body a fixture sends to /document/update: any field but uid, which the fixture makes. */
export type DocumentFields = Omit<z.input<typeof DocumentUpdateBody>, 'uid'>;
/** A body a fixture sends to /paydocument/update. */
export type PaymentFields = Omit<z.input<typeof PayDocumentUpdateBody>, 'uid'>;
/** Agent fields a fixture may add. */
export type AgentFields = Omit<z.input<typeof AgentInput>, 'uid'>;
/** Entity fields a fixture may add. */
export type EntityFields = Omit<z.input<typeof EntityInput>, 'uid'>;
/** Any record a test refers to by its uid. */
export interface HasUid {
  uid: string;
}
/** A document line as a test sends it. */
export type LineFields = z.input<typeof LineInput>;
