import { z } from 'zod';
import { Amount, Uid } from '../api/common.js';
import { parseDecimal, toJsonNumber } from '../api/money.js';

/**
 * Fields that carry money. They are parsed strictly (a number or numeric string with at most
 * two decimals) because a wrong amount on screen misleads (docs/desktop-app.md, "Proxy").
 */
export const AMOUNT_FIELDS: ReadonlySet<string> = new Set([
  'sum',
  'vatSum',
  'total',
  'paid',
  'shipped',
  'balanceStartDb',
  'balanceStartCr',
  'dbSum',
  'crSum',
  'balanceEndDb',
  'balanceEndCr',
]);

const StrictAmount = Amount.transform((value) => toJsonNumber(value));

/** A numeric string becomes the number it spells; anything else is left for the schema to judge. */
function numericStringToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const decimal = parseDecimal(value);
  return decimal === null ? value : toJsonNumber(decimal);
}

/**
 * Derives the schema the client reads replies with from a reply schema of `shared/api`:
 * lenient where the real service may differ from ours (numeric strings become numbers,
 * unknown fields are kept, codes are plain strings already) and strict where a wrong shape
 * would mislead (every `uid` is a UUID, every amount an exact decimal of kopecks).
 * The output type is that of the source schema; applying it twice gives the same value.
 */
export function lenientOf(schema: z.ZodType, field?: string): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, inner]) => [key, lenientOf(inner, key)]),
    );
    return z.object(shape).loose();
  }
  if (schema instanceof z.ZodArray) return z.array(lenientOf(schema.element as z.ZodType, field));
  if (schema instanceof z.ZodOptional) return lenientOf(schema.unwrap() as z.ZodType, field).optional();
  if (schema instanceof z.ZodNullable) return lenientOf(schema.unwrap() as z.ZodType, field).nullable();
  if (schema instanceof z.ZodNumber) {
    return field !== undefined && AMOUNT_FIELDS.has(field) ? StrictAmount : z.preprocess(numericStringToNumber, schema);
  }
  if (schema instanceof z.ZodString && field === 'uid') return Uid;
  return schema;
}
