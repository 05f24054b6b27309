import { z } from 'zod';
import { amountIssue, limitOf, signProblem, type SignRule } from './amount-rules.js';
import { Decimal, parseDecimal, SCALE } from './money.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID string, normalised to lower case. */
export const Uid = z
  .string({ error: 'must be a UUID string' })
  .regex(UUID, { error: 'must be a UUID' })
  .transform((s) => s.toLowerCase());

/** A reference to another record by uid; a name sent along is ignored by the service. */
export const Ref = z.object({ uid: Uid, name: z.string().optional() });
export type Ref = z.output<typeof Ref>;

/** A reference as the service returns it. */
export const NamedRef = z.object({ uid: z.string(), name: z.string() }).loose();

/** The fields every document and payment document the service returns starts with. */
export const RECORD_HEAD = { uid: z.string(), date: z.string(), type: z.string(), no: z.string(), sum: z.number() };

/** The sign a decimal field allows (any when not said). */
export interface DecimalFieldOptions {
  sign?: SignRule;
}

/**
 * Builds a schema for a decimal sent as a JSON number or numeric string with at most `places`
 * decimals. Malformed figures are VALIDATION issues (400); a figure of the wrong sign or beyond
 * the largest amount is an amount issue (422, see amount-rules.ts).
 */
export function decimalField(places: number, what: string, opts: DecimalFieldOptions = {}) {
  return z.union([z.number(), z.string()]).transform((raw, ctx): Decimal => {
    const value = parseDecimal(raw);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: `${what} must be a number` });
      return z.NEVER;
    }
    if (value.decimalPlaces() > places) {
      ctx.addIssue({ code: 'custom', message: `${what} has more than ${places} decimal places` });
      return z.NEVER;
    }
    const { limit, text } = limitOf(places);
    if (value.abs().greaterThanOrEqualTo(limit)) {
      ctx.addIssue(amountIssue(text));
      return z.NEVER;
    }
    const wrongSign = opts.sign ? signProblem(value, opts.sign) : null;
    if (wrongSign) {
      ctx.addIssue(amountIssue(wrongSign));
      return z.NEVER;
    }
    return value;
  });
}

/** Quantity: up to 3 decimals, above zero. */
export const Qty = decimalField(SCALE.qty, 'qty', { sign: 'positive' });
/** Price: up to 4 decimals, not negative. */
export const Price = decimalField(SCALE.price, 'price', { sign: 'nonNegative' });
/** Amount: up to 2 decimals (kopecks), not negative. */
export const Amount = decimalField(SCALE.sum, 'sum', { sign: 'nonNegative' });

/** Whether the database can store `text` exactly: no NUL, no half of a UTF-16 surrogate pair. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Text the service keeps: refused (never changed) when the database could not store it as sent. */
export function storedText(max: number) {
  return z.string().max(max).refine(isStorableText, { error: 'must not contain NUL or unpaired surrogate characters' });
}

/** Short free text (names, numbers); long text is refused rather than cut. */
export const ShortText = storedText(500);
/** Memo text. */
export const MemoText = storedText(4000);

/** The spec's envelope of a successful reply. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    totalCount: z.number().int().optional(),
    count: z.number().int().optional(),
    warnings: z.array(z.string()).optional(),
  });
}

/**
 * The spec's envelope of a failed reply: every error string starts with a stable code. Our service
 * adds `data` to a 409 `CONFLICT` (the record's current version, who changed it and when).
 */
export const ErrorEnvelope = z.object({ success: z.literal(false), errors: z.array(z.string()).min(1), data: z.unknown().optional() });

/** Stable error codes that start every error string, and the HTTP status each one has (docs/service-behaviour.md, "Envelope and errors"). */
export const ERROR_STATUS = {
  INVALID_JSON: 400,
  BAD_URL: 400,
  BAD_REQUEST: 400,
  VALIDATION: 400,
  MISSING_FIELD: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  FORM_NOT_FOUND: 404,
  DOCUMENT_POSTED: 409,
  DOCUMENT_MARKED: 409,
  HAS_POSTED_CHILDREN: 409,
  HAS_CHILDREN: 409,
  LINK_CYCLE: 409,
  CONFLICT: 409,
  TYPE_CHANGE: 409,
  PERIOD_CLOSED: 409,
  TOKEN_NAME_TAKEN: 409,
  TOKEN_IN_USE: 409,
  NOT_SERVED: 409,
  ACCOUNT_IN_USE: 409,
  ACCOUNT_HAS_SUBACCOUNTS: 409,
  ACCOUNT_OF_ORDER: 409,
  ACCOUNT_CODE_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  NO_LINES: 422,
  NO_SUM: 422,
  STORE_REQUIRED: 422,
  STORES_SAME: 422,
  QTY_NOT_POSITIVE: 422,
  INVALID_AMOUNT: 422,
  AGENT_REQUIRED: 422,
  UNKNOWN_REFERENCE: 422,
  ACCOUNT_INACTIVE: 422,
  ACCOUNT_UNSUITABLE: 422,
  OFF_BALANCE_ENTRY: 422,
  MONEY_ACCOUNT_KIND: 422,
  MONEY_ACCOUNTS_SAME: 422,
  MONEY_ACCOUNT_REQUIRED: 422,
  NOT_ENOUGH_STOCK: 422,
  MANUFACTURE_STORES: 422,
  MANUFACTURE_NO_MATERIAL: 422,
  MANUFACTURE_PRODUCT_QTY: 422,
  MANUFACTURE_DUPLICATE_ENTITY: 422,
  MANUFACTURE_NO_COST_BASE: 422,
  NOTHING_TO_CLOSE: 422,
  RETURN_BASIS_UNSUITABLE: 422,
  RETURN_BASIS_NOT_POSTED: 422,
  RETURN_EXCEEDS_BASIS: 422,
  UNIT_COST_REQUIRED: 422,
  VAT_PAYER_UNSET: 422,
  MONTH_CLOSE_DOCUMENT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  RENDER_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Reads the stable code off an error string such as `"DOCUMENT_POSTED: …"`. */
export function errorCodeOf(message: string): ErrorCode | null {
  const [code = ''] = message.split(':', 1);
  // Own keys only: "constructor: …" from a foreign service is not one of our codes.
  return Object.hasOwn(ERROR_STATUS, code) ? (code as ErrorCode) : null;
}

/** An integer field's bounds (`min`, `max`) and the `fallback` when the query leaves it out. */
export interface IntRange {
  min: number;
  max: number;
  fallback: number;
}

/**
 * Builds a query-string integer field `name` that must stay within [`min`, `max`]; `fallback` when
 * the query leaves it out.
 */
export function queryInt(name: string, { min, max, fallback }: IntRange) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((raw, ctx): number => {
      if (raw === undefined || raw === '') return fallback;
      const text = String(raw).trim();
      if (!/^-?\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer` });
        return z.NEVER;
      }
      const value = Number(text);
      if (value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return value;
    });
}
