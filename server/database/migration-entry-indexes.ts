/**
 * Version 18: the entries are indexed by account, counterparty and date on the sides without goods
 * only (docs/general-ledger.md, "Where it is kept"). The two indexes by (account, date) held every side
 * of every entry, a sixth of a large company file, and most of those the goods lines' sides (281, 201,
 * …); the trial balance and a counterparty's figures read the daily totals now, and the card and
 * analysis of an account that keeps no goods (311, 361, 641, …), of one counterparty or all, read
 * these. The step also writes the register moves of manual operations posted before operations moved
 * them (migrations.ts, ledger/operations/operation-backfill.ts).
 */
export const V18 = `
drop index entries_debit;
drop index entries_credit;
create index entries_debit_plain on entries(debit, debit_agent_id, date) where debit_entity_id is null;
create index entries_credit_plain on entries(credit, credit_agent_id, date) where credit_entity_id is null;
`;
