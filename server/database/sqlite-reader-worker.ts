import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { releaseWhenQuiet } from '../memory-release.js';
import { isOutOfRange, PreparedStatements, withBooleans } from './sqlite-statements.js';

/**
 * The company file's reader thread (started by sqlite-reader.ts): a read-only connection that runs
 * one statement after another and sends their rows back, and folds the writer's log into the file
 * when asked. Its rows are read as the writer's are (sqlite-statements.ts).
 */

/** What the thread is started with. */
export interface ReaderData {
  path: string;
  /** SQLite's page cache for this connection. */
  cacheKib: number;
}

/** What the service asks of the thread. */
export type ReaderRequest = { id: number; sql: string; parameters: readonly unknown[] } | { checkpoint: true } | { close: true };

/**
 * What the thread answers: a read's rows, in pieces (`more` on all but the last), or its error
 * (`outOfRange` when a figure was beyond exact JavaScript integers); a checkpoint done; closed.
 */
export type ReaderReply =
  | { id: number; rows: Record<string, unknown>[]; more?: true }
  | { id: number; error: string; outOfRange?: true }
  | { checkpointed: true; error?: string }
  | { closed: true };

/**
 * A long read's rows come over in messages of this many: the thread then holds one piece of them at
 * a time, not a second copy of a report's whole read (a year of settlement moves is 100 MB of objects
 * in each thread), and the service's thread takes each in a few milliseconds (docs/performance.md, "Memory").
 */
const ROWS_PER_MESSAGE = 2000;

if (!parentPort) throw new Error("the company file's reader runs as a worker thread");
const port = parentPort;
const { path, cacheKib } = workerData as ReaderData;
const send = (reply: ReaderReply) => port.postMessage(reply);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const db = new DatabaseSync(path, { readOnly: true, timeout: 5000 });
db.exec(`pragma cache_size = -${cacheKib}; pragma query_only = true`);
const statements = new PreparedStatements(db);
const releaseLater = releaseWhenQuiet();
// Checkpoints need a connection that may write the file: opened on the first one.
let checkpointer: DatabaseSync | null = null;

/**
 * Sends the rows of one read, ROWS_PER_MESSAGE at a time. A read that fails half-way (a sum beyond
 * exact integers, met on its thousandth row) is reset before the error goes back: a statement left
 * stepped keeps its read transaction open, so every later read of the thread saw the company as it
 * was then and the writer's log could not be folded past it (docs/database.md, "One writer, and no
 * request blocks the service").
 */
function read(id: number, sql: string, parameters: readonly unknown[]): void {
  const { statement, booleans } = statements.get(sql);
  const rowsOf = statement.iterate(...(parameters as never[]));
  let finished = false;
  try {
    let rows: Record<string, unknown>[] = [];
    for (let next = rowsOf.next(); !next.done; next = rowsOf.next()) {
      rows.push(withBooleans(next.value, booleans));
      if (rows.length === ROWS_PER_MESSAGE) {
        send({ id, rows, more: true });
        rows = [];
      }
    }
    finished = true;
    send({ id, rows });
  } finally {
    // `for … of` resets the statement when its body throws, not when the step itself does.
    if (!finished) rowsOf.return?.();
  }
}

port.on('message', (request: ReaderRequest) => {
  if ('close' in request) {
    checkpointer?.close();
    db.close();
    send({ closed: true });
    return;
  }
  if ('checkpoint' in request) {
    try {
      checkpointer ??= new DatabaseSync(path, { timeout: 0 });
      checkpointer.exec('pragma wal_checkpoint(passive)');
      send({ checkpointed: true });
    } catch (error) {
      send({ checkpointed: true, error: message(error) });
    }
    return;
  }
  try {
    read(request.id, request.sql, request.parameters);
  } catch (error) {
    send(isOutOfRange(error) ? { id: request.id, error: message(error), outOfRange: true } : { id: request.id, error: message(error) });
  }
  releaseLater();
});
