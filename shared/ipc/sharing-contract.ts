import { z } from 'zod';

/** Serving every network interface of this PC (docs/office.md, "One PC serves its company"). */
export const EVERY_INTERFACE = '0.0.0.0';

/**
 * Where a local company is served to the office: `0.0.0.0` (every interface) or one IPv4 address of
 * this PC, and a port. Ports below 1024 need the system's administrator, so they are not offered.
 */
export const ServeChoice = z.object({ host: z.ipv4(), port: z.number().int().min(1024).max(65535) });
export type ServeChoice = z.output<typeof ServeChoice>;

/**
 * Why a company is not served on the network: a port another program holds and an address this PC no
 * longer has are the user's to change (the screen says which); anything else failed.
 */
export const SHARE_PROBLEM = { portInUse: 'PORT_IN_USE', addressGone: 'ADDRESS_NOT_ON_THIS_PC', failed: 'SHARE_FAILED' } as const;
export const ShareProblemReason = z.enum([SHARE_PROBLEM.portInUse, SHARE_PROBLEM.addressGone, SHARE_PROBLEM.failed]);
export type ShareProblemReason = z.output<typeof ShareProblemReason>;

/**
 * What the company screen shows of sharing the selected company: whether it can be shared (a local
 * company file), the addresses of this PC to choose from, the choice remembered for the next start,
 * and, while it is served, where the others reach it (`urls`) and the certificate they pin. `problem`
 * says why a remembered choice is not served now (`SHARE_PROBLEM`); the company then
 * works on this PC only.
 */
export const SharingView = z.object({
  available: z.boolean(),
  addresses: z.array(z.string()),
  choice: ServeChoice.nullable(),
  serving: z.object({ host: z.string(), port: z.number().int(), fingerprint: z.string(), urls: z.array(z.string()) }).nullable(),
  problem: z.object({ reason: ShareProblemReason, message: z.string() }).nullable(),
});
export type SharingView = z.output<typeof SharingView>;

/** «Відкрити доступ у мережі» and «Закрити доступ»: the main process restarts the company's service to serve it or not. */
export const sharingContract = {
  'sharing.load': { request: z.object({}), response: SharingView },
  'sharing.start': { request: ServeChoice, response: SharingView },
  'sharing.stop': { request: z.object({}), response: SharingView },
};
