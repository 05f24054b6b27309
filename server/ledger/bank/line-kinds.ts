import { readCompany } from '../../company/settings.js';
import {
  KIND_DIRECTION,
  KINDS_WITHOUT_AGENT,
  type BankImportLine,
  type BankLineInput,
  type BankLineKind,
  type BankPreview,
  type BankPreviewBody,
  type BankPreviewLine,
} from '../../../shared/api/index.js';
import { Decimal, moneyText } from '../../../shared/api/money.js';
import { lineAccountsOf } from '../../../shared/bank/line-accounts.js';
import { readRoleAccounts } from '../accounts/account-roles.js';
import { proposeLineKind, type KindContext } from '../../../shared/bank/line-kind.js';
import { normaliseAccount } from '../../../shared/bank/statement-values.js';
import { distinct } from '../in-lists.js';
import { rememberedKindsOf } from './party-kinds.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';

// What a statement line is (docs/service-behaviour.md, "Bank statements"): the kind proposed by the
// preview, the kind a confirmed line is imported as, and the kinds recorded as payments so far.

/** The kind of a confirmed line: as the client chose it, else a customer's payment in and a supplier's payment out. */
export const kindOfLine = (line: Pick<BankImportLine, 'kind' | 'direction'>): BankLineKind =>
  line.kind ?? (line.direction === 'in' ? 'payFromCustomer' : 'payToSupplier');

/** A proposal as the preview gives it: the kind, its account and why, and a transfer's other money account. */
export type PreviewKind = Pick<BankPreviewLine, 'kind' | 'ledgerAccount' | 'kindReason' | 'otherMoneyAccount'>;

/**
 * The kinds the preview proposes for `lines` (shared/bank/line-kind.ts): from who the counterparty
 * is (our money accounts and requisites, the treasury, a bank, an agent of ours found by code or
 * IBAN, the choice kept for it) before what the purpose says. An account proposed that the chart
 * lacks or has deactivated gives way to its kind's default, which the user sees and may change.
 */
export async function proposeKinds(db: Db, lines: BankLineInput[], agents: BankPreviewLine['agent'][]): Promise<PreviewKind[]> {
  const company = await readCompany(db);
  const moneyAccounts = await db.selectFrom('money_accounts').select(['uid', 'kind', 'iban', 'main']).execute();
  const byIban = new Map(moneyAccounts.filter((a) => a.iban !== '').map((a) => [normaliseAccount(a.iban), a.uid]));
  const cashDesk = moneyAccounts.find((a) => a.kind === 'cash' && a.main)?.uid ?? null;
  const mainBank = moneyAccounts.find((a) => a.kind === 'bank' && a.main)?.uid;
  const roles = await readRoleAccounts(db);
  const context: KindContext = {
    ourAccounts: [company.iban, ...byIban.keys()],
    ourCode: company.code.replace(/\s/g, ''),
    bank: { name: company.bank },
    accounts: lineAccountsOf(roles),
  };
  const remembered = await rememberedKindsOf(db, lines);
  const proposed = lines.map((line, i) =>
    proposeLineKind(line, context, {
      agent: agents[i]?.reason === 'code' || agents[i]?.reason === 'iban',
      remembered: remembered[i] ?? { byIban: null, byCode: null },
    }),
  );
  const usable = await usableAccounts(db, distinct(proposed.map((p) => p.ledgerAccount ?? '')));
  return proposed.map((p, i) => {
    const line = lines[i];
    const statementAccount = (line && byIban.get(normaliseAccount(line.account))) ?? mainBank;
    const ofIban = line ? byIban.get(normaliseAccount(line.counterparty.iban)) : undefined;
    const other = p.transferTo === 'cash' ? cashDesk : ofIban && ofIban !== statementAccount ? ofIban : null;
    const ledgerAccount =
      p.ledgerAccount === null || usable.has(p.ledgerAccount)
        ? p.ledgerAccount
        : p.kind === 'otherIn'
          ? roles.otherMoneyIn
          : roles.otherMoneyOut;
    return {
      kind: p.kind,
      ledgerAccount,
      kindReason: p.reason,
      otherMoneyAccount: p.kind === 'transfer' && other ? { uid: other } : null,
    };
  });
}

/** Of `codes`, those of the chart that other money out or in may take: active and on the balance. */
async function usableAccounts(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('accounts').select(['code', 'active', 'off_balance']).where('code', 'in', codes).execute();
  return new Set(rows.filter((r) => r.active && !r.off_balance).map((r) => r.code));
}

/**
 * Refuses a confirmed line whose kind moves money the other way than the line (a customer's payment
 * of money out), or that needs a counterparty and names none.
 */
export function checkKinds(lines: BankImportLine[]): void {
  for (const [index, line] of lines.entries()) {
    const kind = kindOfLine(line);
    const way = KIND_DIRECTION[kind];
    if (way !== 'both' && way !== line.direction) {
      throw new LedgerError('VALIDATION', `lines.${index}.kind: ${kind} is money ${way}, the line is money ${line.direction}`);
    }
    if (!line.agent && !KINDS_WITHOUT_AGENT.includes(kind)) {
      throw new LedgerError('VALIDATION', `lines.${index}.agent: a line of kind ${kind} needs a counterparty`);
    }
  }
}

const NO_TOTALS = { opening: null, in: null, out: null, closing: null };

/** The bank's figures as the client sent them, and the money in and out of the lines, for the preview's reply. */
export function totalsOf(body: BankPreviewBody): Pick<BankPreview, 'totals' | 'lineTotals'> {
  const sums = { in: new Decimal(0), out: new Decimal(0) };
  for (const line of body.lines) sums[line.direction] = sums[line.direction].plus(line.amount);
  return { totals: body.totals ?? NO_TOTALS, lineTotals: { in: moneyText(sums.in), out: moneyText(sums.out) } };
}
