/** The columns the stock events read of a document and of its lines (events.ts, operation-events.ts). */

/** A document's fields that its events carry. */
export const DOCUMENT_FIELDS = [
  'd.uid as document_uid',
  'd.id as document_id',
  'd.type',
  'd.date',
  'd.no_key',
  'd.vat_code',
  'd.vat_in_price',
  'd.agent_uid',
  'd.parent_uid',
  'd.store_in',
  'd.store_out',
] as const;

/** A document line's fields that its events carry. */
export const LINE_FIELDS = [
  'l.uid as line_uid',
  'e.uid as entity_uid',
  'l.position',
  'l.kind',
  'l.qty',
  'l.sum',
  'l.cost_with_vat',
] as const;
