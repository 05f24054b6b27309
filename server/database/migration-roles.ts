import { READY_ROLE_CODES, READY_ROLES, type RoleDefinition } from '../../shared/api/index.js';
import { ALL_LEGACY_RIGHTS, roleOfLegacyRights, type LegacyRights } from '../company/legacy-rights.js';

/**
 * Version 28: roles (docs/security.md, "Rights and roles"). The ready roles are seeded as the code
 * defines them today (a later change of a ready role is a migration of its own); each person gets the
 * role their four old rights map onto (company/legacy-rights.ts), a copy of Бухгалтер made only where
 * someone needs it, and every store (`stores` null). The four rights' columns go.
 */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

const roleValues = (code: string, role: RoleDefinition, ready: boolean) =>
  `${quoted(code)}, ${quoted(role.name)}, ${quoted(role.rights.join(','))}, ${quoted(role.storeLimited.join(','))}, ${ready}`;

const holding = (legacy: LegacyRights) =>
  `can_post = ${legacy.canPost} and can_unpost = ${legacy.canUnpost} and can_close_period = ${legacy.canClosePeriod} and can_manage_tokens = ${legacy.canManageTokens}`;

const ready = READY_ROLE_CODES.map(
  (code) => `insert into roles (code, name, rights, store_limited, ready) values (${roleValues(code, READY_ROLES[code], true)});`,
);

const copies = ALL_LEGACY_RIGHTS.flatMap((legacy) => {
  const { code, copy } = roleOfLegacyRights(legacy);
  if (!copy) return [];
  return [
    `insert into roles (code, name, rights, store_limited, ready) select ${roleValues(code, copy, false)}
      where exists (select 1 from users where ${holding(legacy)}) and not exists (select 1 from roles where code = ${quoted(code)});`,
  ];
});

const mapping = ALL_LEGACY_RIGHTS.map((legacy) => `when ${holding(legacy)} then ${quoted(roleOfLegacyRights(legacy).code)}`);

export const V28 = `
create table roles (
  code text primary key, name text not null, rights text not null, store_limited text not null, ready boolean not null,
  version integer not null default 1);
${ready.join('\n')}
${copies.join('\n')}
alter table users add column role text not null default 'viewer';
alter table users add column stores text;
update users set role = case ${mapping.join(' ')} else 'viewer' end;
alter table users drop column can_post;
alter table users drop column can_unpost;
alter table users drop column can_close_period;
alter table users drop column can_manage_tokens;
`;
