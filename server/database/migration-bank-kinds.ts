/**
 * Version 27: the kind and account last chosen for a bank statement's counterparty, so that its next
 * lines are proposed the same way on every computer of the company (docs/service-behaviour.md, "Bank
 * statements"). One row per direction of the money and counterparty (`party`: `iban:<IBAN>` or
 * `code:<ЄДРПОУ/РНОКПП>`), written by the import of a line; `ledger_account` only for other money
 * out or in. No foreign key: a counterparty of a statement need not be in the directory (the bank,
 * the treasury).
 */
export const V27 = `
create table bank_party_kinds (
  direction text not null, party text not null, kind text not null, ledger_account text, modified_at text not null,
  primary key (direction, party));
`;
