/**
 * Version 26: a non-payer's VAT in the cost of what it buys (docs/general-ledger.md, "A non-payer's
 * VAT"). A document keeps whether its company paid VAT when it was posted, and a purchase line of a
 * non-payer what its goods cost with their VAT, so a later change of the setting never changes what a
 * re-computation of stock gives for them. What was posted before keeps nulls: its goods stay at their
 * net cost with their VAT on 949, as they were posted.
 */
export const V26 = `
alter table documents add column vat_payer boolean;
alter table document_lines add column cost_with_vat bigint;
`;
