import { z } from 'zod';
import { Uid } from './common.js';
import { SENT_VERSION } from './versions.js';

/**
 * Names of what our service offers beyond the spec. A client shows a feature only when the
 * service lists its name in `GET /service/info`; a service without that endpoint offers none
 * (docs/service-behaviour.md, "Extensions of our service").
 */
export const SERVICE_EXTENSIONS = [
  'document.delete',
  'document.mark',
  'paydocument.delete',
  'report.reconciliation',
  'report.aging',
  'company.settings',
  'company.tokens',
  'history',
  'bank.import',
  'ledger.accounts',
  'ledger.accountRoles',
  'changes',
  'presence',
  'money.accounts',
  'document.returns',
  'entity.purchasePrice',
  // Listed only by a service started with --listen: inviting a person to the served company.
  'company.invitation',
] as const;
export type ServiceExtension = (typeof SERVICE_EXTENSIONS)[number];

/** Reply of `GET /service/info`: the service's version and the extensions it offers; unknown names are kept. */
export const ServiceInfo = z
  .object({
    version: z.string(),
    extensions: z.array(z.string()),
  })
  .loose();
export type ServiceInfo = z.output<typeof ServiceInfo>;

/** What a client knows of a service that has no `/service/info`: no version, no extensions. */
export const NO_SERVICE_INFO: ServiceInfo = { version: '', extensions: [] };

/** Whether `info` lists `extension`; a missing info never counts as offering it. */
export function offersExtension(info: ServiceInfo | null | undefined, extension: ServiceExtension): boolean {
  return info?.extensions.includes(extension) ?? false;
}

/** Body of `POST /document/delete` and `POST /paydocument/delete`. */
export const DeleteBody = z.object({ uid: Uid, ...SENT_VERSION });
export type DeleteBody = z.output<typeof DeleteBody>;

/** Reply of a delete: the uid that is gone. */
export const Deleted = z.object({ uid: z.string(), deleted: z.literal(true) });
export type Deleted = z.output<typeof Deleted>;
