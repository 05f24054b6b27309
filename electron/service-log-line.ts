import type { LogLevel } from './core/core-types.js';

/**
 * The level at which one line of the embedded service's stderr goes into the app's log. The
 * service writes JSON lines (pino levels: 50 error, 40 warn, 30 info); anything else it prints
 * (a crash before its logger exists) is a warning. See docs/service-behaviour.md, "Logging".
 */
export function levelOfServiceLine(line: string): LogLevel {
  if (!line.startsWith('{')) return 'warn';
  let level: unknown;
  try {
    level = (JSON.parse(line) as { level?: unknown }).level;
  } catch {
    return 'warn';
  }
  if (typeof level !== 'number') return 'warn';
  return level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info';
}
