import { ACCOUNT_ROLES, ROLE_RULES } from '../../shared/api/account-roles.js';
import { counterTriggers, type Engine } from './engines.js';
import { quoted } from './migration-ledger.js';

/**
 * Version 23: the accounts of the roles (docs/general-ledger.md, "Account roles"): a row per role, the
 * company's account of it, with its version; a company gets every role's default (a role whose default
 * its chart lacks is left to the default, which the service reads the same). Writing one moves
 * `ledger_change`, so postings read them anew. A write-off names its expense account (`pay_account`):
 * the posted write-offs a company has were posted to 949 and keep it, so a re-cost writes them as they
 * were; a draft takes the write-off role's account (947), as a new one does.
 */
export const V23 = (engine: Engine) => `
create table account_roles (
  role text primary key, account text not null references accounts(code),
  version integer not null default 1, modified_at text not null);
${ACCOUNT_ROLES.map(
  (role) => `insert into account_roles (role, account, version, modified_at)
  select ${quoted(role)}, code, 1, ${quoted(new Date().toISOString())} from accounts where code = ${quoted(ROLE_RULES[role].default)};`,
).join('\n')}
update documents set pay_account = '949' where type = 'inventoryWriteOff' and pay_account is null and done;
update documents set pay_account = (select account from account_roles where role = 'writeOff')
  where type = 'inventoryWriteOff' and pay_account is null;
${counterTriggers(engine, 'account_roles', 'ledger_change')}
`;
