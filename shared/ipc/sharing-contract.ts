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
 * What the company screen shows of sharing the selected company: whether it can be shared (a local
 * company file), the addresses of this PC to choose from, the choice remembered for the next start,
 * and, while it is served, where the others reach it (`urls`) and the certificate they pin. `problem`
 * says why a remembered choice is not served now (`PORT_IN_USE`, `ADDRESS_NOT_ON_THIS_PC`, `SHARE_FAILED`); the company then
 * works on this PC only.
 */
export const SharingView = z.object({
  available: z.boolean(),
  addresses: z.array(z.string()),
  choice: ServeChoice.nullable(),
  serving: z.object({ host: z.string(), port: z.number().int(), fingerprint: z.string(), urls: z.array(z.string()) }).nullable(),
  problem: z.object({ reason: z.string(), message: z.string() }).nullable(),
});
export type SharingView = z.output<typeof SharingView>;

/** «Відкрити доступ у мережі» and «Закрити доступ»: the main process restarts the company's service to serve it or not. */
export const sharingContract = {
  'sharing.load': { request: z.object({}), response: SharingView },
  'sharing.start': { request: ServeChoice, response: SharingView },
  'sharing.stop': { request: z.object({}), response: SharingView },
};
