import type { StatementTotals } from '../api/bank.js';
import { moneyText } from '../api/money.js';
import { firstKey, parseStatementAmount, parseStatementDate } from './statement-values.js';

/** A statement that states none of its figures. */
export const NO_TOTALS: StatementTotals = { opening: null, in: null, out: null, closing: null };

const figure = (text: string) => {
  const value = text ? parseStatementAmount(text) : null;
  return value ? moneyText(value) : null;
};

/**
 * The bank's own figures of a `1CClientBankExchange` file: `НачальныйОстаток`, `ВсегоПоступило`,
 * `ВсегоСписано`, `КонечныйОстаток` of its first account section (or its header), each null when
 * the file does not give it or gives no number.
 */
export function exchangeTotals(section: Map<string, string>, header: Map<string, string>): StatementTotals {
  const value = (name: string) => figure(firstKey(section, [name]) || firstKey(header, [name]));
  return { opening: value('НачальныйОстаток'), in: value('ВсегоПоступило'), out: value('ВсегоСписано'), closing: value('КонечныйОстаток') };
}

// The labels of the rows a table statement states its figures in, as Ukrainian banks write them.
const LABELS: [keyof StatementTotals | 'turnover', RegExp][] = [
  ['opening', /вхідний\s+залишок|залишок\s+на\s+початок|opening\s+balance/i],
  ['closing', /вихідний\s+залишок|залишок\s+на\s+кінець|closing\s+balance/i],
  ['turnover', /^(обороти|разом|усього|всього|total)/i],
];

/** The columns of the table that hold the date and the amounts in and out; null where there is none. */
export interface TotalColumns {
  date: number | null;
  in: number | null;
  out: number | null;
}

/**
 * The figures a table statement states in rows of their own (rows without a date): the opening and
 * closing balances (the first number after the label), and the turnovers in the money-in and
 * money-out columns of a row «Обороти» (or «Разом»). Null where the file has no such row.
 */
export function tableTotals(rows: string[][], columns: TotalColumns): StatementTotals {
  const totals: StatementTotals = { ...NO_TOTALS };
  for (const row of rows.slice(1)) {
    if (columns.date !== null && parseStatementDate(row[columns.date] ?? '')) continue;
    for (const [at, cell] of row.entries()) {
      const label = LABELS.find(([, pattern]) => pattern.test(cell.trim()))?.[0];
      if (!label) continue;
      if (label === 'turnover') {
        if (columns.in !== null) totals.in = figure(row[columns.in] ?? '') ?? totals.in;
        if (columns.out !== null) totals.out = figure(row[columns.out] ?? '') ?? totals.out;
      } else {
        totals[label] =
          row
            .slice(at + 1)
            .map((c) => figure(c.trim()))
            .find((v) => v !== null) ?? totals[label];
      }
      break;
    }
  }
  return totals;
}
