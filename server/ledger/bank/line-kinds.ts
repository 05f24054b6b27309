import { readCompany } from '../../company/settings.js';
import {
  KIND_DIRECTION,
  KINDS_WITHOUT_AGENT,
  type BankImportLine,
  type BankLineInput,
  type BankLineKind,
  type BankPreview,
  type BankPreviewBody,
} from '../../../shared/api/index.js';
import { Decimal, moneyText } from '../../../shared/api/money.js';
import { proposeLineKind, type KindContext, type ProposedKind } from '../../../shared/bank/line-kind.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';

// What a statement line is (docs/service-behaviour.md, "Bank statements"): the kind proposed by the
// preview, the kind a confirmed line is imported as, and the kinds recorded as payments so far.

/** The kind of a confirmed line: as the client chose it, else a customer's payment in and a supplier's payment out. */
export const kindOfLine = (line: Pick<BankImportLine, 'kind' | 'direction'>): BankLineKind =>
  line.kind ?? (line.direction === 'in' ? 'payFromCustomer' : 'payToSupplier');

/**
 * The kinds the preview proposes for `lines`, from their purpose and counterparty, our company's
 * requisites and the IBANs of our money accounts (a line to or from one of them is a transfer).
 */
export async function proposeKinds(db: Db, lines: BankLineInput[]): Promise<ProposedKind[]> {
  const company = await readCompany(db);
  const ibans = await db.selectFrom('money_accounts').select('iban').where('iban', '<>', '').execute();
  const context: KindContext = {
    ourAccounts: [company.iban, ...ibans.map((r) => r.iban)],
    ourCode: company.code.replace(/\s/g, ''),
    bank: { name: company.bank, code: '' },
  };
  return lines.map((line) => proposeLineKind(line, context));
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
