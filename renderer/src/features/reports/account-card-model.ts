/**
 * The account card's table as plain data: the balance before the period, every entry with the
 * balance after it, and the turnovers with the balance at the end. Exact decimals (money.ts); no
 * React and no DOM, so it is unit-tested in Node.
 */
import type { AccountCard } from '../../../../shared/api/ledger-reports.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';
import { recordLinkOf, type RecordLink } from '../../lib/record-types.js';
import { documentName, type Translate } from './aging-model.js';

/** A line of the card: the opening balance, an entry, or the closing line with the period's turnovers. */
export type AccountCardLine =
  | { kind: 'subtotal'; id: string; balance: Decimal }
  | {
      kind: 'item';
      id: string;
      date: string;
      /** Where the entry's record opens: its document, payment, operation or the close of its month. */
      link: RecordLink;
      document: string;
      account: string;
      against: string;
      /** The counterparty, goods and store the entry is kept by, as one text. */
      analytics: string;
      debit: Decimal;
      credit: Decimal;
      balance: Decimal;
    }
  | { kind: 'total'; id: string; debit: Decimal; credit: Decimal; balance: Decimal };

/** The card's lines; `filter` keeps the entries whose document, accounts or analytics have it. */
export function accountCardLines(card: AccountCard, t: Translate, filter = ''): AccountCardLine[] {
  const needle = filter.trim().toLocaleLowerCase('uk');
  const entries = card.rows.map((row, index): Extract<AccountCardLine, { kind: 'item' }> => {
    const a = row.analytics;
    return {
      kind: 'item',
      id: `${index}`,
      date: row.date.slice(0, 10),
      link: recordLinkOf(row.document.type, row.document.uid, row.date),
      document: documentName(t, row.document.type, row.document.no),
      account: row.account,
      // None for an off-balance account's entry of one side.
      against: row.against ?? '',
      analytics: [a.agent, a.contract, a.entity, a.store].flatMap((ref) => (ref ? [ref.name] : [])).join(', '),
      debit: new Decimal(row.debit),
      credit: new Decimal(row.credit),
      balance: new Decimal(row.balance),
    };
  });
  const shown =
    needle === ''
      ? entries
      : entries.filter((line) =>
          [line.document, line.account, line.against, line.analytics].some((text) => text.toLocaleLowerCase('uk').includes(needle)),
        );
  return [
    { kind: 'subtotal', id: 'opening', balance: new Decimal(card.opening) },
    ...shown,
    { kind: 'total', id: 'closing', debit: new Decimal(card.debit), credit: new Decimal(card.credit), balance: new Decimal(card.closing) },
  ];
}

/** A balance as BAS writes it: its side and its size (`Дт 1 234,56`); blank when zero. */
export function balanceSide(balance: Decimal, t: Translate): { side: string; amount: Decimal } | null {
  if (balance.isZero()) return null;
  return { side: t(balance.isPositive() ? 'reports.card.debitSide' : 'reports.card.creditSide'), amount: balance.abs() };
}

/** A card as shown: its `lines`, the `card`'s account and period, and the analytics `record` it is limited to (null: all). */
export interface ShownAccountCard {
  lines: AccountCardLine[];
  card: Pick<AccountCard, 'account' | 'name' | 'from' | 'to'>;
  record: string | null;
}

/** The card as shown, as an export table: the balance in two columns, debit and credit. */
export function accountCardTable({ lines, card, record }: ShownAccountCard, t: Translate): ExportTable {
  const zeroBlank = (value: Decimal) => (value.isZero() ? null : value);
  const sides = (balance: Decimal) => [zeroBlank(Decimal.max(balance, 0)), zeroBlank(Decimal.max(balance.neg(), 0))];
  return {
    title: `${t('reports.card.title')} ${card.account}`,
    parameters: [
      [t('reports.card.account'), `${card.account} ${card.name}`],
      [t('reports.ledger.period'), `${formatDateUk(card.from.slice(0, 10))} – ${formatDateUk(card.to.slice(0, 10))}`],
      [t('reports.card.record'), record ?? t('reports.all')],
    ],
    columns: [
      { header: t('reports.card.date'), kind: 'date', width: 11 },
      { header: t('reports.card.document'), kind: 'text', width: 36 },
      { header: t('reports.card.analytics'), kind: 'text', width: 30 },
      { header: t('reports.card.account'), kind: 'text', width: 9 },
      { header: t('reports.card.against'), kind: 'text', width: 9 },
      { header: t('reports.card.debit'), kind: 'money', width: 15 },
      { header: t('reports.card.credit'), kind: 'money', width: 15 },
      { header: t('reports.card.balanceDebit'), kind: 'money', width: 15 },
      { header: t('reports.card.balanceCredit'), kind: 'money', width: 15 },
    ],
    rows: lines.map((line) => {
      if (line.kind === 'subtotal')
        return { emphasis: true, cells: [null, t('reports.card.opening'), null, null, null, null, null, ...sides(line.balance)] };
      if (line.kind === 'total')
        return {
          emphasis: true,
          cells: [null, t('reports.card.closing'), null, null, null, zeroBlank(line.debit), zeroBlank(line.credit), ...sides(line.balance)],
        };
      return {
        cells: [
          line.date,
          line.document,
          line.analytics,
          line.account,
          line.against,
          zeroBlank(line.debit),
          zeroBlank(line.credit),
          ...sides(line.balance),
        ],
      };
    }),
  };
}
