import type { FastifyInstance } from 'fastify';
import { readSettingsRecord, settingsHistory, updateCompanySettings } from '../company/settings.js';
import { addToken, listTokens, personRights, revokeToken, type TokenRevocation } from '../company/tokens.js';
import { listRoles } from '../company/roles.js';
import type { TokenAdded } from '../../shared/api/index.js';
import { inviteToOffice } from '../company/invitation.js';
import type { ServedTls } from '../tls/served-tls.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** What the company routes need beyond the database. */
export interface CompanyRouteDeps {
  /** Called after a revocation with the hashes of the revoked tokens: the auth gate must not go on believing them. */
  onTokenRevoked: (hashes: readonly string[]) => void;
  /** Called after a token is given (its transaction committed): the auth gate believes it from then on. */
  onTokenGiven: (token: string) => Promise<void>;
  /** How the service serves the office, when it was started with `--listen`: what an invitation names. */
  served?: ServedTls;
}

/**
 * /company/*: the company's settings (requisites and lock date) and its tokens, extensions of our service
 * (docs/service-behaviour.md, "Closed period" and "Tokens and rights").
 */
export function registerCompanyRoutes(app: FastifyInstance, companyDb: CompanyDb, deps: CompanyRouteDeps): void {
  registerEndpoint(app, 'company.settings', () => readSettingsRecord(companyDb.db));
  registerEndpoint(app, 'company.updateSettings', {
    writes: { companyDb, history: settingsHistory },
    handler: ({ body, trx }) => updateCompanySettings(trx, companyDb.context, body),
  });
  // A token's giving and revoking records its own history (company/token-history.ts), since the command line
  // gives and revokes tokens too.
  const writes = { companyDb, history: null };
  registerEndpoint(app, 'company.roles', () => listRoles(companyDb.db));
  registerEndpoint(app, 'company.me', ({ request }) => personRights(companyDb.db, request.user));
  registerEndpoint(app, 'company.tokens', () => listTokens(companyDb.db));
  // A token given is believed by the auth gate once its transaction has committed.
  const learnToken = async <T extends TokenAdded>(added: T) => {
    await deps.onTokenGiven(added.token);
    return added;
  };
  registerEndpoint(app, 'company.addToken', {
    writes: { ...writes, answer: learnToken },
    handler: ({ body, request, trx }) => addToken(trx, body, request.user),
  });
  registerEndpoint(app, 'company.invite', {
    writes: { ...writes, answer: learnToken },
    handler: ({ body, request, trx }) => inviteToOffice(trx, body, { by: request.user, served: deps.served }),
  });
  registerEndpoint(app, 'company.revokeToken', {
    writes: {
      ...writes,
      answer: ({ reply, hashes }: TokenRevocation) => {
        deps.onTokenRevoked(hashes);
        return reply;
      },
    },
    handler: ({ body, request, trx }) => revokeToken(trx, body.name, request.user),
  });
}
