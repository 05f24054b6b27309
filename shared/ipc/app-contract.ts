import { z } from 'zod';
import { Uid } from '../api/common.js';
import { TokenAddBody, TokenName } from '../api/company.js';
import { Freshness } from './api-contract.js';
import { liveContract } from './live-contract.js';
import { sharingContract } from './sharing-contract.js';
import { AddPostgresRequest, PostgresPlace, SetPostgresPassword } from './postgres-contract.js';
import type { AppOperation } from './operations.js';

/** How a cloud account expects its token (docs/service-behaviour.md, "Authentication": the header name may differ on the real service). */
export const HeaderScheme = z.object({
  header: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .default('Authorization'),
  // Printable ASCII only: a line break here would smuggle a header into the request.
  prefix: z
    .string()
    .max(20)
    .regex(/^[ -~]*$/)
    .default(''),
});

/** A connection as the renderer sees it: never the token or the password, only whether one is stored. */
export const ConnectionView = z.object({
  id: z.string(),
  kind: z.enum(['cloud', 'local', 'postgres']),
  name: z.string(),
  baseUrl: z.string().optional(),
  headerScheme: HeaderScheme.optional(),
  hasToken: z.boolean(),
  active: z.boolean(),
  isDemo: z.boolean(),
  /** The token is kept by a weak key vault (Linux `basic_text`): the app warns the user (docs/security.md, checklist item "Secrets"). */
  weakKeyVault: z.boolean().optional(),
  /** Size limit of this connection's offline cache, in MB; least recently used replies are evicted beyond it. */
  cacheLimitMb: z.number().int().optional(),
  /** A local company's file: shown so the user knows what stays on disk when the company leaves the list. */
  file: z.string().optional(),
  /** A company served to the office: the SHA-256 of its certificate, pinned when the person joined. */
  fingerprint: z.string().optional(),
  /** A company on the office's PostgreSQL: where it is; `hasToken` says whether its password is stored. */
  postgres: PostgresPlace.optional(),
});
export type ConnectionView = z.output<typeof ConnectionView>;

/**
 * The person at this PC, whose name local companies' services record in the history
 * (docs/security.md, "Launch tokens"): the system user's name until the person confirms theirs.
 */
export const PersonView = z.object({ name: z.string(), confirmed: z.boolean() });
export type PersonView = z.output<typeof PersonView>;

/** Adding a cloud account (https, or http only on loopback), a local company file or a company on the office's PostgreSQL. */
export const AddConnectionRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cloud'),
    name: z.string().min(1).max(100),
    baseUrl: z.string().url().max(500),
    token: z.string().min(1).max(512),
    headerScheme: HeaderScheme.optional(),
  }),
  // `file`: an existing company file (copied from another PC) to open in place; without it a new file is made.
  z.object({ kind: z.literal('local'), name: z.string().min(1).max(100), file: z.string().min(1).max(4096).optional() }),
  AddPostgresRequest,
]);

const ById = z.object({ id: z.string().min(1).max(100) });
const PdfTarget = z.object({ uid: Uid, form: z.string().max(50).optional() });

/**
 * An invitation as the page sees it: who, where and the QR image (a PNG data URL). The string with
 * the token stays in the main process, which copies it (docs/security.md, "Invitations").
 */
export const InvitationShown = z.object({
  name: z.string(),
  rights: z.array(z.string()),
  address: z.string(),
  fingerprint: z.string(),
  company: z.string(),
  qr: z.string().regex(/^data:image\/png;base64,/),
});

/** One cached reply: what was asked, when it was fetched, and whether it was a run the user made (only those are "saved reports"). */
export const CacheEntryView = z.object({
  key: z.string(),
  operation: z.string(),
  request: z.unknown(),
  fetchedAt: z.string(),
  userRun: z.boolean(),
});

/** Offline cache limits a user may choose, in MB, and the limit of a connection that has none set. */
export const CACHE_LIMIT_MB = { min: 50, max: 20_000, default: 500 } as const;

/** Request and response schemas of the app's own operations. */
export const appContract = {
  'connections.list': { request: z.object({}), response: z.array(ConnectionView) },
  'connections.add': { request: AddConnectionRequest, response: ConnectionView },
  'connections.test': {
    request: ById,
    // A failed test carries the failure's code (and the core's reason) so the UI says it in the user's language.
    // `presented`: the certificate fingerprint a served company now presents, when it is not the pinned one.
    response: z.object({
      ok: z.boolean(),
      message: z.string(),
      code: z.string().optional(),
      reason: z.string().optional(),
      presented: z.string().optional(),
    }),
  },
  'connections.select': { request: ById, response: ConnectionView },
  'connections.remove': { request: ById, response: z.object({ removed: z.boolean() }) },
  // A native open dialog for a company file; `available: false` where the host has none (the browser host: the path is typed).
  'connections.chooseFile': { request: z.object({}), response: z.object({ available: z.boolean(), path: z.string().nullable() }) },
  // A company on the office's PostgreSQL whose password its administrator changed: the new one replaces the kept one.
  'connections.setPassword': { request: SetPostgresPassword, response: ConnectionView },
  'connections.setCacheLimit': {
    request: ById.extend({ megabytes: z.number().int().min(CACHE_LIMIT_MB.min).max(CACHE_LIMIT_MB.max) }),
    response: ConnectionView,
  },
  // The pasted invitation; the company joins the list under its own name unless one is given.
  'connections.join': {
    request: z.object({ invitation: z.string().max(10_000), name: z.string().min(1).max(100).optional() }),
    response: ConnectionView,
  },
  // The user accepts, knowingly, the new certificate fingerprint shown to them: only the one the server presents is taken.
  'connections.acceptFingerprint': { request: ById.extend({ fingerprint: z.string().max(200) }), response: ConnectionView },
  'invitations.create': { request: TokenAddBody, response: InvitationShown },
  'invitations.copy': { request: z.object({}), response: z.object({ copied: z.literal(true) }) },
  'invitations.dismiss': { request: z.object({}), response: z.object({}) },
  'cache.list': { request: z.object({}), response: z.array(CacheEntryView) },
  'cache.clear': { request: z.object({}), response: z.object({ removed: z.number().int() }) },
  'print.printers': { request: z.object({}), response: z.array(z.object({ name: z.string(), isDefault: z.boolean() })) },
  'print.pdf': {
    request: z.object({
      documents: z.array(PdfTarget).min(1).max(500),
      printer: z.string().max(200).optional(),
      copies: z.number().int().min(1).max(99).default(1),
    }),
    response: z.object({ printed: z.number().int() }),
  },
  'pdf.save': {
    // `joined`: further forms saved after this one in the same file (several delivery notes as one PDF).
    request: PdfTarget.extend({ joined: z.array(PdfTarget).max(499).optional(), suggestedName: z.string().max(200).optional() }),
    response: z.object({ saved: z.boolean(), ...Freshness.partial().shape }),
  },
  // The page tells main whether any editor holds unsaved changes: main never installs an update meanwhile.
  'app.unsavedChanges': { request: z.object({ unsaved: z.boolean() }), response: z.object({}) },
  // The person's name for the history, asked on first start; saving it restarts the local services under it.
  'person.load': { request: z.object({}), response: PersonView },
  'person.save': { request: z.object({ name: TokenName }), response: PersonView },
  ...liveContract,
  ...sharingContract,
} satisfies Record<AppOperation, { request: z.ZodType; response: z.ZodType }>;
