import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, tokenFromHeader, userOfToken } from './auth.js';
import { failure } from './http.js';
import type { Db, User } from './ledger/types.js';
import { createRateLimit } from './rate-limit.js';

/** Limits of the gate; see docs/service-behaviour.md, "Rate limits". */
export interface AuthGateOptions {
  /** Requests per minute per token (default 6,000). */
  perToken: number;
  /** Failed authentications per minute per remote address before its unknown tokens are refused unread (default 60). */
  failuresPerAddress: number;
}

const WINDOW_MS = 60_000;
// Users seen with a good token, by token hash: what a flooded address may still get through with.
const MAX_KNOWN = 10_000;

/**
 * The onRequest hook that authenticates every request. An address that failed authentication
 * too often in the current minute gets 429 for any token the gate has not seen succeed, before
 * any database work: a flood of bad tokens costs a hash and a map lookup each, and the good
 * tokens of that address (the desktop app shares 127.0.0.1 with anything local) go on as before.
 */
export function createAuthGate(db: Db, options: AuthGateOptions) {
  const perToken = createRateLimit(options.perToken, WINDOW_MS);
  const failures = createRateLimit(options.failuresPerAddress, WINDOW_MS);
  const known = new Map<string, User>();

  const refuse = (reply: FastifyReply) =>
    reply.code(429).header('retry-after', '60').send(failure('RATE_LIMITED: too many requests, try again in a minute'));

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const address = request.ip;
    const token = tokenFromHeader(request.headers.authorization);
    const hash = token ? hashToken(token) : null;
    let user: User | null;
    if (failures.used(address) >= options.failuresPerAddress) {
      // Flooded: only a token that worked before is believed, and it is believed without a lookup.
      user = hash ? (known.get(hash) ?? null) : null;
      if (!user) return refuse(reply);
    } else {
      user = token ? await userOfToken(db, token) : null;
      if (!user) {
        failures.take(address);
        return reply.code(401).send(failure('UNAUTHORIZED: send a valid token in the Authorization header'));
      }
      if (known.size >= MAX_KNOWN) known.clear();
      known.set(hash!, user);
    }
    if (!perToken.take(String(user.id))) return refuse(reply);
    request.user = user;
  }
  // A revoked token must be refused at its next request, flooded address or not.
  const forgetKnownTokens = () => known.clear();
  return { authenticate, forgetKnownTokens };
}
