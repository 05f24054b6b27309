import { CHART_OF_ACCOUNTS, FORMER_ORDER_NAMES } from '../ledger/accounts/chart.js';
import { quoted } from './migration-ledger.js';

/** When the upgrade wrote what it wrote: the accounts' change stamp, as schema 13 stamped the first chart. */
const UPGRADED_AT = quoted('2026-11-28T00:00:00.000Z');

/**
 * Version 22: the whole chart of order No. 291 (docs/general-ledger.md, "Chart of accounts"). Every
 * account of it the company lacks is added, synthetic accounts before their sub-accounts; a code the
 * company has keeps what it has, name, kind and analytics, whether it is the order's or one the
 * company added (a 209 of its own stays its own). An account of the order still under the name an
 * earlier chart gave it (791 «Результат основної діяльності») takes the order's name and moves on a
 * version, so a copy opened before is not saved over it; one the company renamed keeps its name.
 * Inserting only what is missing lets a step of another branch that adds some of these accounts
 * (947, 375) run before or after this one.
 */
export const V22 = `
${CHART_OF_ACCOUNTS.map(
  (a) =>
    `insert into accounts (code, name, parent, kind, off_balance, analytics, active, modified_at) values (${quoted(a.code)}, ${quoted(a.name)}, ${
      a.parent ? quoted(a.parent) : 'null'
    }, ${quoted(a.kind)}, ${a.offBalance ? 'true' : 'false'}, ${quoted(a.analytics.join(','))}, true, ${UPGRADED_AT}) on conflict (code) do nothing;`,
).join('\n')}
${Object.entries(FORMER_ORDER_NAMES)
  .map(([code, former]) => {
    const name = CHART_OF_ACCOUNTS.find((a) => a.code === code)!.name;
    return `update accounts set name = ${quoted(name)}, version = version + 1, modified_at = ${UPGRADED_AT} where code = ${quoted(code)} and name = ${quoted(former)};`;
  })
  .join('\n')}
`;
