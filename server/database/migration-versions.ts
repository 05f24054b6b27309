/**
 * Version 17: every record a person edits carries its version, which grows by one with each change, so
 * a save made on a stale copy is refused rather than overwriting another's (docs/service-behaviour.md,
 * "Versions and conflicts"). The company settings keep theirs in `meta`.
 */
export const V17 = `
alter table documents add column version integer not null default 1;
alter table agents add column version integer not null default 1;
alter table entities add column version integer not null default 1;
alter table contracts add column version integer not null default 1;
alter table stores add column version integer not null default 1;
alter table accounts add column version integer not null default 1;
`;
