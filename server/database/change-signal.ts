import pg from 'pg';

/** The PostgreSQL channel every write transaction notifies at its commit (engines.ts, `lockForWriting`). */
export const CHANGES_CHANNEL = 'oblik_changes';

/** One wait for the next committed write: resolves then, or when aborted or out of time, whichever is first. */
export interface ChangeWait {
  /** Resolves at the next write committed after the wait began (or at the abort or timeout). */
  next(ms: number, abort: AbortSignal): Promise<void>;
  /** Ends the wait unwoken. */
  cancel(): void;
}

/**
 * Tells long polls (docs/service-behaviour.md, "The change feed") that a write was committed: by this
 * service at once, and on PostgreSQL by any service on the database through LISTEN/NOTIFY.
 */
export interface ChangeSignal {
  /**
   * Begins a wait. Resolves once the wait will hear every write committed from now on, so a reader
   * who then finds nothing new cannot miss the write that comes next.
   */
  begin(): Promise<ChangeWait>;
  /** How many waits are open now: a test waits for a long poll to be waiting before it writes. */
  waiting(): number;
  /** Told by the company database after each write transaction of this service commits. */
  committed(): void;
  close(): Promise<void>;
}

/** A change signal; with a database URL it also listens for the commits of other services on that PostgreSQL database. */
export function createChangeSignal(databaseUrl?: string): ChangeSignal {
  const waiters = new Set<() => void>();
  const wakeAll = () => {
    const woken = [...waiters];
    waiters.clear();
    for (const wake of woken) wake();
  };
  let listener: Promise<pg.Client> | null = null;
  // One connection listens for the whole service, opened when the first long poll waits; one that
  // fails is dropped and the waiters woken to read again, and the next wait opens another.
  const listen = (url: string): Promise<pg.Client> => {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', wakeAll);
      client.on('error', () => {
        listener = null;
        void client.end().catch(() => undefined);
        wakeAll();
      });
      try {
        await client.connect();
        await client.query(`listen ${CHANGES_CHANNEL}`);
      } catch (error) {
        listener = null;
        await client.end().catch(() => undefined);
        throw error;
      }
      return client;
    })();
    return listener;
  };
  return {
    async begin() {
      if (databaseUrl) await listen(databaseUrl);
      let wake: () => void = () => undefined;
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
      });
      waiters.add(wake);
      const cancel = () => {
        waiters.delete(wake);
        wake();
      };
      return {
        cancel,
        next: async (ms, abort) => {
          const timer = setTimeout(cancel, ms);
          abort.addEventListener('abort', cancel, { once: true });
          if (abort.aborted) cancel();
          await woken;
          clearTimeout(timer);
          abort.removeEventListener('abort', cancel);
        },
      };
    },
    waiting: () => waiters.size,
    committed: wakeAll,
    close: async () => {
      wakeAll();
      const open = listener;
      listener = null;
      if (open) await (await open.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
