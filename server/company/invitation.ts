import type { InvitationIssued, TokenAddBody } from '../../shared/api/index.js';
import type { Db, User } from '../ledger/types.js';
import { ServiceError } from '../service-error.js';
import { officeAddress, type ServedTls } from '../tls/served-tls.js';
import { readCompany } from './settings.js';
import { addToken } from './tokens.js';

/** What every invitation string starts with. */
const INVITATION_PREFIX = 'oblik-invite:';

/** The one string that invites a person: `oblik-invite:` and `{v: 1, address, fingerprint, token, company}` as base64url JSON. */
function invitationText(parts: { address: string; fingerprint: string; token: string; company: string }): string {
  return `${INVITATION_PREFIX}${Buffer.from(JSON.stringify({ v: 1, ...parts }), 'utf8').toString('base64url')}`;
}

export interface InviteToOfficeOptions {
  by: User;
  served: Pick<ServedTls, 'host' | 'port' | 'fingerprint'> | undefined;
}

/**
 * Invites a person to a company served to the office: gives them a token as `addToken` does (the
 * same rights rules; the endpoint needs the right to give people rights, recorded in the history) and returns it once with the service's address and
 * certificate fingerprint. A service that does not serve the office (no `--listen`) refuses (409):
 * its address would reach nobody.
 */
export async function inviteToOffice(db: Db, body: TokenAddBody, { by, served }: InviteToOfficeOptions): Promise<InvitationIssued> {
  if (!served) {
    throw new ServiceError('NOT_SERVED', 'the company is not served to the office; start the service with --listen <address>:<port>');
  }
  const added = await addToken(db, body, by);
  const { name: company } = await readCompany(db);
  const parts = { address: officeAddress(served), fingerprint: served.fingerprint, token: added.token, company };
  return { ...added, ...parts, invitation: invitationText(parts) };
}
