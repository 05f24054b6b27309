import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { TokenName } from '../shared/api/index.js';
import { ALL_RIGHTS, registerToken, removeLaunchUsers } from './auth.js';
import type { CompanyDb } from './database/company-db.js';

/** A launch of the service: the token its launcher gave it, the launch it is, and the person who launched it. */
export interface Launch {
  token: string;
  /** Stable across the launches of one installation; null for a launcher that gives none. */
  launchId: string | null;
  /** The person the history names for every change made with this launch's token. */
  userName: string;
}

/**
 * Registers this launch's token, with every right, under the person's name (docs/security.md, "Launch
 * tokens"). It replaces only the token of the same launch id (the launcher's previous run), never
 * another PC's. A launch without an id gets one of its own for this run; its token is removed by the
 * returned function when the service stops. A launch with an id leaves its token for its next run
 * to replace.
 */
export async function registerLaunchToken(companyDb: CompanyDb, launch: Launch): Promise<() => Promise<void>> {
  const launchId = launch.launchId ?? `once:${randomUUID()}`;
  await companyDb.write(async (trx) => {
    await removeLaunchUsers(trx, launchId);
    await registerToken(trx, launch.token, { name: launch.userName, launchId, ...ALL_RIGHTS });
  });
  if (launch.launchId !== null) return () => Promise.resolve();
  return async () => {
    await companyDb.write((trx) => removeLaunchUsers(trx, launchId));
  };
}

/** The environment variables a launcher may give instead of `--launch-id` and `--user-name`. */
export const LAUNCH_ENV = { launchId: 'OBLIK_LAUNCH_ID', userName: 'OBLIK_USER_NAME' } as const;

/**
 * The person a launch or a token command acts for: the name given, else the system user's, so the
 * history always names someone (docs/security.md, "Names in the history").
 */
export function launcherName(given: string | undefined): string {
  if (given !== undefined) return given;
  try {
    return userInfo().username;
  } catch {
    return '?';
  }
}

/** What is wrong with a launch's id and name, or null when they will do. */
export function launchProblem(launchId: string | undefined, userName: string): string | null {
  if (launchId !== undefined && !/^[^\p{Cc}]{1,200}$/u.test(launchId))
    return '--launch-id takes 1 to 200 characters, no control characters';
  if (!TokenName.safeParse(userName).success) return "--user-name takes a person's name of 1 to 100 characters";
  return null;
}
