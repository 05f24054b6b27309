import { userInfo } from 'node:os';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceLauncher, ServiceReady } from '../../../../electron/core/core-types.js';
import { createCore } from '../../../../electron/core/index.js';
import { tempDir, testEncryptor } from './helpers.js';

let dirs: { dir: string; cleanup: () => Promise<void> }[] = [];
beforeEach(async () => {
  dirs = [await tempDir(), await tempDir()];
});
afterEach(async () => {
  for (const d of dirs) await d.cleanup();
});

/** A launcher that records each launch's environment; its processes never listen and stop when told. */
function recordingLauncher() {
  const envs: Record<string, string>[] = [];
  const launch: ServiceLauncher = (_args, env) => {
    envs.push(env);
    const exits: ((code: number | null) => void)[] = [];
    const ready = new Promise<ServiceReady>(() => undefined);
    return { ready, kill: () => exits.forEach((exit) => exit(null)), onExit: (listener) => void exits.push(listener) };
  };
  return { launch, envs };
}

/** The environment the local company's service of a core on `userDataDir` is launched with. */
async function launchEnvOf(userDataDir: string): Promise<Record<string, string>> {
  const { launch, envs } = recordingLauncher();
  const core = await createCore({ userDataDir, encryptor: testEncryptor(), launchService: launch }, { service: { stopTimeoutMs: 10 } });
  try {
    core.warmUp();
    await vi.waitFor(() => expect(envs).toHaveLength(1), { timeout: 20_000, interval: 5 });
    return envs[0] ?? {};
  } finally {
    await core.close();
  }
}

/**
 * Each installation launches its local services as one launch (docs/security.md, "Launch tokens"): the
 * same id at every start, so a restart replaces only its own token, and the person's name for the history.
 */
describe("the installation's launch id and the person's name", () => {
  it('passes the same launch id at every start of one installation, another on another, and the system user as the name', async () => {
    const [one, other] = dirs.map((d) => d.dir);
    const first = await launchEnvOf(one ?? '');
    const again = await launchEnvOf(one ?? '');
    const elsewhere = await launchEnvOf(other ?? '');
    expect(first.OBLIK_LAUNCH_ID).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.OBLIK_LAUNCH_ID).toBe(first.OBLIK_LAUNCH_ID);
    expect(elsewhere.OBLIK_LAUNCH_ID).not.toBe(first.OBLIK_LAUNCH_ID);
    expect(first.OBLIK_USER_NAME).toBe(userInfo().username);
  });
});

describe("the person's name asked on first start", () => {
  it('offers the system user until a name is saved, then launches under that name, also after a restart of the app', async () => {
    const dir = dirs[0]?.dir ?? '';
    const { launch, envs } = recordingLauncher();
    const core = await createCore(
      { userDataDir: dir, encryptor: testEncryptor(), launchService: launch },
      { service: { stopTimeoutMs: 10 } },
    );
    try {
      expect(await core.handlers['person.load']({})).toEqual({ name: userInfo().username, confirmed: false });
      core.warmUp();
      await vi.waitFor(() => expect(envs).toHaveLength(1), { timeout: 20_000, interval: 5 });
      expect(await core.handlers['person.save']({ name: 'Олена Коваль' })).toEqual({ name: 'Олена Коваль', confirmed: true });
      // The service that ran under the system user's name is stopped; the next start carries the person's.
      core.warmUp();
      await vi.waitFor(() => expect(envs).toHaveLength(2), { timeout: 20_000, interval: 5 });
      expect(envs[1]?.OBLIK_USER_NAME).toBe('Олена Коваль');
      expect(envs[1]?.OBLIK_LAUNCH_ID).toBe(envs[0]?.OBLIK_LAUNCH_ID);
    } finally {
      await core.close();
    }
    expect((await launchEnvOf(dir)).OBLIK_USER_NAME).toBe('Олена Коваль');
  });
});
