import { z } from 'zod';

/**
 * A stock shortage as NOT_ENOUGH_STOCK carries it: the service's sentence, then the figures after a
 * marker as JSON, so a client can say it in the user's language («не вистачає 146 шт») without parsing
 * English (docs/service-behaviour.md, "Stock and cost").
 */
export const Shortage = z.object({
  entity: z.string(),
  store: z.string(),
  date: z.string(),
  /** The missing quantity as a decimal string, exact. */
  missing: z.string(),
  unit: z.string(),
  documentType: z.string(),
  documentNo: z.string(),
});
export type Shortage = z.output<typeof Shortage>;

const MARKER = ' | shortage=';

/** The text of a NOT_ENOUGH_STOCK error after its code. */
export function shortageMessage(s: Shortage): string {
  const sentence =
    `not enough "${s.entity}" in store "${s.store}" on ${s.date} ` +
    `for ${s.documentType} ${s.documentNo}: short by ${s.missing}${s.unit ? ` ${s.unit}` : ''}`;
  return `${sentence}${MARKER}${JSON.stringify(s)}`;
}

/** The figures of a shortage from an error text that carries them, or null. */
export function shortageOf(message: string): Shortage | null {
  const at = message.lastIndexOf(MARKER);
  if (at < 0) return null;
  try {
    const parsed = Shortage.safeParse(JSON.parse(message.slice(at + MARKER.length)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
