import type { FastifyInstance } from 'fastify';
import { readCompany, updateCompanySettings } from '../ledger/company.js';
import { addToken, listTokens, requireTokenManager, revokeToken } from '../ledger/tokens.js';
import type { Store } from '../store/open-store.js';
import { registerEndpoint } from './endpoint.js';

/** What the company routes need beyond the store. */
export interface CompanyRouteDeps {
  /** Called after a revocation with the hashes of the revoked tokens: the auth gate must not go on believing them. */
  onTokenRevoked: (hashes: readonly string[]) => void;
  /** Called after a token is given (its transaction committed): the auth gate believes it from then on. */
  onTokenGiven: (token: string) => Promise<void>;
}

/**
 * /company/*: the company's settings (requisites and lock date) and its tokens, extensions of our service
 * (docs/service-behaviour.md, "Closed period" and "Tokens and rights").
 */
export function registerCompanyRoutes(app: FastifyInstance, store: Store, deps: CompanyRouteDeps): void {
  registerEndpoint(app, 'company.settings', () => readCompany(store.db));
  registerEndpoint(app, 'company.updateSettings', ({ body, request }) =>
    store.write((trx) => updateCompanySettings(trx, body, request.user)),
  );
  registerEndpoint(app, 'company.tokens', ({ request }) => {
    requireTokenManager(request.user);
    return listTokens(store.db);
  });
  registerEndpoint(app, 'company.addToken', async ({ body, request }) => {
    requireTokenManager(request.user);
    const added = await store.write((trx) => addToken(trx, body, request.user));
    await deps.onTokenGiven(added.token);
    return added;
  });
  registerEndpoint(app, 'company.revokeToken', async ({ body, request }) => {
    requireTokenManager(request.user);
    const { reply, hashes } = await store.write((trx) => revokeToken(trx, body.name, request.user));
    deps.onTokenRevoked(hashes);
    return reply;
  });
}
