/**
 * Version 11: a bank line is known by who paid as well (docs/service-behaviour.md, "Bank statements"):
 * our account, date, amount, the counterparty's code or IBAN (`party`), the bank's number, where the
 * number is empty the line's place in its file and purpose (`place`), and which repeat of that key
 * in its file it is (`occurrence`). A line imported before gets the code (or IBAN) of its payment's
 * counterparty and an empty place; the table is made anew, the old one's names staying free.
 */
export const V11 = `
create table bank_lines_11 (
  account text not null, date {date} not null, amount bigint not null, party text not null, no text not null,
  place text not null, occurrence integer not null, payment_uid {uuid} not null,
  primary key (account, date, amount, party, no, place, occurrence));
insert into bank_lines_11 (account, date, amount, party, no, place, occurrence, payment_uid)
  select b.account, b.date, b.amount, coalesce(nullif(a.code, ''), a.iban, ''), b.no, '', 1, b.payment_uid
  from bank_lines b left join documents d on d.uid = b.payment_uid left join agents a on a.uid = d.agent_uid;
drop table bank_lines;
alter table bank_lines_11 rename to bank_lines;
create index bank_lines_payment on bank_lines(payment_uid);
`;
