/**
 * Version 21: who is connected now, shared by every service on the company's database, so that two
 * services on one PostgreSQL database see each other's people (docs/office.md, "Live changes and
 * presence"). One row per person (their user id), written by the heartbeat: when the service last
 * heard of them (ms since the epoch) and what they have open. Not accounting: no history, no change
 * feed, no copy or backup check reads it, and a row older than a minute means nothing.
 */
export const V21 = `
create table presence (
  user_id integer primary key, name text not null, open_kind text, open_uid text, seen_at bigint not null);
`;
