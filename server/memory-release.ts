import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How long a thread of the service stays quiet before it gives memory back. The release holds the
 * thread (50-100 ms on a large company), and a request that comes meanwhile waits: after 2 s of
 * quiet it often met the user's next click (the app's cold start and a store's report took 100-170 ms
 * longer in the bench), while 10 s of quiet is mostly a user reading or away, and still short
 * enough that an idle service soon holds no more than its data.
 */
export const RELEASE_IDLE_MS = 10_000;

/**
 * V8 keeps the heap it grew to for a burst of work (the pages of its young generation, the old
 * generation's garbage until its next collection, and pages it pools for reuse) and gives it back
 * only after a collection that reduces memory, which it starts on its own only after seconds of
 * quiet, if at all. Node has no call for that collection but the `gc` function V8 exposes on a flag
 * (docs/performance.md, "Memory"). V8's "last resort" collection, not a plain full one: on a large
 * company the plain one held the thread 39 ms instead of 90-100 but gave back nothing (340 MB
 * before and after), while this one gives back about 90 MB.
 */
export function memoryReducingCollector(): (() => void) | null {
  setFlagsFromString('--expose-gc');
  // A runtime that ignores the flag has no such function: the service then only does without.
  const collect = runInNewContext('typeof gc === "function" ? gc : null') as
    ((options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void) | null;
  return collect && (() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}

/**
 * The memory release of a worker thread of the service (the company file's reader, the printed
 * forms): the function it returns is called after each piece of work, and collects that thread's
 * garbage with memory reduced once the thread has been quiet for RELEASE_IDLE_MS. The collection
 * holds only that thread.
 */
export function releaseWhenQuiet(): () => void {
  const collect = memoryReducingCollector();
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (!collect) return;
    clearTimeout(timer);
    timer = setTimeout(collect, RELEASE_IDLE_MS);
    timer.unref();
  };
}
