/** A fixed-window request counter per client key (429 when exceeded; docs/service-behaviour.md, "Rate limits"). */
export interface RateLimit {
  /** Counts one request; true when it may go ahead. */
  take(key: string, now?: number): boolean;
  /** How many requests `key` has made in the current window. */
  used(key: string, now?: number): number;
}

/** Allows `max` requests per `windowMs` for each key; memory is bounded by clearing old windows. */
export function createRateLimit(max: number, windowMs: number): RateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  const current = (now: number) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    return counts;
  };
  return {
    take(key, now = Date.now()) {
      const window = current(now);
      const used = (window.get(key) ?? 0) + 1;
      window.set(key, used);
      return used <= max;
    },
    used: (key, now = Date.now()) => current(now).get(key) ?? 0,
  };
}
