import { z } from 'zod';
import { IsoDate } from './dates.js';
import { Uid } from './common.js';
import { RoleCode } from './roles.js';
import { RightKeySchema } from './rights.js';
import { ReadVersion, SENT_VERSION } from './versions.js';

const text = z.string().max(500);

/**
 * Our company's requisites as the printed forms show them, and its lock date (docs/service-behaviour.md,
 * "Closed period"). `code` is the ЄДРПОУ (or РНОКПП), `taxCode` the VAT payer number. `lockDate`: documents and
 * payments dated on or before it can no longer be changed; null while no period is closed. `vatPayer`:
 * whether the company pays VAT; null while it has not said, and then no document that carries VAT is
 * posted (docs/service-behaviour.md, "Whether the company pays VAT"). `vatFirstEvent`: a VAT payer's
 * advances carry their VAT (643/644, docs/service-behaviour.md "VAT on advances"); off, VAT is written
 * at shipment and receipt only.
 */
export const CompanySettings = z.object({
  name: text,
  code: text,
  taxCode: text,
  address: text,
  iban: text,
  bank: text,
  vatPayer: z.boolean().nullable(),
  vatFirstEvent: z.boolean(),
  director: text,
  accountant: text,
  lockDate: IsoDate.nullable(),
});
export type CompanySettings = z.output<typeof CompanySettings>;

/** The company settings as `GET` and `POST /company/settings` return them: with their version. */
export const CompanySettingsRecord = CompanySettings.extend({ version: ReadVersion });
export type CompanySettingsRecord = z.output<typeof CompanySettingsRecord>;

/**
 * Body of `POST /company/settings`: the fields to change; fields not sent keep their values. Whether the
 * company pays VAT is said once and then changed, never made unsaid again.
 */
export const CompanySettingsUpdate = CompanySettings.partial()
  .extend({ vatPayer: z.boolean().optional(), ...SENT_VERSION })
  .strict();
export type CompanySettingsUpdate = z.output<typeof CompanySettingsUpdate>;

/**
 * The four rights a token had before roles (docs/service-behaviour.md, "Tokens and rights"): still
 * accepted by `/company/tokens/add` and mapped onto a role, and listed with each token as what its role
 * gives of them, for clients written before roles.
 */
export const TOKEN_RIGHTS = ['post', 'unpost', 'close-period', 'manage-tokens'] as const;
export const TokenRight = z.enum(TOKEN_RIGHTS);
export type TokenRight = z.output<typeof TokenRight>;

/** A person's name for a token: what the history and the token list show. */
export const TokenName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}]+$/u, { error: 'must not hold control characters' });

/** The stores a person works in, by uid; null: every store (docs/security.md, "Rights and roles"). */
export const PersonStores = z.array(Uid).max(1000).nullable();

/**
 * One token of the company, as `GET /company/tokens` lists it (never the token itself): the person's
 * role and stores, the rights the role gives, and `rights`, the four rights of before roles as far as
 * the role gives them.
 */
export const TokenInfo = z.object({
  name: z.string(),
  // Optional: a service before roles (schema 28) answers `name` and `rights` alone, and an app still reads it.
  role: z.string().optional(),
  roleName: z.string().optional(),
  stores: PersonStores.optional(),
  roleRights: z.array(RightKeySchema).optional(),
  rights: z.array(TokenRight),
});
export type TokenInfo = z.output<typeof TokenInfo>;

/**
 * Body of `POST /company/tokens/add` and `/company/invitation`: the person's name and their role (a
 * ready role's code or an office's own) with the stores they work in; or, as clients before roles
 * send, the four rights, which the service maps onto the nearest role (docs/service-behaviour.md,
 * "Tokens and rights").
 */
export const TokenAddBody = z
  .object({
    name: TokenName,
    role: RoleCode.optional(),
    stores: PersonStores.optional(),
    rights: z.array(TokenRight).max(TOKEN_RIGHTS.length).optional(),
  })
  .strict()
  .refine((body) => (body.role === undefined) !== (body.rights === undefined), { error: 'send either role or rights' });
export type TokenAddBody = z.output<typeof TokenAddBody>;

/** Reply of `POST /company/tokens/add`: the only time the token is shown. */
export const TokenAdded = TokenInfo.extend({ token: z.string() });
export type TokenAdded = z.output<typeof TokenAdded>;

/**
 * Reply of `POST /company/invitation` (body as `/company/tokens/add`): the new person's token, once,
 * with what their app needs to reach this service and pin its certificate.
 */
export const InvitationIssued = TokenAdded.extend({
  /** The service's https address as the office reaches it, such as `https://192.168.1.5:8443`. */
  address: z.string(),
  /** SHA-256 of the service's certificate, colon hex as browsers show it. */
  fingerprint: z.string(),
  /** The company's name, for the person's list of companies. */
  company: z.string(),
  /** All of the above as the one string a person pastes: `oblik-invite:` and base64url JSON (docs/service-behaviour.md, "Invitations"). */
  invitation: z.string(),
});
export type InvitationIssued = z.output<typeof InvitationIssued>;

/** Body of `POST /company/tokens/revoke`. */
export const TokenRevokeBody = z.object({ name: TokenName }).strict();
export type TokenRevokeBody = z.output<typeof TokenRevokeBody>;

/** Reply of `POST /company/tokens/revoke`. */
export const TokenRevoked = z.object({ name: z.string(), revoked: z.literal(true) });
export type TokenRevoked = z.output<typeof TokenRevoked>;

/** Parses a comma-separated list of rights as the command line takes it (`post,unpost`); null when a name is unknown. */
export function parseRights(list: string): TokenRight[] | null {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const rights = names.map((name) => TokenRight.safeParse(name));
  return rights.every((r) => r.success) ? [...new Set(rights.map((r) => r.data))] : null;
}
