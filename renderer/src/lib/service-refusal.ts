/** Turns a service's refusal into a stable code and the part of the editor that caused it. */

/** Where in the editor a refusal is shown: next to what caused it. */
export type RefusalPlace = 'header' | 'lines' | 'state';

export interface Refusal {
  /** The service's stable code (`NOT_ENOUGH_STOCK`), or null for other failures. */
  code: string | null;
  /** The service's own words, kept as a detail. */
  message: string;
  place: RefusalPlace;
  /** The failure itself, for the generic error text. */
  error: unknown;
}

const PLACE = new Map<string, RefusalPlace>(
  Object.entries({
    NO_LINES: 'lines',
    NOT_ENOUGH_STOCK: 'lines',
    QTY_NOT_POSITIVE: 'lines',
    INVALID_AMOUNT: 'lines',
    TYPED_FIGURE: 'lines',
    NO_SUM: 'lines',
    MANUFACTURE_NO_MATERIAL: 'lines',
    MANUFACTURE_PRODUCT_QTY: 'lines',
    MANUFACTURE_DUPLICATE_ENTITY: 'lines',
    RETURN_EXCEEDS_BASIS: 'lines',
    UNIT_COST_REQUIRED: 'lines',
    RETURN_BASIS_UNSUITABLE: 'header',
    RETURN_BASIS_NOT_POSTED: 'header',
    AGENT_REQUIRED: 'header',
    STORE_REQUIRED: 'header',
    STORES_SAME: 'header',
    MANUFACTURE_STORES: 'header',
    TYPE_CHANGE: 'header',
    UNKNOWN_REFERENCE: 'header',
    MISSING_FIELD: 'header',
    VALIDATION: 'header',
  } satisfies Record<string, RefusalPlace>),
);

/** The refusal carried by a failed bridge call: the service's errors start with their code (`DOCUMENT_POSTED: …`). */
export function refusalOf(error: unknown): Refusal {
  const plain = error as { serviceCode?: unknown; message?: unknown } | null;
  const message = typeof plain?.message === 'string' ? plain.message : String(error);
  const fromField = typeof plain?.serviceCode === 'string' ? plain.serviceCode : null;
  const code = fromField ?? /^([A-Z][A-Z0-9_]{2,}):/.exec(message)?.[1] ?? null;
  return { code, message, place: (code !== null && PLACE.get(code)) || 'state', error };
}
