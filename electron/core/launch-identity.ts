import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { PersonView } from '../../shared/ipc/app-contract.js';
import { readTextIfExists, writeFileAtomic } from './atomic-file.js';

/** What a local service is told of its launch: the installation's launch id and the person's name (both as environment). */
export type LaunchEnv = Record<'OBLIK_LAUNCH_ID' | 'OBLIK_USER_NAME', string>;

const SavedIdentity = z.object({ launchId: z.uuid(), userName: z.string().trim().min(1).max(100).nullable() });
type SavedIdentity = z.output<typeof SavedIdentity>;

/** The installation's launch: kept beside the connections, made on first start. */
export interface LaunchIdentity {
  /** The environment of the next launch of a local service. */
  env: () => LaunchEnv;
  /** The person's name, and whether they confirmed it (until then, the system user's is offered). */
  person: () => PersonView;
  /** Keeps the person's name for the next launches. */
  saveName: (name: string) => Promise<PersonView>;
}

/** The system user's name, offered until the person gives theirs; "?" where the system has none. */
function systemUserName(): string {
  try {
    return userInfo().username || '?';
  } catch {
    return '?';
  }
}

/**
 * Opens the installation's launch identity (docs/security.md, "Launch tokens"): one launch id for
 * every start of this installation's local services, so each start replaces only its own token and
 * never another PC's, and the person whose name the history records (the system user's until one is given).
 */
export async function openLaunchIdentity(userDataDir: string): Promise<LaunchIdentity> {
  const path = join(userDataDir, 'launch.json');
  const text = await readTextIfExists(path);
  let saved: SavedIdentity | null;
  try {
    saved = text === null ? null : SavedIdentity.parse(JSON.parse(text));
  } catch {
    // A damaged file gets a new launch: its old token is left for nobody, as a launch without an id would.
    saved = null;
  }
  if (!saved) {
    saved = { launchId: randomUUID(), userName: null };
    await writeFileAtomic(path, JSON.stringify(saved));
  }
  let current: SavedIdentity = saved;
  const person = (): PersonView => ({ name: current.userName ?? systemUserName(), confirmed: current.userName !== null });
  return {
    env: () => ({ OBLIK_LAUNCH_ID: current.launchId, OBLIK_USER_NAME: person().name }),
    person,
    saveName: async (name) => {
      const next = { ...current, userName: name };
      await writeFileAtomic(path, JSON.stringify(next));
      current = next;
      return person();
    },
  };
}
