import { parseRights, TokenName } from '../shared/api/index.js';
import { commandLineUser } from './auth.js';
import { inviteToOffice } from './company/invitation.js';
import { addToken, listTokens, revokeToken } from './company/tokens.js';
import type { ServedTls } from './tls/served-tls.js';
import { openCompanyDb, type CompanyLocation } from './database/company-db.js';

/** The token commands of the command line: each opens the company, does one thing and closes it. */
export interface TokenCommand {
  add?: string;
  rights?: string;
  list?: boolean;
  revoke?: string;
  /** With `--add-token`: the company is served to the office (`--listen`), so the person gets an invitation. */
  served?: Pick<ServedTls, 'host' | 'port' | 'fingerprint'>;
}

/** Whether the arguments ask for a token command rather than a service. */
export const isTokenCommand = (command: TokenCommand): boolean => Boolean(command.add ?? command.revoke ?? command.list);

/** What is wrong with a token command's arguments, or null when it can run. */
export function tokenCommandProblem(command: TokenCommand): string | null {
  const given = [command.add !== undefined, command.list === true, command.revoke !== undefined].filter(Boolean).length;
  if (given > 1) return 'give one of --add-token, --list-tokens and --revoke-token at a time';
  const name = command.add ?? command.revoke;
  if (name !== undefined && !TokenName.safeParse(name).success) return "a token needs a person's name of 1 to 100 characters";
  if (command.rights !== undefined && command.add === undefined) return '--rights goes with --add-token';
  if (command.add !== undefined && parseRights(command.rights ?? '') === null) {
    return `--rights takes a comma-separated list of post, unpost, close-period and manage-tokens, not "${command.rights}"`;
  }
  return null;
}

/**
 * Runs a token command on a company no service has open (the company lock refuses otherwise) and
 * returns what to print, recording `byName` as who did it. A new token is printed once: only its hash is kept.
 */
export async function runTokenCommand(location: CompanyLocation, command: TokenCommand, byName: string): Promise<string> {
  const by = commandLineUser(byName);
  const companyDb = await openCompanyDb(location);
  try {
    if (command.list) {
      const tokens = await listTokens(companyDb.db);
      if (tokens.length === 0) return 'no tokens\n';
      return tokens.map((t) => `${t.name}\t${t.rights.join(',') || '(read and edit drafts only)'}\n`).join('');
    }
    if (command.revoke !== undefined) {
      const name = command.revoke;
      const { reply } = await companyDb.write((trx) => revokeToken(trx, TokenName.parse(name), by));
      return `revoked the token of ${reply.name}\n`;
    }
    const body = { name: TokenName.parse(command.add), rights: parseRights(command.rights ?? '') ?? [] };
    const served = command.served;
    if (served) {
      const invited = await companyDb.write((trx) => inviteToOffice(trx, body, { by, served }));
      return (
        `invitation for ${invited.name} (${invited.rights.join(', ') || 'no rights to post'}) to ${invited.address}, ` +
        `certificate SHA-256 ${invited.fingerprint}; it holds their token and is shown only now:\n${invited.invitation}\n`
      );
    }
    const added = await companyDb.write((trx) => addToken(trx, body, by));
    return `token for ${added.name} (${added.rights.join(', ') || 'no rights to post'}); it is shown only now:\n${added.token}\n`;
  } finally {
    await companyDb.close();
  }
}
