// The arithmetic of the office figures, apart from the clients that gather what it counts: what can be wrong here is
// checked by test/unit/bench/office-figures.test.ts, while the figures themselves are only ever printed.

/**
 * The value at quantile `p` (0–1) of `values` by the nearest rank below, to 0.1: the value that a
 * share `p` of the others does not exceed. 0 when there are none, so an empty run prints 0, not NaN.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(sorted.length * p)))] ?? 0;
  return Math.round(value * 10) / 10;
}

/** What a save's reply promised: the document, the version it is at and whether it is posted, with its lines. */
export interface Acknowledged {
  uid: string;
  version: number;
  done: boolean;
  lines: number;
}

/** The document as read back afterwards, or null when the service no longer has it. */
export interface ReadBack {
  version: number;
  done: boolean;
  lines: number;
}

/**
 * The acknowledged saves that are not in the company as acknowledged: a document missing, at
 * another version (someone's change overwrote it, or it was lost), no longer posted, or with lines
 * missing. Each is described in one line, for the run's log.
 */
export function lostUpdates(acknowledged: readonly Acknowledged[], readBack: ReadonlyMap<string, ReadBack | null>): string[] {
  const lost: string[] = [];
  for (const ack of acknowledged) {
    const found = readBack.get(ack.uid);
    if (!found) lost.push(`${ack.uid}: not found`);
    else if (found.version !== ack.version) lost.push(`${ack.uid}: version ${found.version}, acknowledged ${ack.version}`);
    else if (found.done !== ack.done) lost.push(`${ack.uid}: ${found.done ? 'posted' : 'not posted'}, acknowledged the opposite`);
    else if (found.lines !== ack.lines) lost.push(`${ack.uid}: ${found.lines} lines, acknowledged ${ack.lines}`);
  }
  return lost;
}

/**
 * How many requests a minute a count over `seconds` comes to. A window shorter than a minute is
 * scaled, and the figure's name says so in the output.
 */
export function perMinute(count: number, seconds: number): number {
  if (seconds <= 0) throw new Error('a window of requests lasts some time');
  return Math.round((count * 60 * 10) / seconds) / 10;
}
