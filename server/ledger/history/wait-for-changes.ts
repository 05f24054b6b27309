import type { ChangeSignal } from '../../database/change-signal.js';

/** How long a long poll waits at most, what ends it early, and what ends it without a reply. */
export interface WaitForChangesOptions {
  seconds: number;
  ended: AbortSignal;
  gone: AbortSignal;
}

/**
 * A long poll of the change feed (docs/service-behaviour.md, "The change feed"): `read` at once, and
 * while it finds nothing, again after each committed write, until `seconds` have passed or `ended`
 * aborts. Nothing once `gone` aborts: nobody is left to answer, and reading again would only race a
 * stopping service's close of its database.
 */
export async function waitForChanges<T>(changes: ChangeSignal, read: () => Promise<T[]>, options: WaitForChangesOptions): Promise<T[]> {
  const deadline = performance.now() + options.seconds * 1000;
  for (;;) {
    // The wait begins before the read: a write committed after the read still wakes it.
    const wait = await changes.begin();
    const found = await read();
    const left = deadline - performance.now();
    if (found.length > 0 || left <= 0 || options.ended.aborted) {
      wait.cancel();
      return found;
    }
    await wait.next(left, options.ended);
    if (options.gone.aborted) return [];
  }
}
