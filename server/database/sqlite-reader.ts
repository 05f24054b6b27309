import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread.js';
import { beyondExact, FigureOutOfRange } from './minor-units.js';
import type { ReaderData, ReaderReply, ReaderRequest } from './sqlite-reader-worker.js';

/**
 * A second connection to the company file in a worker thread, for reads outside transactions.
 * node:sqlite is synchronous: a long read on the service's own thread (a year's turnover, a
 * quarter's moves) would hold every other request. In WAL mode a second connection reads the last
 * committed state while the writer works, so reads go there and the event loop only waits for
 * the rows to arrive (docs/database.md, "One writer, and no request blocks the service"). The
 * thread's program is sqlite-reader-worker.ts.
 */

interface Pending {
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: Error) => void;
  /** The rows of the messages so far. */
  rows: Record<string, unknown>[];
}

/**
 * How often at most the writer's commits are folded into the company file. The writer's own
 * automatic checkpoint is off (company-db.ts): it ran on the service's thread inside the commit that
 * passed 1,000 pages of log, copying them and flushing the file there (30–40 ms after a quarter's
 * snapshot on a quiet disk, hundreds on a busy one). The reader thread does it instead, soon after
 * a commit, without taking the write lock ("passive"), so a confirmed write is durable as before
 * (it is flushed to the log at commit) and the log stays short.
 */
const CHECKPOINT_EVERY_MS = 200;

/** Sends the reader thread one request, of the kinds it reads. */
const ask = (worker: Worker, request: ReaderRequest) => worker.postMessage(request);

/** Reads of the company file in a worker thread; queries wait their turn there. */
export class SqliteReader {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Whether a checkpoint is asked for and not done; the time the last one was asked for. */
  private checkpointing = false;
  /** Whether a commit came while a checkpoint was under way, so another must follow it. */
  private checkpointAgain = false;
  private checkpointAskedAt = 0;
  private checkpointTimer: NodeJS.Timeout | null = null;
  /** Who waits for the checkpoint under way (tests; nothing on the request path waits). */
  private readonly checkpointWaiters: (() => void)[] = [];

  constructor(
    private readonly path: string,
    private readonly cacheKib: number,
  ) {}

  private start(): Worker {
    const workerData: ReaderData = { path: this.path, cacheKib: this.cacheKib };
    const worker = startWorkerThread('reader', new URL('./sqlite-reader-worker.js', import.meta.url), { workerData });
    worker.on('message', (message: ReaderReply) => {
      if ('checkpointed' in message) return this.checkpointDone(worker, message.error);
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      if ('rows' in message && message.more) {
        for (const row of message.rows) waiting.rows.push(row);
        return;
      }
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in message)
        waiting.reject(message.outOfRange ? new FigureOutOfRange(beyondExact(message.error)) : new Error(message.error));
      else if (waiting.rows.length === 0) waiting.resolve(message.rows);
      else {
        for (const row of message.rows) waiting.rows.push(row);
        waiting.resolve(waiting.rows);
      }
    });
    const fail = (error: Error) => {
      // A worker that died takes its queries with it; the next query starts a new one.
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the company file's reader stopped (exit ${code})`)));
    // The reader keeps the process alive only while a query waits for it (ref'd in `read`), never when idle.
    worker.unref();
    return worker;
  }

  /** Runs one read-only statement in the worker. */
  read(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    if (this.closed) return Promise.reject(new Error('the company file is closed'));
    this.worker ??= this.start();
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, rows: [] });
      worker.ref();
      ask(worker, { id, sql, parameters });
    });
  }

  /**
   * Called after the writer committed: folds the log into the company file on the reader thread, at
   * most once per CHECKPOINT_EVERY_MS (a later commit in that time is folded by the next one, and
   * so is a commit while one is under way: it may have passed that commit's pages already).
   */
  afterCommit(): void {
    if (this.closed || this.checkpointTimer) return;
    if (this.checkpointing) {
      this.checkpointAgain = true;
      return;
    }
    const wait = this.checkpointAskedAt + CHECKPOINT_EVERY_MS - Date.now();
    if (wait > 0) {
      this.checkpointTimer = setTimeout(() => {
        this.checkpointTimer = null;
        this.afterCommit();
      }, wait);
      this.checkpointTimer.unref();
      return;
    }
    this.checkpointing = true;
    this.checkpointAskedAt = Date.now();
    this.worker ??= this.start();
    ask(this.worker, { checkpoint: true });
  }

  /** Resolves once no checkpoint is asked for or under way. */
  async checkpointsDone(): Promise<void> {
    while (this.checkpointing || this.checkpointTimer) {
      await new Promise<void>((resolve) => {
        if (this.checkpointing) this.checkpointWaiters.push(resolve);
        else setTimeout(resolve, CHECKPOINT_EVERY_MS).unref();
      });
    }
  }

  private checkpointDone(worker: Worker, error: string | undefined): void {
    this.checkpointing = false;
    // A failed checkpoint loses nothing: the log keeps every commit, and the next commit asks again.
    if (error !== undefined) process.emitWarning(`the company file's checkpoint failed: ${error}`);
    if (this.pending.size === 0) worker.unref();
    if (this.checkpointAgain) {
      this.checkpointAgain = false;
      this.afterCommit();
    }
    for (const resolve of this.checkpointWaiters.splice(0)) resolve();
  }

  /**
   * Closes the worker's connection before the worker ends: the writer folds the write-ahead log
   * into the company file only when it closes last, and a file left with its log beside it is not
   * whole when copied on its own.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      worker.once('message', done);
      worker.once('exit', done);
      worker.once('error', done);
      ask(worker, { close: true });
      setTimeout(done, 5000).unref();
    });
    await worker.terminate();
  }
}
