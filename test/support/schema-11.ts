/**
 * Undoes schema 12 on either engine: goods, contracts and stores call their integer key `seq` again.
 * Tests that rebuild an older company from a new one start with it.
 */
export const TO_SCHEMA_11 = `
alter table entities rename column id to seq;
alter table contracts rename column id to seq;
alter table stores rename column id to seq;
update meta set value = '11' where key = 'schema_version'`;
