/**
 * Version 19: each launch's token is its own (docs/security.md, "Launch tokens"). A launch token's user
 * carries the launch it belongs to; a person's token has none. The one "command line" user that every
 * launch re-pointed is gone: the next launch registers its own token under the person's name.
 */
export const V19 = `
alter table users add column launch_id text;
delete from tokens where user_id in (select id from users where name = 'command line');
delete from users where name = 'command line';
`;
