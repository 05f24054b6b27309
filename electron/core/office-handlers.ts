import QRCode from 'qrcode';
import { InvitationIssued } from '../../shared/api/company.js';
import { decodeInvitation, Fingerprint } from './invitation-code.js';
import type { ApiTarget } from './api-request.js';
import { viewOf } from './connection-handlers.js';
import { activeConnection, targetOf, type CoreContext } from './core-context.js';
import type { Handlers } from './core-types.js';
import { CoreError } from './errors.js';

type OfficeOperation =
  'connections.join' | 'connections.acceptFingerprint' | 'invitations.create' | 'invitations.copy' | 'invitations.dismiss';

// Joining should answer quickly: one attempt, and a short wait.
const PROBE_TIMEOUT_MS = 15_000;

/**
 * Handlers of a company served to the office (docs/office.md): joining it by an invitation,
 * accepting its new certificate knowingly, and inviting a person. An invitation made here holds
 * another person's token: it stays in the main process, which copies it; the page gets the QR image
 * and the address only (docs/security.md, "Invitations").
 */
export function createOfficeHandlers(ctx: CoreContext): Pick<Handlers, OfficeOperation> {
  // The invitation on screen, until its dialog is closed or another is made.
  let shown: string | null = null;

  /** A cheap authenticated read over the pinned connection: proves the certificate, the address and the token together. */
  const probe = (target: ApiTarget) =>
    ctx.proxy.call('stores.index', { pageSize: 1, offset: 0 }, { target, retries: 0, timeoutMs: PROBE_TIMEOUT_MS, signal: ctx.signal });

  return {
    'connections.join': async ({ invitation: text, name }) => {
      const invitation = decodeInvitation(text);
      if (!invitation) {
        throw new CoreError('badRequest', 'this is not an invitation to a company: copy the whole text that begins with oblik-invite:', {
          reason: 'NOT_AN_INVITATION',
        });
      }
      const { address, fingerprint, token, company } = invitation;
      // Nothing is kept before the server has shown the pinned certificate and taken the token.
      await probe({ baseUrl: address, header: 'authorization', prefix: '', token, fingerprint });
      const joined = await ctx.connections.addServed({ name: name ?? (company.trim() || address), baseUrl: address, fingerprint, token });
      return viewOf(ctx, joined);
    },
    'connections.acceptFingerprint': async ({ id, fingerprint }) => {
      const connection = ctx.connections.get(id);
      if (!connection) throw new CoreError('notFound', 'there is no such connection');
      if (!connection.fingerprint) throw new CoreError('badRequest', 'this connection pins no certificate');
      if (!Fingerprint.safeParse(fingerprint).success) throw new CoreError('badRequest', 'a fingerprint is 32 hex pairs joined by colons');
      // Only the certificate the server presents now, and that the user was shown, is accepted.
      await probe({ ...(await targetOf(ctx, connection)), fingerprint });
      return viewOf(ctx, await ctx.connections.setFingerprint(id, fingerprint));
    },
    'invitations.create': async (request) => {
      const connection = activeConnection(ctx);
      const result = await ctx.proxy.call('company.invite', request, { target: await targetOf(ctx, connection), signal: ctx.signal });
      const issued = InvitationIssued.parse(result.data);
      // The service's own string, kept only when it reads back as the invitation it describes.
      const read = decodeInvitation(issued.invitation);
      if (read?.token !== issued.token || read.address !== issued.address || read.fingerprint !== issued.fingerprint) {
        throw new CoreError('badResponse', "the service's invitation does not match its address, fingerprint and token");
      }
      shown = issued.invitation;
      const qr = await QRCode.toDataURL(shown, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
      ctx.options.log?.('info', `invitations: ${issued.name} was invited to connection ${connection.id}`);
      return {
        name: issued.name,
        rights: issued.rights,
        address: issued.address,
        fingerprint: issued.fingerprint,
        company: issued.company,
        qr,
      };
    },
    'invitations.copy': async () => {
      if (shown === null) throw new CoreError('notFound', 'the invitation was closed; make a new one');
      if (!ctx.options.writeClipboard) {
        throw new CoreError('unsupported', 'this window cannot copy; show the QR code instead', { reason: 'NO_CLIPBOARD' });
      }
      await ctx.options.writeClipboard(shown);
      return { copied: true as const };
    },
    'invitations.dismiss': () => {
      shown = null;
      return Promise.resolve({});
    },
  };
}
