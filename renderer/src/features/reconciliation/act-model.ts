import { Decimal } from '../../../../shared/api/money.js';
import type { Reconciliation } from '../../../../shared/api/reconciliation.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import type { ExportTable } from '../../lib/report-export.js';
import { recordLinkOf, recordTypeName, type RecordLink } from '../../lib/record-types.js';

/** The translate function as the model needs it (the screen passes i18next's `t`). */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** One line of the act on screen: a balance, a turnover total, or a document or payment that opens on a click. */
export interface ActLine {
  key: string;
  kind: 'opening' | 'row' | 'turnover' | 'closing';
  date: string | null;
  label: string;
  debit: Decimal | null;
  credit: Decimal | null;
  /** The record a row opens: a document, a payment document or a manual operation. */
  opens: RecordLink | null;
}

const nonZero = (value: Decimal) => (value.isZero() ? null : value);

/** A balance on one side: debit when the counterparty owes us, credit when we owe it. */
function balanceSides(balance: Decimal): Pick<ActLine, 'debit' | 'credit'> {
  return balance.isNegative() ? { debit: null, credit: balance.negated() } : { debit: nonZero(balance), credit: null };
}

/** «Видаткова накладна № 12» in the user's language. */
export function documentLabel(t: Translate, type: string, no: string): string {
  const name = t(`reconciliation.types.${type}`, { defaultValue: recordTypeName(t, type) });
  return no ? `${name} № ${no}` : name;
}

/** The lines of the act: the opening balance, each row, the turnovers and the closing balance. */
export function actLines(act: Reconciliation, t: Translate): ActLine[] {
  return [
    {
      key: 'opening',
      kind: 'opening',
      date: null,
      label: t('reconciliation.opening', { date: formatDate(act.from) }),
      opens: null,
      ...balanceSides(new Decimal(act.opening)),
    },
    ...act.rows.map((row, index): ActLine => ({
      key: `${row.document.uid}-${index}`,
      kind: 'row',
      date: row.date,
      label: documentLabel(t, row.document.type, row.document.no),
      debit: nonZero(new Decimal(row.debit)),
      credit: nonZero(new Decimal(row.credit)),
      opens: recordLinkOf(row.document.type, row.document.uid, row.date),
    })),
    {
      key: 'turnover',
      kind: 'turnover',
      date: null,
      label: t('reconciliation.turnover'),
      debit: new Decimal(act.debitTotal),
      credit: new Decimal(act.creditTotal),
      opens: null,
    },
    {
      key: 'closing',
      kind: 'closing',
      date: null,
      label: t('reconciliation.closing', { date: formatDate(act.to) }),
      opens: null,
      ...balanceSides(new Decimal(act.closing)),
    },
  ];
}

/** Who owes whom at the end of the period, as a sentence. */
export function closingSentence(act: Reconciliation, t: Translate): string {
  const closing = new Decimal(act.closing);
  const args = { date: formatDate(act.to), agent: act.agent.name, amount: formatAmount(closing.abs()) };
  if (closing.isZero()) return t('reconciliation.settled', args);
  return t(closing.isPositive() ? 'reconciliation.owesUs' : 'reconciliation.weOwe', args);
}

/** The act as a table for xlsx: the parameters on top, then the lines, the balances and totals in bold. */
export function actTable(act: Reconciliation, t: Translate): ExportTable {
  const parameters: [string, string][] = [
    [t('reconciliation.agent'), act.agent.name],
    [`${t('reconciliation.from')} – ${t('reconciliation.to')}`, `${formatDate(act.from)} – ${formatDate(act.to)}`],
  ];
  if (act.contract) parameters.push([t('reconciliation.contract'), act.contract.name]);
  parameters.push(['', closingSentence(act, t)]);
  return {
    title: t('reconciliation.title'),
    parameters,
    columns: [
      { header: t('reconciliation.date'), kind: 'date', width: 12 },
      { header: t('reconciliation.document'), kind: 'text', width: 40 },
      { header: t('reconciliation.debit'), kind: 'money' },
      { header: t('reconciliation.credit'), kind: 'money' },
    ],
    rows: actLines(act, t).map((line) => ({
      cells: [line.date, line.label, line.debit, line.credit],
      emphasis: line.kind !== 'row',
    })),
  };
}
