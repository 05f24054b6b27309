import { Decimal, moneyText } from '../api/money.js';
import type { ExchangeBlock } from './exchange-sections.js';
import { StatementError } from './statement-error.js';
import { firstKey, movementOf, normaliseAccount, parseStatementAmount, parseStatementDate } from './statement-values.js';

/**
 * Checks the bank's own figures of each `СекцияРасчСчет` against the documents of its account in
 * its period (docs/service-behaviour.md, "Bank statements"): `ВсегоПоступило` is the money in,
 * `ВсегоСписано` the money out, and `НачальныйОстаток` + in − out is `КонечныйОстаток`. Each is
 * checked where the bank gives it; a statement that disagrees is missing documents (or has extra
 * ones) and is refused with both figures. A section with a document whose amount or date cannot be
 * read is not checked: that line is shown skipped with its reason.
 */
export function checkExchangeBalances(header: ExchangeBlock, accounts: ExchangeBlock[], documents: ExchangeBlock[]): void {
  for (const section of accounts) {
    const value = (name: string) => firstKey(section.keys, [name]) || firstKey(header.keys, [name]);
    const account = normaliseAccount(value('РасчСчет'));
    if (!account) continue;
    const from = parseStatementDate(value('ДатаНачала')) ?? '0000-01-01';
    const to = parseStatementDate(value('ДатаКонца')) ?? '9999-12-31';
    const sums = { in: new Decimal(0), out: new Decimal(0) };
    let readable = true;
    for (const document of documents) {
      const move = movementOf(document.keys, account);
      if (!move.direction) continue;
      if (!move.date || !move.amount) readable = false;
      else if (move.date >= from && move.date <= to) sums[move.direction] = sums[move.direction].plus(move.amount);
    }
    if (!readable) continue;
    const figure = (name: string) => {
      const text = firstKey(section.keys, [name]);
      return text ? { text, value: parseStatementAmount(text), line: section.lineOf.get(name) ?? section.start } : null;
    };
    const refuse = (
      code: 'balanceIn' | 'balanceOut' | 'balanceClosing',
      bank: { text: string; value: Decimal | null; line: number },
      lines: Decimal,
    ) => {
      if (!bank.value?.equals(lines)) {
        throw new StatementError({
          code,
          line: bank.line,
          account,
          bank: bank.value ? moneyText(bank.value) : bank.text,
          lines: moneyText(lines),
        });
      }
    };
    const totalIn = figure('ВсегоПоступило');
    const totalOut = figure('ВсегоСписано');
    const opening = figure('НачальныйОстаток');
    const closing = figure('КонечныйОстаток');
    if (totalIn) refuse('balanceIn', totalIn, sums.in);
    if (totalOut) refuse('balanceOut', totalOut, sums.out);
    if (opening?.value && closing) refuse('balanceClosing', closing, opening.value.plus(sums.in).minus(sums.out));
  }
}
