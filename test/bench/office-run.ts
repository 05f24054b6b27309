import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVICE_STATS_RESET_PATH } from '../../server/service-routes.js';
import type { Company } from './generate-company.js';
import { measureIdleRequests, measureLiveChange } from './office-live.js';
import { runOfficeLoad, type OfficeLoadResult } from './office-load.js';
import {
  addPeople,
  ask,
  spreadOver,
  startServedService,
  type OfficeClient,
  type ServedLocation,
  type ServedService,
} from './served-service.js';

type Report = (name: string, value: number, unit: string) => void;

/** The people of the office figures. */
const PEOPLE = 20;
/** Saves the live figure times. */
const LIVE_SAVES = 40;

/** Where the office figures run and how long, and where they print. */
export interface OfficeBench {
  location: ServedLocation;
  company: Company;
  quick: boolean;
  /** A folder of the bench's own, for the services' certificates. */
  workDir: string;
  report: Report;
}

function reportLoad(prefix: string, result: OfficeLoadResult, report: Report): void {
  report(`${prefix}_p50_ms`, result.p50, 'ms');
  report(`${prefix}_p99_ms`, result.p99, 'ms');
  report(`${prefix}_errors`, result.errors, '');
  report(`${prefix}_lost_updates`, result.lost, '');
  report(`${prefix}_requests`, result.requests, '');
  report(`${prefix}_notes_posted`, result.notes, '');
  for (const [kind, k] of Object.entries(result.byKind))
    process.stderr.write(`  ${prefix}: ${kind} ${k.requests} requests, p50 ${k.p50} ms, p99 ${k.p99} ms\n`);
  const slowest = result.slowest.map((r) => `${r.kind} ${Math.round(r.ms)} ms at ${r.at} s`).join(', ');
  process.stderr.write(`  ${prefix}: slowest ${slowest}\n`);
}

const HeldFor = z.object({ data: z.object({ eventLoopMaxMs: z.number() }).loose() }).loose();

/**
 * The longest any of `services` held its event loop since this was last asked (their launchers'
 * private stats), in ms: whether a slow reply waited for the service's own work or for the machine.
 */
async function eventLoopHeld(services: readonly ServedService[]): Promise<number> {
  let longest = 0;
  for (const service of services) {
    const answer = await ask(service.launcher, 'POST', SERVICE_STATS_RESET_PATH, {});
    if (answer.status !== 200) throw new Error(`the service's stats: ${answer.status}`);
    longest = Math.max(longest, HeldFor.parse(answer.body).data.eventLoopMaxMs);
  }
  return longest;
}

/** The office's load on `services`, reported under `prefix` with the longest hold of their event loops. */
async function officeLoad(prefix: string, services: readonly ServedService[], people: OfficeClient[], bench: OfficeBench, seconds: number) {
  const [first] = services;
  if (!first) throw new Error('no service started');
  await eventLoopHeld(services);
  const result = await runOfficeLoad(people, first.launcher, bench.company, seconds);
  const held = await eventLoopHeld(services);
  reportLoad(prefix, result, bench.report);
  bench.report(`${prefix}_event_loop_max_ms`, held, 'ms');
}

/**
 * The office's figures (docs/office.md, "What the office costs"): 20 people with their own tokens
 * over TLS on one service, a change's way to another person's app, an idle app's requests and, on
 * PostgreSQL, the same 20 people on 3 services of one database and a change's way from one service's
 * person to an app on another. Runs after the bench's other
 * figures, on the company they left; each service is started here and stopped before the next.
 */
export async function officeFigures(bench: OfficeBench): Promise<void> {
  const { location, company, quick, workDir, report } = bench;
  const seconds = quick ? 15 : 60;
  // Names of this run's own: a run that could not copy the PostgreSQL company works in it, and a token's name is unique.
  const run = randomUUID().slice(0, 8);
  const names = Array.from({ length: PEOPLE }, (_, i) => `Бенч ${run}: людина ${i + 1}`);
  let people: OfficeClient[];
  const tlsDir = join(workDir, 'office-tls-1');
  const service = await startServedService(location, tlsDir, 'bench-office-1');
  try {
    people = await addPeople(service, names);
    await officeLoad('office_20_people', [service], people, bench, seconds);
    const live = await measureLiveChange(service, people[0] ?? service.launcher, company, LIVE_SAVES, `Бенч ${run}: стежить`);
    report('live_change_p50_ms', live.p50, 'ms');
    report('live_change_p95_ms', live.p95, 'ms');
    report('live_change_missed', live.missed, '');
    // A minute in the full run; the quick run counts half of one and says so.
    const window = quick ? 30 : 60;
    const idle = await measureIdleRequests(service, tlsDir, window, `Бенч ${run}: простоює`);
    if (window !== 60) process.stdout.write(`note: office_idle_requests_per_min counted over ${window} s and scaled to a minute\n`);
    process.stderr.write(`  idle app: ${idle.paths.join(', ') || 'no requests'}\n`);
    report('office_idle_requests_per_min', idle.perMinute, 'req/min');
  } finally {
    await service.stop();
  }
  if (!('databaseUrl' in location)) {
    process.stdout.write('note: office_pg_3_services_p99_ms and live_change_across_services_p95_ms need --database-url\n');
    return;
  }
  // Three PCs' services on the one database, each with its launch and certificate; the people's tokens are the company's.
  const services: ServedService[] = [];
  try {
    for (let i = 1; i <= 3; i++)
      services.push(await startServedService(location, join(workDir, `office-tls-pg-${i}`), `bench-office-pg-${i}`));
    const [first] = services;
    if (!first) throw new Error('no service started');
    const spread = spreadOver(people, services);
    await officeLoad('office_pg_3_services', services, spread, bench, seconds);
    // A colleague on another PC's service: the change reaches the app through the database's notices (LISTEN/NOTIFY).
    const saver = spread[1] ?? first.launcher;
    const across = await measureLiveChange(first, saver, company, LIVE_SAVES, `Бенч ${run}: стежить на іншій службі`);
    report('live_change_across_services_p95_ms', across.p95, 'ms');
    report('live_change_across_services_missed', across.missed, '');
  } finally {
    await Promise.all(services.map((s) => s.stop()));
  }
}
