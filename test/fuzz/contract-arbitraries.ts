import fc from 'fast-check';
import type { z } from 'zod';
import {
  Amount,
  DateOrDateTime,
  DOCUMENT_TYPES,
  DocumentTypeSchema,
  IsoDate,
  PAYMENT_TYPES,
  PaymentTypeSchema,
  Price,
  Qty,
  Uid,
  VAT_CODES,
  VatCodeSchema,
} from '../../shared/api/index.js';

/**
 * Requests generated from the zod contract in shared/api: each schema of the endpoint table
 * becomes a fast-check arbitrary of inputs it would mostly accept. The fuzz suite then breaks
 * them (breakers.ts). Schemas that a plain walk cannot guess well (uids, dates, amounts, type
 * codes) are recognised by identity and given values a client would send.
 */

/** Uids of records that exist, so generated requests reach past "not found" into the ledger. */
export interface UidPool {
  all: string[];
}

const date = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2026-02-30', '1899-12-31', '3000-01-01', '2026-1-1', '2026-01-01T10:00:00', '2026-01-01T25:00', ''),
  },
);

const decimalText = (places: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }), fc.integer({ min: 0, max: 10 ** places - 1 }), fc.boolean())
    .map(([int, frac, negative]) => `${negative ? '-' : ''}${int}.${String(frac).padStart(places, '0')}`);

const decimal = (places: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0, max: 1000 }) },
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: 1, max: 10 ** 6 })
        .map((n) => `${Math.floor(n / 10 ** places)}.${String(n % 10 ** places).padStart(places, '0')}`),
    },
    { weight: 2, arbitrary: decimalText(places) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, '0.001', '999999999999.999', '99999.9999', '1e3', '-0', 1e12, -1e-7) },
  );

const typeCode = (codes: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...codes) },
    { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => c.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'waybollRetOut', ' invoice ', '') },
  );

/** A schema's definition, which says what kind of schema it is. Every zod schema is one of the core `$ZodTypes`. */
function def(schema: z.core.$ZodType): z.core.$ZodTypes['_zod']['def'] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** An arbitrary of inputs for `schema`; `pool` supplies uids of existing records. */
export function arbitraryOf(schema: z.core.$ZodType, pool: UidPool): fc.Arbitrary<unknown> {
  if (schema === Uid) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool.all) }, { weight: 1, arbitrary: fc.uuid() });
  if (schema === IsoDate || schema === DateOrDateTime) return date;
  if (schema === Qty) return decimal(3);
  if (schema === Price) return decimal(4);
  if (schema === Amount) return decimal(2);
  if (schema === DocumentTypeSchema) return typeCode(DOCUMENT_TYPES);
  if (schema === PaymentTypeSchema) return typeCode(PAYMENT_TYPES);
  if (schema === VatCodeSchema) return fc.oneof(fc.constantFrom(...VAT_CODES), fc.constantFrom(20, 7, 0));
  const d = def(schema);
  switch (d.type) {
    case 'object': {
      const entries = Object.entries(d.shape);
      const required = entries.filter(([, inner]) => def(inner).type !== 'optional').map(([key]) => key);
      return fc.record(Object.fromEntries(entries.map(([key, inner]) => [key, arbitraryOf(inner, pool)])), { requiredKeys: required });
    }
    case 'array':
      return fc.array(arbitraryOf(d.element, pool), { maxLength: 4 });
    case 'optional':
      return arbitraryOf(d.innerType, pool);
    case 'nullable':
      return fc.option(arbitraryOf(d.innerType, pool), { freq: 5, nil: null });
    case 'default':
      return arbitraryOf(d.innerType, pool);
    case 'pipe':
      return arbitraryOf(d.in, pool);
    case 'union':
      return fc.oneof(...d.options.map((o) => arbitraryOf(o, pool)));
    case 'literal':
      return fc.constantFrom(...d.values);
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: -5, max: 200 });
    case 'string':
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
        { weight: 1, arbitrary: fc.constantFrom('code', 'article', 'barcode', '361', '631', 'WBWH', '1', '0') },
      );
    default:
      return fc.anything();
  }
}
