import { z } from 'zod';

/** What every invitation string starts with. */
const INVITATION_PREFIX = 'oblik-invite:';

/** A certificate's SHA-256 fingerprint as browsers show it: 32 upper-case hex pairs joined by colons. */
export const Fingerprint = z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

/** What an invitation carries: where the company is served, the certificate to pin, the person's token. */
export const Invitation = z
  .object({
    v: z.literal(1),
    address: z
      .string()
      .max(500)
      .regex(/^https:\/\//),
    fingerprint: Fingerprint,
    token: z.string().min(1).max(512),
    company: z.string().max(200),
  })
  .strict();
export type Invitation = z.output<typeof Invitation>;

/**
 * Reads the one string that invites a person (docs/service-behaviour.md, "Invitations"): `oblik-invite:`
 * and the invitation as base64url JSON, spaces around it ignored; null when it is not one of this
 * version. It holds a token: whoever has it can act as that person.
 */
export function decodeInvitation(text: string): Invitation | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(INVITATION_PREFIX)) return null;
  const body = trimmed.slice(INVITATION_PREFIX.length);
  if (!/^[A-Za-z0-9_-]{1,8000}$/.test(body)) return null;
  try {
    // Invalid UTF-8 is refused rather than read with replacement characters.
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(body, 'base64url'));
    const parsed = Invitation.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
