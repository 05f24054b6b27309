import type { FastifyInstance } from 'fastify';
import { CompanySettingsUpdate, TokenAddBody, TokenRevokeBody } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { readCompany, updateCompanySettings } from '../ledger/company.js';
import { addToken, listTokens, requireTokenManager, revokeToken } from '../ledger/tokens.js';
import type { Store } from '../store/open-store.js';

/** What the company routes need beyond the store. */
export interface CompanyRouteDeps {
  /** Called after a revocation: the auth gate must not go on believing the revoked token. */
  onTokenRevoked: () => void;
}

/**
 * /company/*: the company's settings (requisites and lock date) and its tokens, extensions of our service
 * (docs/service-behaviour.md, "Closed period" and "Tokens and rights").
 */
export function registerCompanyRoutes(app: FastifyInstance, store: Store, deps: CompanyRouteDeps): void {
  app.get('/company/settings', async () => ok(await readCompany(store.db)));
  app.post('/company/settings', async (req) => {
    const body = parseInput(CompanySettingsUpdate, req.body, 'body');
    return ok(await store.write((trx) => updateCompanySettings(trx, body, req.user)));
  });
  app.get('/company/tokens', async (req) => {
    requireTokenManager(req.user);
    return ok(await listTokens(store.db));
  });
  app.post('/company/tokens/add', async (req) => {
    requireTokenManager(req.user);
    const body = parseInput(TokenAddBody, req.body, 'body');
    return ok(await store.write((trx) => addToken(trx, body)));
  });
  app.post('/company/tokens/revoke', async (req) => {
    requireTokenManager(req.user);
    const { name } = parseInput(TokenRevokeBody, req.body, 'body');
    const revoked = await store.write((trx) => revokeToken(trx, name, req.user));
    deps.onTokenRevoked();
    return ok(revoked);
  });
}
