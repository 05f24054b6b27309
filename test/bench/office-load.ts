import { randomUUID } from 'node:crypto';
import { DocumentRecord } from '../../shared/api/index.js';
import type { Company } from './generate-company.js';
import { lostUpdates, percentile, type Acknowledged, type ReadBack } from './office-figures.js';
import { ask, type Answer, type OfficeClient } from './served-service.js';

/** Each person posts a delivery note this often. */
const POST_EVERY_MS = 5000;
/** Lines of each note. */
const NOTE_LINES = 20;
/** A person's pause between two reads: a look at the screen, 0.6 to 1.4 s. */
const READ_PAUSE_MS = { least: 600, spread: 800 };

/** What the office did in a run, as the figures print it. */
export interface OfficeLoadResult {
  requests: number;
  p50: number;
  p99: number;
  /** Replies other than 200 with the envelope's success, and requests that failed outright. */
  errors: number;
  /** Saves acknowledged and not found afterwards as acknowledged (office-figures.ts). */
  lost: number;
  /** Delivery notes posted. */
  notes: number;
  byKind: Record<string, { requests: number; p50: number; p99: number }>;
  /** The slowest requests, with when each began (s into the run): at the start (cold) or spread through it. */
  slowest: { kind: string; at: number; ms: number }[];
}

/** Slow requests printed beside the figures. */
const SLOWEST_SHOWN = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An office at work for `seconds`: each person, with their own token and connection, saves a
 * 20-line delivery note of the company's goods in stock every 5 s and posts it (the post sending the
 * version the save gave, as the app does), and in between reads the documents'
 * list, a document and a report, pausing as a person does. Every request is timed to the reply's
 * last byte; afterwards `checker` reads back every acknowledged note.
 */
export async function runOfficeLoad(people: readonly OfficeClient[], checker: OfficeClient, company: Company, seconds: number) {
  const times: Record<string, number[]> = {};
  const timeline: { kind: string; at: number; ms: number }[] = [];
  const acknowledged: Acknowledged[] = [];
  const faults: string[] = [];
  let errors = 0;
  const monthAgo = new Date(Date.parse(company.lastDate) - 30 * 86_400_000).toISOString().slice(0, 10);
  const monthStart = `${company.lastDate.slice(0, 8)}01`;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  /** One timed request; null when it failed, which is counted and its first few kept for the log. */
  const timed = async (client: OfficeClient, kind: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
    let answer: Answer;
    const at = (performance.now() - started) / 1000;
    try {
      answer = await ask(client, method, path, body);
    } catch (error) {
      errors += 1;
      if (faults.length < 5) faults.push(`${kind} ${path}: ${(error as Error).message}`);
      return null;
    }
    (times[kind] ??= []).push(answer.ms);
    timeline.push({ kind, at: Math.round(at * 10) / 10, ms: answer.ms });
    if (answer.status === 200 && answer.body?.success === true) return answer.body.data;
    errors += 1;
    if (faults.length < 5) faults.push(`${kind} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return null;
  };

  const person = async (client: OfficeClient, k: number) => {
    const goods = Array.from({ length: NOTE_LINES }, (_, j) => company.stocked[(k * NOTE_LINES + j) % company.stocked.length]);
    const note = (uid: string) => ({
      uid,
      type: 'waybillOut',
      date: company.lastDate,
      agent: { uid: company.agents[(k + 2) % company.agents.length] },
      storeOut: { uid: company.stores[0] },
      details: goods.map((uid) => ({ entity: { uid }, qty: 1, price: 20 })),
    });
    const postNote = async () => {
      const uid = randomUUID();
      const saved = await timed(client, 'save', 'POST', '/document/update', note(uid));
      if (saved === null) return null;
      const { version } = DocumentRecord.parse(saved);
      acknowledged.push({ uid, version, done: false, lines: NOTE_LINES });
      // Posting is one change of the note: the version it acknowledges is one more (docs/service-behaviour.md, "Versions and conflicts").
      if ((await timed(client, 'post', 'POST', '/document/setdone', { uid, done: true, version })) !== null)
        acknowledged.push({ uid, version: version + 1, done: true, lines: NOTE_LINES });
      return uid;
    };
    let seen: string | null = null;
    // The document a person opens is their last note; until they have one, that read is skipped.
    const reads = [
      () => timed(client, 'list', 'GET', `/document/index/?from=${monthAgo}&to=${company.lastDate}&pageSize=100`),
      () => (seen ? timed(client, 'document', 'GET', `/document/load/${seen}`) : null),
      () => timed(client, 'report', 'GET', `/report/warehousebalance/?store=${company.stores[k % company.stores.length]}`),
      () => timed(client, 'report', 'GET', `/report/trialbalance/?from=${monthStart}&to=${company.lastDate}`),
    ];
    // The people do not start together: each posts first at a moment of the first 5 s of their own.
    let nextPost = started + Math.random() * POST_EVERY_MS;
    for (let i = 0; performance.now() < deadline; i++) {
      if (performance.now() >= nextPost) {
        seen = (await postNote()) ?? seen;
        nextPost += POST_EVERY_MS;
      } else await reads[i % reads.length]?.();
      await pause(Math.max(0, Math.min(READ_PAUSE_MS.least + Math.random() * READ_PAUSE_MS.spread, nextPost - performance.now())));
    }
  };
  await Promise.all(people.map((client, k) => person(client, k)));

  // Only the last acknowledgement of each note counts: it is what its person last saw.
  const latest = new Map(acknowledged.map((ack) => [ack.uid, ack]));
  const readBack = new Map<string, ReadBack | null>();
  for (const uid of latest.keys()) {
    const answer = await ask(checker, 'GET', `/document/load/${uid}`);
    const found = answer.status === 200 ? DocumentRecord.safeParse(answer.body?.data) : null;
    readBack.set(
      uid,
      found?.success ? { version: found.data.version, done: found.data.done, lines: found.data.details?.length ?? 0 } : null,
    );
  }
  const lost = lostUpdates([...latest.values()], readBack);
  for (const line of [...faults, ...lost.slice(0, 5)]) process.stderr.write(`  office: ${line}\n`);
  const all = Object.values(times).flat();
  const result: OfficeLoadResult = {
    requests: all.length,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    errors,
    lost: lost.length,
    notes: [...latest.values()].filter((ack) => ack.done).length,
    byKind: Object.fromEntries(
      Object.entries(times).map(([kind, values]) => [
        kind,
        { requests: values.length, p50: percentile(values, 0.5), p99: percentile(values, 0.99) },
      ]),
    ),
    slowest: timeline.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN),
  };
  return result;
}
