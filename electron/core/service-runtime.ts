// How a local service process is started: the values both launchers (Electron's utility process and plain
// Node) and the bench give it. Types of the launch itself stay in core-types.ts.

/** The environment variable that carries the per-launch token to the service (never argv, which `ps` shows). */
export const SERVICE_TOKEN_ENV = 'OBLIK_SERVICE_TOKEN';

/** The environment variable that carries a PostgreSQL company's URL, password included, to the service (never argv). */
export const DATABASE_URL_ENV = 'OBLIK_DATABASE_URL';

/**
 * The allocator settings a local service starts with. On Linux, glibc keeps the memory of freed large
 * buffers (the service builds 20 MB report replies) for reuse instead of giving it back, and one
 * arena per thread multiplies that: measured on the full benchmark company, the service held
 * 720-750 MB after a day's figures, 590-650 MB with these. Other systems ignore them.
 */
export const SERVICE_MEMORY_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' };

/**
 * Node's flags for a local service (docs/performance.md, "Memory"), which apply to its worker
 * threads too. V8's young generation (where every request's short-lived objects go) grows by
 * default to 2 × 64 MB semi-spaces per thread and keeps that size once the work is over; at 16 MB
 * each a posting meets a young collection (1–3 ms) about every fourth time. And V8 lets the old
 * generation grow to up to four times what was live at its last collection before it collects
 * again, so the garbage of each report (a year's moves, a whole-company balance and its patched
 * copies) stays for the next ones; at 1.6 times the service stays nearer what it holds, for more
 * collections (each marks the live heap, mostly beside the thread). 1.3 times gave a peak 40 MB
 * lower on the full bench for about twice the collection time of the defaults.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=60'];
