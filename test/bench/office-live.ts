import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../../electron/core/index.js';
import { decodeInvitation } from '../../electron/core/invitation-code.js';
import { fileKeyEncryptor } from '../../electron/file-key-encryptor.js';
import { InvitationIssued } from '../../shared/api/index.js';
import type { Company } from './generate-company.js';
import { startCountingProxy } from './counting-proxy.js';
import { perMinute, percentile } from './office-figures.js';
import { ask, type OfficeClient, type ServedService } from './served-service.js';

/** A change not handed over in this long is counted as missed, not waited for longer. */
const MISSED_AFTER_MS = 30_000;

/** One person's app as the bench drives it: the main process's core, and the renderer's one waiting `live.next` call. */
interface WatchingApp {
  /** Resolves with the moment (performance.now()) the app handed over a change of `uid`, or null if it did not in `withinMs`. */
  seen(uid: string, withinMs?: number): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Opens the app's real main-process core (electron/core) in a folder of its own, joins the served
 * company by `invitation` as a person does, selects it, and keeps asking `live.next` as the
 * renderer's use-live-changes does: the core's change feed, over its pinned client, is the app's own.
 */
async function openWatchingApp(invitation: string): Promise<WatchingApp> {
  const dir = await mkdtemp(join(tmpdir(), 'oblik-bench-app-'));
  const core = await createCore({
    userDataDir: dir,
    encryptor: fileKeyEncryptor(join(dir, 'vault.key')),
    launchService: () => {
      throw new Error('the bench app opens no local company');
    },
    // The app's own log lines of trouble (a feed that fails, a join refused), so a figure that cannot be measured says
    // why; the vault's warning of its file key is the browser host's known one, not trouble here.
    log: (level, message) => {
      if (level !== 'info' && !message.startsWith('credential vault')) process.stderr.write(`  app ${level}: ${message}\n`);
    },
  });
  const joined = await core.handlers['connections.join']({ invitation });
  await core.handlers['connections.select']({ id: joined.id });
  const handed = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let closing = false;
  const renderer = (async () => {
    for (let after = -1; !closing;) {
      const reply = await core.handlers['live.next']({ after });
      const at = performance.now();
      after = reply.cursor;
      for (const change of reply.changes) {
        if (handed.has(change.uid)) continue;
        handed.set(change.uid, at);
        waiting.get(change.uid)?.(at);
      }
    }
  })();
  return {
    seen: (uid, withinMs = MISSED_AFTER_MS) => {
      const at = handed.get(uid);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), withinMs);
        waiting.set(uid, (when) => {
          clearTimeout(timer);
          resolve(when);
        });
      });
    },
    close: async () => {
      closing = true;
      await core.close();
      await renderer;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An invitation of a person who only watches (no rights), made by the service's launcher. */
async function invite(service: ServedService, name: string): Promise<string> {
  const issued = await ask(service.launcher, 'POST', '/company/invitation', { name, rights: [] });
  if (issued.status !== 200) throw new Error(`inviting ${name}: ${issued.status} ${JSON.stringify(issued.body)}`);
  return InvitationIssued.parse(issued.body?.data).invitation;
}

/** A draft invoice of one line, saved by `saver`; resolves at its reply, with the document's uid. */
async function saveDraft(saver: OfficeClient, company: Company, k: number): Promise<{ uid: string; repliedAt: number }> {
  const uid = randomUUID();
  const body = {
    uid,
    type: 'invoice',
    date: company.lastDate,
    agent: { uid: company.agents[k % company.agents.length] },
    details: [{ entity: { uid: company.entities[k % company.entities.length] }, qty: 1, price: 10 }],
  };
  const answer = await ask(saver, 'POST', '/document/update', body);
  if (answer.status !== 200) throw new Error(`the live figure's save: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { uid, repliedAt: performance.now() };
}

/**
 * From one person's confirmed save to another person's app handing the change over to its screens:
 * `saves` drafts saved one by one, each after a random 0.1–0.5 s, and the time from each save's
 * reply to the watching app's `live.next` answer naming it. A change seen before its saver had the
 * reply counts as 0. `watcher` is the watching person's name. Returns the p95 and the changes not handed over within 30 s.
 */
export async function measureLiveChange(service: ServedService, saver: OfficeClient, company: Company, saves: number, watcher: string) {
  const app = await openWatchingApp(await invite(service, watcher));
  try {
    // The feed starts from the company's head as it finds it: a save made before is not news to it. Saves are made
    // until the app hands one over, so the feed is known to be waiting before the timed saves begin.
    let running = false;
    for (let k = 0; k < 15 && !running; k++) running = (await app.seen((await saveDraft(saver, company, k)).uid, 2000)) !== null;
    if (!running) throw new Error('the app saw none of 15 changes: its change feed does not run');
    const delays: number[] = [];
    let missed = 0;
    for (let k = 1; k <= saves; k++) {
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      const save = await saveDraft(saver, company, k);
      const at = await app.seen(save.uid);
      if (at === null) missed += 1;
      else delays.push(Math.max(0, at - save.repliedAt));
    }
    return { p50: percentile(delays, 0.5), p95: percentile(delays, 0.95), missed };
  } finally {
    await app.close();
  }
}

/**
 * An idle app's requests to the service: the app joins through a counting proxy (the same
 * certificate, so it pins as at the service) and sits idle; from the arrival of one of its feed's
 * waiting requests, every request `person`'s app sends in `seconds` is counted. Returns requests a minute
 * (scaled when `seconds` is not 60) and the paths counted.
 */
export async function measureIdleRequests(service: ServedService, tlsDir: string, seconds: number, person: string) {
  const proxy = await startCountingProxy(service, tlsDir);
  try {
    const invitation = decodeInvitation(await invite(service, person));
    if (!invitation) throw new Error("the service's invitation does not read back");
    // The invitation's own format (docs/service-behaviour.md, "Invitations"), to the proxy's address.
    const json = JSON.stringify({ ...invitation, address: proxy.base });
    const feedWaits = proxy.next('/changes/?');
    const app = await openWatchingApp(`oblik-invite:${Buffer.from(json, 'utf8').toString('base64url')}`);
    try {
      const { at: from } = await feedWaits;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const counted = proxy.passed.filter((p) => p.at >= from && p.at < from + seconds * 1000);
      return { perMinute: perMinute(counted.length, seconds), paths: counted.map((p) => p.path.split('?')[0] ?? '') };
    } finally {
      await app.close();
    }
  } finally {
    await proxy.close();
  }
}
