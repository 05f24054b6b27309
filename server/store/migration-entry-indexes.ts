/**
 * Version 18: the entries are indexed by counterparty, not by account (docs/general-ledger.md,
 * "Where it is kept"). The two indexes by (account, date) held every side of every entry, a sixth of
 * a large company file; the trial balance and a counterparty's figures read the daily totals now, and
 * a counterparty's card reads its entries through these, which hold only the sides kept by
 * counterparty (361, 631, …). The step also writes the register moves of manual operations posted
 * before operations moved them (migrations.ts, ledger/operations/operation-backfill.ts).
 */
export const V18 = `
drop index entries_debit;
drop index entries_credit;
create index entries_debit_agent on entries(debit_agent_id, date) where debit_agent_id is not null;
create index entries_credit_agent on entries(credit_agent_id, date) where credit_agent_id is not null;
`;
