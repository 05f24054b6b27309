import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, tokenFromHeader, userOfToken, usersOfTokens } from './auth.js';
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
// Bounds the gate's memory of token hashes, good and revoked, however many tokens come and go.
const MAX_REMEMBERED = 10_000;

const remember = <T>(into: Map<string, T>, hash: string, value: T) => {
  if (into.size >= MAX_REMEMBERED) into.clear();
  into.set(hash, value);
};

/**
 * The onRequest hook that authenticates every request. An address that failed authentication
 * too often in the current minute gets 429 for any token the gate does not know, before any
 * database work: a flood of bad tokens costs a hash and a map lookup each. The gate knows the
 * tokens that succeeded, and every token of the company from the moment an address reaches the
 * limit (one query), so the good tokens of that address (the desktop app shares 127.0.0.1 with
 * anything local) go on as before; a token revoked through this service is answered 401 at once
 * (docs/security.md, "Failed authentication").
 */
export function createAuthGate(db: Db, options: AuthGateOptions) {
  const perToken = createRateLimit(options.perToken, WINDOW_MS);
  const failures = createRateLimit(options.failuresPerAddress, WINDOW_MS);
  const known = new Map<string, User>();
  const revoked = new Map<string, true>();

  const refuse = (reply: FastifyReply) =>
    reply.code(429).header('retry-after', '60').send(failure('RATE_LIMITED: too many requests, try again in a minute'));
  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).send(failure('UNAUTHORIZED: send a valid token in the Authorization header'));

  async function rememberAllTokens() {
    for (const [hash, user] of await usersOfTokens(db)) remember(known, hash, user);
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const address = request.ip;
    const token = tokenFromHeader(request.headers.authorization);
    const hash = token ? hashToken(token) : null;
    let user: User | null;
    if (failures.used(address) >= options.failuresPerAddress) {
      // Flooded: only a token the gate knows is believed, and it is believed without a lookup.
      if (hash && revoked.has(hash)) return unauthorized(reply);
      user = hash ? (known.get(hash) ?? null) : null;
      if (!user) return refuse(reply);
    } else {
      user = token ? await userOfToken(db, token) : null;
      if (!user) {
        failures.take(address);
        // Once per address and minute: from now on its good tokens are told from bad ones unread.
        if (failures.used(address) === options.failuresPerAddress) await rememberAllTokens();
        return unauthorized(reply);
      }
      remember(known, hash!, user);
    }
    if (!perToken.take(String(user.id))) return refuse(reply);
    request.user = user;
  }
  /** Forgets the revoked tokens as good ones and refuses them with 401 even while their address is flooded. */
  const forgetRevokedTokens = (hashes: readonly string[]) => {
    for (const hash of hashes) {
      known.delete(hash);
      remember(revoked, hash, true);
    }
  };
  /** Believes a token given through this service at once, so its holder is served even from a flooded address. */
  const learnGivenToken = async (token: string) => {
    const user = await userOfToken(db, token);
    if (user) remember(known, hashToken(token), user);
  };
  return { authenticate, forgetRevokedTokens, learnGivenToken };
}
