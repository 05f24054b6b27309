import { counterTriggers, type Engine } from './engines.js';

/**
 * The entry's sides as rows of (account, counterparty key or 0, date, debit, credit), from table `from`;
 * an off-balance account's entry of one side (schema 25) has no other.
 */
const sidesOf = (from: string) =>
  `select debit as account, coalesce(debit_agent_id, 0) as agent_id, date, amount as dr, 0 as cr from ${from} where debit is not null union all select credit, coalesce(credit_agent_id, 0), date, 0, amount from ${from} where credit is not null`;

/** Adds (sign 1) or takes away (sign -1) the sides of the entries in table `from`, one row per key. */
const upsertFrom = (from: string, sign: 1 | -1) =>
  `insert into entry_totals (account, agent_id, date, debit, credit) select account, agent_id, date, ${sign} * sum(dr), ${sign} * sum(cr) from (${sidesOf(from)}) s where true group by account, agent_id, date on conflict (account, agent_id, date) do update set debit = entry_totals.debit + excluded.debit, credit = entry_totals.credit + excluded.credit`;

/**
 * The triggers that keep `entry_totals` with every entry written or removed, in the writing
 * transaction, whoever writes it (a posting, a re-costing, a manual operation, a document's deletion by
 * cascade). The company file's run for each row, PostgreSQL's once a statement over its rows. Entries are
 * written and removed, never changed, so an update has no trigger.
 */
export function totalsTriggers(engine: Engine): string {
  if (engine === 'sqlite') {
    const side = (row: 'new' | 'old', column: 'debit' | 'credit', amount: string) =>
      `insert into entry_totals (account, agent_id, date, debit, credit) select ${row}.${column}, coalesce(${row}.${column}_agent_id, 0), ${row}.date, ${column === 'debit' ? `${amount}, 0` : `0, ${amount}`} where ${row}.${column} is not null on conflict (account, agent_id, date) do update set ${column} = ${column} + excluded.${column};`;
    return [
      `create trigger entries_add_totals after insert on entries begin ${side('new', 'debit', 'new.amount')} ${side('new', 'credit', 'new.amount')} end;`,
      `create trigger entries_remove_totals after delete on entries begin ${side('old', 'debit', '-old.amount')} ${side('old', 'credit', '-old.amount')} end;`,
    ].join('\n');
  }
  return [
    `create or replace function entries_add_totals() returns trigger language plpgsql as $$ begin ${upsertFrom('added', 1)}; return null; end $$;`,
    `create or replace trigger entries_add_totals after insert on entries referencing new table as added for each statement execute function entries_add_totals();`,
    `create or replace function entries_remove_totals() returns trigger language plpgsql as $$ begin ${upsertFrom('removed', -1)}; return null; end $$;`,
    `create or replace trigger entries_remove_totals after delete on entries referencing old table as removed for each statement execute function entries_remove_totals();`,
  ].join('\n');
}

/**
 * Version 15: the ledger's daily totals (docs/general-ledger.md, "Where it is kept"): per account,
 * counterparty (0: none) and day, the debit and credit turnovers of its entries, so the trial
 * balance of a year or of all history reads a row per account, counterparty and day rather than
 * every entry. Filled from the entries a company has and kept by triggers from then on. And the
 * counter `ledger_change`, moved by every write of the chart or of `meta` (the company's settings),
 * so a posting knows by one lookup whether what it keeps of them still holds (entries/entry-settings.ts).
 */
export const V15 = (engine: Engine) => `
create table entry_totals (
  account text not null, agent_id integer not null, date {date} not null,
  debit bigint not null, credit bigint not null, primary key (account, agent_id, date)) {without_rowid};
${upsertFrom('entries', 1)};
${totalsTriggers(engine)}
insert into counters (name, value) values ('ledger_change', 0) on conflict (name) do nothing;
${counterTriggers(engine, 'accounts', 'ledger_change')}
${counterTriggers(engine, 'meta', 'ledger_change')}
`;
