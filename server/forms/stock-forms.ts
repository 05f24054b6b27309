import type { Content } from 'pdfmake/interfaces.js';
import { Decimal, formatAmountUk, formatDateUk, type Line } from '../../shared/api/index.js';
import {
  agentParty,
  amountInWordsBlock,
  codeText,
  companyParty,
  labelledRows,
  memoBlock,
  partyCell,
  signaturesBlock,
  storeText,
  titleBlock,
  totalsBlock,
} from './blocks.js';
import type { DocumentFormData } from './form-data.js';
import { lineColumns, lineTable, type LineColumn } from './line-table.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';
import { TRADE_FORMS } from './trade-forms.js';

/** «ТОВ «Ромашка», код за ЄДРПОУ 12345678». */
function organisationText(d: DocumentFormData): string {
  return [d.company.name, codeText(d.company.code)].filter(Boolean).join(', ');
}

/** Internal documents print prices only when someone entered them; a move at zero cost shows quantities. */
function pricedColumns(d: DocumentFormData, lines: Line[]): LineColumn[] {
  const c = lineColumns(d.entities);
  const priced = lines.some((l) => l.sum !== 0);
  return [c.no, c.name(), c.unit, c.qty, ...(priced ? [c.price('Ціна'), c.sum('Сума')] : [])];
}

function sumTail(lines: Line[], total: Decimal): Content[] {
  if (!lines.some((l) => l.sum !== 0)) return [{ text: `Всього найменувань ${lines.length}.`, margin: [0, 4, 0, 8] }];
  return [
    totalsBlock([['Всього', total]]),
    { text: `Всього найменувань ${lines.length}, на суму ${formatAmountUk(total)} грн.`, margin: [0, 0, 0, 2] },
    amountInWordsBlock('Всього на суму', total),
  ];
}

/** «Накладна на переміщення»: from which store to which, goods and quantities, who released and who received. */
export function buildMoveForm(d: DocumentFormData): BuiltForm {
  const { document } = d;
  const heading = { title: 'Накладна на переміщення', no: document.no, date: document.date };
  const lines = document.details ?? [];
  const content: Content[] = [
    titleBlock(heading),
    labelledRows(
      [
        ['Організація', organisationText(d)],
        ['Звідки (склад)', storeText(d.storeOut) ?? '—'],
        ['Куди (склад)', storeText(d.storeIn) ?? '—'],
      ],
      100,
    ),
    lineTable(pricedColumns(d, lines), lines),
    {
      unbreakable: true,
      stack: [
        ...sumTail(lines, new Decimal(document.sum)),
        ...memoBlock(document.memo),
        signaturesBlock([{ role: 'Відпустив(ла)' }, { role: 'Прийняв(ла)' }]),
      ],
    },
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(document.type, document.no) };
}

/** «Акт списання»: approved by the director, the goods written off, signed by a commission. */
export function buildWriteOffForm(d: DocumentFormData): BuiltForm {
  const { document } = d;
  const heading = { title: 'Акт списання товарно-матеріальних цінностей', no: document.no, date: document.date };
  const lines = document.details ?? [];
  const content: Content[] = [
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 190,
          stack: [
            { text: 'ЗАТВЕРДЖУЮ', bold: true },
            { text: `Директор ${d.company.name}` },
            { text: `______________ ${d.company.director}`, margin: [0, 8, 0, 0] },
            { text: `«___» ____________ ${document.date.slice(0, 4)} р.`, margin: [0, 4, 0, 0] },
          ],
        },
      ],
      margin: [0, 0, 0, 6],
    },
    titleBlock(heading),
    labelledRows(
      [
        ['Організація', organisationText(d)],
        ['Склад', storeText(d.storeOut) ?? '—'],
      ],
      100,
    ),
    {
      text: 'Комісія в складі, що нижче підписалася, провела огляд і встановила, що такі цінності підлягають списанню:',
      margin: [0, 0, 0, 6],
    },
    lineTable(pricedColumns(d, lines), lines),
    {
      unbreakable: true,
      stack: [
        ...sumTail(lines, new Decimal(document.sum)),
        ...memoBlock(document.memo, 'Причина списання'),
        signaturesBlock([
          { role: 'Голова комісії' },
          { role: 'Член комісії' },
          { role: 'Член комісії' },
          { role: 'Матеріально відповідальна особа' },
        ]),
      ],
    },
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(document.type, document.no) };
}

/**
 * Form WBWH, «Складська накладна»: what the storekeeper hands over against a delivery note —
 * store, goods, units and quantities, released by / received by; no prices.
 */
export function buildWarehouseNote(d: DocumentFormData): BuiltForm {
  const { document } = d;
  const heading = { title: 'Складська накладна', no: document.no, date: document.date };
  const lines = document.details ?? [];
  const c = lineColumns(d.entities);
  const basis = `${TRADE_FORMS.waybillOut.title} № ${document.no} від ${formatDateUk(document.date)}`;
  const content: Content[] = [
    titleBlock(heading),
    labelledRows(
      [
        ['Склад', storeText(d.storeOut) ?? '—'],
        ['Відправник', partyCell(companyParty(d.company))],
        ['Одержувач', partyCell(agentParty(d.agent, document.agent?.name))],
        ['Підстава', basis],
      ],
      90,
    ),
    lineTable([c.no, c.article, c.name('Найменування товару'), c.unit, c.qty], lines),
    {
      unbreakable: true,
      stack: [
        { text: `Всього найменувань ${lines.length}.`, margin: [0, 4, 0, 6] },
        ...memoBlock(document.memo),
        signaturesBlock([{ role: 'Відпустив(ла) (комірник)' }, { role: 'Отримав(ла)' }]),
      ],
    },
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(document.type, 'WBWH', document.no) };
}
