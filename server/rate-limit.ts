/** A fixed-window request counter per client key (DESIGN §3: 429 when exceeded). */
export interface RateLimit {
  /** True when the request may go ahead. */
  take(key: string, now?: number): boolean;
}

/** Allows `max` requests per `windowMs` for each key; memory is bounded by clearing old windows. */
export function createRateLimit(max: number, windowMs: number): RateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= max;
    },
  };
}
