import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceLauncher, ServiceProcess, ServiceReady } from '../../../../electron/core/core-types.js';
import { createEmbeddedService } from '../../../../electron/core/embedded-service.js';
import { createCore, isCoreError, type Core } from '../../../../electron/core/index.js';
import { at } from '../../../support/checked.js';
import { builtServiceLauncher } from '../../../support/cli-process.js';
import { bridgeOf, logRecorder, tempDir, testEncryptor } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

interface FakeProcess {
  args: string[];
  env: Record<string, string>;
  kills: ('term' | 'force')[];
  listen(port: number, fingerprint?: string): void;
  fail(message: string): void;
  exit(code: number | null): void;
}

/** A launcher whose processes the test drives: listen, fail, exit; SIGTERM is obeyed unless told otherwise. */
function fakeLauncher(options: { ignoreTerm?: boolean } = {}) {
  const launched: FakeProcess[] = [];
  const launch: ServiceLauncher = (args, env) => {
    let resolveReady: (ready: ServiceReady) => void = () => undefined;
    let rejectReady: (error: Error) => void = () => undefined;
    const ready = new Promise<ServiceReady>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    ready.catch(() => undefined);
    const listeners: ((code: number | null) => void)[] = [];
    let exited = false;
    const fake: FakeProcess = {
      args,
      env,
      kills: [],
      listen: (port, fingerprint) => resolveReady({ port, ...(fingerprint ? { fingerprint } : {}) }),
      fail: (message) => rejectReady(new Error(message)),
      exit(code) {
        if (exited) return;
        exited = true;
        rejectReady(new Error(`exited with ${code}`));
        for (const listener of listeners) listener(code);
      },
    };
    launched.push(fake);
    const child: ServiceProcess = {
      ready,
      kill(force) {
        fake.kills.push(force ? 'force' : 'term');
        if (force || !options.ignoreTerm) setTimeout(() => fake.exit(null), 1);
      },
      onExit: (listener) => {
        listeners.push(listener);
      },
    };
    return child;
  };
  return { launch, launched };
}

/** How long to wait, in real time, for what the core does on its own (real files, a real process). */
const WAIT = { timeout: 2000, interval: 5 };

/** The process launched `n`-th (from 0); fails clearly when it was not launched. */
const nth = (launched: FakeProcess[], n: number): FakeProcess => at(launched, n);

/**
 * Runs the fake clock a millisecond at a time until `work` settles (a stop waits for the fake
 * process's exit, which comes a tick after the kill); fails when it has not settled within `limitMs`.
 */
async function settled<T>(work: Promise<T>, limitMs = 10_000): Promise<T> {
  let done = false;
  const watched = work.finally(() => {
    done = true;
  });
  watched.catch(() => undefined);
  for (let ms = 0; !done; ms++) {
    if (ms > limitMs) throw new Error(`still pending after ${limitMs} ms of the fake clock`);
    await vi.advanceTimersByTimeAsync(1);
  }
  return work;
}

describe('the embedded service lifecycle', () => {
  // The clock is the test's: back-offs and time-outs are stepped through exactly, not waited for.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the company service on a free port with a fresh random token each launch', async () => {
    const { launch, launched } = fakeLauncher();
    const recorder = logRecorder();
    const service = createEmbeddedService({
      launch,
      file: `${dir}/companies/demo.oblik`,
      demo: true,
      log: recorder.log,
      restartBackoffMs: 5,
    });
    const pending = service.endpoint();
    nth(launched, 0).listen(40001);
    const first = await pending;
    expect(first.port).toBe(40001);
    // The token travels in the environment: a process's arguments are visible to other local users.
    expect(nth(launched, 0).args).toEqual(['--data', `${dir}/companies/demo.oblik`, '--port', '0', '--demo']);
    // The token, and the allocator settings that keep the service's memory in bounds on Linux.
    expect(nth(launched, 0).env).toEqual({ OBLIK_SERVICE_TOKEN: first.token, MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    nth(launched, 0).exit(1);
    await vi.advanceTimersByTimeAsync(5);
    nth(launched, 1).listen(40002);
    const second = await service.endpoint();
    expect(second.port).toBe(40002);
    expect(second.token).not.toBe(first.token);
    expect(recorder.lines.join('\n')).not.toContain(first.token);
    await settled(service.stop());
  });

  it('serves the office where it is told at each start, and says where and with which certificate', async () => {
    const { launch, launched } = fakeLauncher();
    let listen: { host: string; port: number } | null = { host: '0.0.0.0', port: 8443 };
    const service = createEmbeddedService({ launch, file: `${dir}/firm.oblik`, demo: false, listen: () => listen, restartBackoffMs: 5 });
    const pending = service.endpoint();
    const fingerprint = Array.from({ length: 32 }, () => '0F').join(':');
    nth(launched, 0).listen(8443, fingerprint);
    expect(await pending).toMatchObject({ port: 8443, served: { host: '0.0.0.0', fingerprint } });
    expect(nth(launched, 0).args).toEqual(['--data', `${dir}/firm.oblik`, '--listen', '0.0.0.0:8443']);
    // Asked again at the next start: sharing closed meanwhile, it starts on loopback.
    listen = null;
    nth(launched, 0).exit(1);
    await vi.advanceTimersByTimeAsync(5);
    nth(launched, 1).listen(40003);
    const loopback = await service.endpoint();
    expect(loopback.served).toBeUndefined();
    expect(nth(launched, 1).args).toEqual(['--data', `${dir}/firm.oblik`, '--port', '0']);
    await settled(service.stop());
  });

  it('restarts a service that died, with growing back-off, a limited number of times', async () => {
    const { launch, launched } = fakeLauncher();
    const recorder = logRecorder();
    const service = createEmbeddedService({
      launch,
      file: `${dir}/company.oblik`,
      demo: false,
      log: recorder.log,
      maxRestarts: 2,
      restartBackoffMs: 20,
    });
    const pending = service.endpoint();
    nth(launched, 0).listen(1);
    await pending;
    // The first restart comes after the back-off, not before.
    nth(launched, 0).exit(137);
    await vi.advanceTimersByTimeAsync(19);
    expect(launched).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(launched).toHaveLength(2);
    // A failed restart is retried after twice the back-off.
    nth(launched, 1).fail('crashed while starting');
    await vi.advanceTimersByTimeAsync(39);
    expect(launched).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(launched).toHaveLength(3);
    nth(launched, 2).listen(3);
    expect((await service.endpoint()).port).toBe(3);
    // Two restarts were all it had: a third death is not restarted, however long one waits.
    nth(launched, 2).exit(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(launched).toHaveLength(3);
    expect(service.isRunning()).toBe(false);
    expect(recorder.lines.some((line) => line.includes('not restarted after 2 attempts'))).toBe(true);
    // The next request tries again: the user may have fixed the cause.
    const again = service.endpoint();
    nth(launched, 3).listen(4);
    expect((await again).port).toBe(4);
    await settled(service.stop());
  });

  it('stops with SIGTERM, then ends a process that does not stop, and does not restart it', async () => {
    const { launch, launched } = fakeLauncher({ ignoreTerm: true });
    const service = createEmbeddedService({ launch, file: `${dir}/company.oblik`, demo: false, stopTimeoutMs: 50, restartBackoffMs: 5 });
    const pending = service.endpoint();
    nth(launched, 0).listen(1);
    await pending;
    const stopped = service.stop();
    await vi.advanceTimersByTimeAsync(49);
    expect(nth(launched, 0).kills).toEqual(['term']);
    await settled(stopped);
    expect(nth(launched, 0).kills).toEqual(['term', 'force']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(launched).toHaveLength(1);
  });

  it('tells a caller waiting on a restart that the company was closed', async () => {
    const { launch, launched } = fakeLauncher();
    const service = createEmbeddedService({ launch, file: `${dir}/company.oblik`, demo: false, restartBackoffMs: 1000 });
    const pending = service.endpoint();
    nth(launched, 0).listen(1);
    await pending;
    nth(launched, 0).exit(1);
    const waiting = service.endpoint();
    await settled(service.stop());
    expect(isCoreError(await waiting.catch((e: unknown) => e), 'offline')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(launched).toHaveLength(1);
  });

  it('reports a service that does not start in time as offline', async () => {
    const { launch, launched } = fakeLauncher();
    const service = createEmbeddedService({ launch, file: `${dir}/company.oblik`, demo: false, readyTimeoutMs: 30 });
    const error = settled(service.endpoint().catch((e: unknown) => e));
    expect(isCoreError(await error, 'offline')).toBe(true);
    expect(nth(launched, 0).kills).toContain('force');
  });

  it('reports a host that cannot launch anything as offline, without the token', async () => {
    let token = '';
    const launch: ServiceLauncher = (args, env) => {
      token = env.OBLIK_SERVICE_TOKEN ?? '';
      throw new Error(`spawn failed for ${args.join(' ')} with ${token}`);
    };
    const error = await createEmbeddedService({ launch, file: `${dir}/company.oblik`, demo: false })
      .endpoint()
      .catch((e: unknown) => e);
    expect(isCoreError(error, 'offline')).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/spawn failed/);
    expect(String(error)).not.toContain(token);
  });
});

describe('starting the selected company while the window loads', () => {
  it("launches the local company's service once, and the first request uses it instead of starting another", async () => {
    const { launch, launched } = fakeLauncher();
    const core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: launch });
    try {
      core.warmUp();
      await vi.waitFor(() => expect(launched).toHaveLength(1), WAIT);
      expect(nth(launched, 0).args).toContain('--demo');
      core.warmUp(); // a second call (a host that calls it twice) starts nothing more
      expect(launched).toHaveLength(1);
      nth(launched, 0).listen(1); // nothing listens there: the request fails, but on the warmed-up process
      const bridge = bridgeOf(core.handlers);
      await bridge['stores.index']({ pageSize: 1, offset: 0 }).catch(() => undefined);
      expect(launched).toHaveLength(1);
    } finally {
      await core.close();
    }
  });

  it('starts nothing for a cloud account, and only logs a local service that cannot start', async () => {
    const { launch, launched } = fakeLauncher();
    const recorder = logRecorder();
    const core = await createCore(
      { userDataDir: dir, encryptor: testEncryptor(), launchService: launch, log: recorder.log },
      { service: { maxRestarts: 0 } },
    );
    try {
      const cloud = await core.handlers['connections.add']({
        kind: 'cloud',
        name: 'Хмара',
        baseUrl: 'https://api.example.com/v1/',
        token: 'tok-1',
      });
      await core.handlers['connections.select']({ id: cloud.id });
      // warmUp decides at once: a cloud account has no local service to start.
      core.warmUp();
      expect(launched).toHaveLength(0);
      await core.handlers['connections.select']({ id: 'demo' });
      core.warmUp();
      await vi.waitFor(() => expect(launched).toHaveLength(1), WAIT);
      nth(launched, 0).fail('the company file is locked');
      await vi.waitFor(() => expect(recorder.lines.join('\n')).toContain('could not start ahead of the first request'), WAIT);
      expect(launched).toHaveLength(1);
    } finally {
      await core.close();
    }
  });
});

describe('the real local service through the core', () => {
  let core: Core | null = null;
  afterEach(async () => {
    await core?.close();
    core = null;
  });

  it('starts on the demo company, answers, is restarted after it is killed, and stops cleanly', async () => {
    const launched: ServiceProcess[] = [];
    const exits: (number | null)[] = [];
    const launchService: ServiceLauncher = (args, env) => {
      const child = builtServiceLauncher(args, env);
      child.onExit((code) => exits.push(code));
      launched.push(child);
      return child;
    };
    const recorder = logRecorder();
    core = await createCore(
      { userDataDir: dir, encryptor: testEncryptor(), launchService, log: recorder.log },
      { service: { restartBackoffMs: 50, readyTimeoutMs: 170_000 } },
    );
    const desktop = bridgeOf(core.handlers);

    const uid = randomUUID();
    expect(await desktop['stores.update']({ uid, name: 'Головний склад' })).toMatchObject({
      data: { uid, name: 'Головний склад' },
      source: 'live',
    });
    expect((await desktop['stores.load']({ uid })).data.name).toBe('Головний склад');
    expect(await desktop['connections.test']({ id: 'demo' })).toEqual({ ok: true, message: 'Connected' });
    // Real replies of our service pass the contract's reading of them, amounts exact.
    const [agent, entity, doc] = [randomUUID(), randomUUID(), randomUUID()];
    await desktop['agents.update']({ uid: agent, name: 'ТОВ Постачальник', code: '12345678' });
    await desktop['entities.update']({ uid: entity, name: 'Цвях', unit: 'кг' });
    await desktop['documents.update']({
      uid: doc,
      type: 'waybillIn',
      date: '2025-03-03',
      vatCode: '20',
      agent: { uid: agent },
      storeIn: { uid },
      details: [{ entity: { uid: entity }, qty: '3', price: '10.10' }],
    });
    expect((await desktop['documents.setDone']({ uid: doc, done: true })).data.done).toBe(true);
    const loaded = await desktop['documents.load']({ uid: doc });
    expect(loaded.data).toMatchObject({ sum: 30.3, vatSum: 6.06, total: 36.36, done: true, type: 'waybillIn' });
    const balance = await desktop['reports.warehouseBalance']({ store: uid });
    expect(balance.data.rows).toMatchObject([{ entity: { uid: entity }, qty: 3, sum: 30.3 }]);
    expect((await desktop['documents.index']({ from: '2025-03-01', to: '2025-03-31' })).totalCount).toBe(1);

    const first = at(launched, 0);
    first.kill(true);
    await new Promise<void>((resolve) => first.onExit(() => resolve()));
    const afterRestart = await desktop['stores.load']({ uid });
    expect(afterRestart).toMatchObject({ source: 'live', data: { name: 'Головний склад' } });
    expect(launched).toHaveLength(2);

    await core.close();
    core = null;
    expect(exits).toHaveLength(2);
    expect(exits[1]).toBe(0);
    expect(recorder.lines.some((line) => line.includes('restart 1 of 3'))).toBe(true);
    // A new company folder is initialised by PGlite first: about 12 s on an idle machine, much more on a busy one.
  }, 180_000);
});
