/**
 * Version 12: one name for an integer key. Goods, contracts and stores called theirs `seq`, agents and
 * documents `id`; now all say `id`. Both engines carry the rename into the foreign keys and views.
 */
export const V12 = `
alter table entities rename column seq to id;
alter table contracts rename column seq to id;
alter table stores rename column seq to id;
`;

/**
 * Version 16: a document's deletion mark (docs/service-behaviour.md, "Deletion mark"), kept by the
 * service so the mark survives a reload and every workplace sees it.
 */
export const V16 = `
alter table documents add column deletion_mark boolean not null default false;
`;
