/**
 * Version 24: a document line's `unit_cost`, the cost per unit (in ten-thousandths, as a price) at which
 * a customer return without a basis brings its goods back (docs/service-behaviour.md, "Returns from
 * customers"). Null on every other line, and on the returns a company made before: those keep coming
 * back at their line's net amount, as they did.
 */
export const V24 = `alter table document_lines add column unit_cost bigint`;
