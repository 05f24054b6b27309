/** The two reports as export tables, in the user's language (the labels come from i18n). */
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import type { BalanceLine, TurnoverLine } from './report-model.js';
import { TURNOVER_FIGURES } from './report-model.js';
import type { ExportTable } from '../../lib/report-export.js';

export type Label = (key: string) => string;

export interface BalanceParameters {
  date: string;
  store?: string;
  supplier?: string;
}
export interface TurnoverParameters {
  accCode: string;
  from: string;
  to: string;
  agent?: string;
}

/** Parameters are written as the user read them: names, not uids; `—` where none was chosen. */
export function balanceTable(lines: BalanceLine[], params: BalanceParameters, t: Label): ExportTable {
  return {
    title: t('reports.balance.title'),
    parameters: [
      [t('reports.balance.date'), formatDateUk(params.date)],
      [t('reports.balance.store'), params.store ?? t('reports.all')],
      [t('reports.balance.supplier'), params.supplier ?? t('reports.all')],
    ],
    columns: [
      { header: t('reports.balance.storeColumn'), kind: 'text', width: 28 },
      { header: t('reports.balance.article'), kind: 'text', width: 14 },
      { header: t('reports.balance.name'), kind: 'text', width: 40 },
      { header: t('reports.balance.unit'), kind: 'text', width: 8 },
      { header: t('reports.balance.qty'), kind: 'qty' },
      { header: t('reports.balance.price'), kind: 'price' },
      { header: t('reports.balance.sum'), kind: 'money', width: 16 },
    ],
    rows: lines.map((line) => {
      if (line.kind === 'item') return { cells: [line.storeName, line.article, line.name, line.unit, line.qty, line.price, line.sum] };
      if (line.kind === 'subtotal')
        return { emphasis: true, cells: [line.storeName, null, t('reports.subtotal'), null, null, null, line.sum] };
      return { emphasis: true, cells: [t('reports.total'), null, null, null, null, null, line.sum] };
    }),
  };
}

export function turnoverTable(lines: TurnoverLine[], params: TurnoverParameters, t: Label): ExportTable {
  return {
    title: t('reports.turnover.title'),
    parameters: [
      [t('reports.turnover.account'), t(`reports.turnover.acc${params.accCode}`)],
      [t('reports.turnover.from'), formatDateUk(params.from)],
      [t('reports.turnover.to'), formatDateUk(params.to)],
      [t('reports.turnover.agent'), params.agent ?? t('reports.all')],
    ],
    columns: [
      { header: t('reports.turnover.agent'), kind: 'text', width: 40 },
      ...TURNOVER_FIGURES.map((figure) => ({ header: t(`reports.turnover.${figure}`), kind: 'money' as const, width: 16 })),
    ],
    rows: lines.map((line) => ({
      emphasis: line.kind === 'total',
      cells: [line.kind === 'total' ? t('reports.total') : line.agent, ...TURNOVER_FIGURES.map((figure) => line[figure])],
    })),
  };
}
