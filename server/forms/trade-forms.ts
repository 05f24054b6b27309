import type { Content } from 'pdfmake/interfaces.js';
import { Decimal, formatAmountUk, vatRate, type DocumentType, type VatCode } from '../../shared/api/index.js';
import {
  agentParty,
  amountInWordsBlock,
  companyParty,
  contractText,
  labelledRows,
  memoBlock,
  partyCell,
  signaturesBlock,
  storeText,
  titleBlock,
  totalsBlock,
  type Signature,
} from './blocks.js';
import type { DocumentFormData } from './form-data.js';
import { lineColumns, lineTable } from './line-table.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';

type Side = 'us' | 'agent';

/** What differs between the priced forms of the trade documents. */
interface TradeForm {
  title: string;
  itemsHeader: string;
  /** The two parties in print order: label and who they are. */
  parties: [[string, Side], [string, Side]];
  /** Which store the form names, if any. */
  store?: 'storeIn' | 'storeOut';
  preamble?: string;
  closing?: string;
  signatures(d: DocumentFormData): Signature[];
  stamp?: boolean;
}

const SUPPLIER_BUYER: TradeForm['parties'] = [
  ['Постачальник', 'us'],
  ['Покупець', 'agent'],
];
const AGENT_SUPPLIES: TradeForm['parties'] = [
  ['Постачальник', 'agent'],
  ['Покупець', 'us'],
];
const ACT_PREAMBLE =
  'Ми, представники Виконавця та Замовника, склали цей акт про те, що Виконавцем виконано такі роботи (надано такі послуги):';
const ACT_CLOSING = 'Роботи (послуги) виконано повністю і в строк. Замовник претензій щодо обсягу, якості та строків виконання не має.';

/** The main priced form of each trade document type. */
export const TRADE_FORMS = {
  invoice: {
    title: 'Рахунок на оплату',
    itemsHeader: 'Товари (роботи, послуги)',
    parties: SUPPLIER_BUYER,
    signatures: (d) => [{ role: 'Виписав(ла)', name: d.company.accountant || d.company.director }],
  },
  invoiceIn: {
    title: 'Рахунок постачальника',
    itemsHeader: 'Товари (роботи, послуги)',
    parties: AGENT_SUPPLIES,
    signatures: (d) => [{ role: 'Перевірив(ла)', name: d.company.accountant }],
  },
  waybillOut: {
    title: 'Видаткова накладна',
    itemsHeader: 'Товар',
    parties: SUPPLIER_BUYER,
    store: 'storeOut',
    signatures: (d) => [{ role: 'Від постачальника: відвантажив(ла)', name: d.company.director }, { role: 'Отримав(ла)' }],
  },
  waybillIn: {
    title: 'Прибуткова накладна',
    itemsHeader: 'Товар',
    parties: AGENT_SUPPLIES,
    store: 'storeIn',
    signatures: () => [{ role: 'Здав(ла)' }, { role: 'Прийняв(ла)' }],
  },
  billCompleteWork: {
    title: 'Акт виконаних робіт',
    itemsHeader: 'Найменування робіт, послуг',
    parties: [
      ['Виконавець', 'us'],
      ['Замовник', 'agent'],
    ],
    preamble: ACT_PREAMBLE,
    closing: ACT_CLOSING,
    stamp: true,
    signatures: (d) => [{ role: 'Від Виконавця', name: d.company.director }, { role: 'Від Замовника' }],
  },
  billCompleteWorkIn: {
    title: 'Акт надання послуг',
    itemsHeader: 'Найменування робіт, послуг',
    parties: [
      ['Виконавець', 'agent'],
      ['Замовник', 'us'],
    ],
    preamble: ACT_PREAMBLE,
    closing: ACT_CLOSING,
    stamp: true,
    signatures: (d) => [{ role: 'Від Виконавця' }, { role: 'Від Замовника', name: d.company.director }],
  },
  waybillRetIn: {
    title: 'Накладна на повернення постачальнику',
    itemsHeader: 'Товар',
    parties: AGENT_SUPPLIES,
    store: 'storeOut',
    signatures: (d) => [{ role: 'Повернув(ла) покупець', name: d.company.director }, { role: 'Отримав(ла) постачальник' }],
  },
  waybillRetOut: {
    title: 'Накладна на повернення від покупця',
    itemsHeader: 'Товар',
    parties: SUPPLIER_BUYER,
    store: 'storeIn',
    signatures: (d) => [{ role: 'Повернув(ла) покупець' }, { role: 'Прийняв(ла) постачальник', name: d.company.director }],
  },
} satisfies Partial<Record<DocumentType, TradeForm>>;

/** The types printed on a priced trade form. */
export type TradeFormType = keyof typeof TRADE_FORMS;

/** VAT codes with a rate (0 % included); `exempt` and `none` print «Без ПДВ». */
function hasVat(code: string | null): code is VatCode {
  return code !== null && code !== 'exempt' && code !== 'none';
}

/** Totals rows and the VAT line under the words, from the document's own sum, vatSum and total. */
function vatSummary(d: DocumentFormData): { rows: [string, Decimal | string][]; vatLine: string } {
  const { document } = d;
  const total = new Decimal(document.total);
  const vatSum = new Decimal(document.vatSum);
  if (!hasVat(document.vatCode)) {
    const why = document.vatCode === 'exempt' ? 'Без ПДВ (звільнено від оподаткування)' : 'Без ПДВ';
    return { rows: [['Всього', total]], vatLine: why };
  }
  const rate = vatRate(document.vatCode);
  return {
    rows: [
      ['Разом без ПДВ', total.minus(vatSum)],
      [`ПДВ ${rate}%`, vatSum],
      ['Всього з ПДВ', total],
    ],
    vatLine: `У т.ч. ПДВ ${rate}%: ${formatAmountUk(vatSum)} грн.`,
  };
}

function priceHeaders(vatCode: string | null, vatInPrice: boolean): [string, string] {
  if (!hasVat(vatCode)) return ['Ціна', 'Сума'];
  return vatInPrice ? ['Ціна з ПДВ', 'Сума з ПДВ'] : ['Ціна без ПДВ', 'Сума без ПДВ'];
}

/** Builds the priced form of a trade document: parties, lines, VAT totals, sum in words, signatures. */
export function buildTradeForm(form: TradeForm, d: DocumentFormData): BuiltForm {
  const { document } = d;
  const heading = { title: form.title, no: document.no, date: document.date };
  const party = (side: Side) => partyCell(side === 'us' ? companyParty(d.company) : agentParty(d.agent, document.agent?.name));
  const rows: [string, Content][] = form.parties.map(([label, side]): [string, Content] => [label, party(side)]);
  const store = form.store ? storeText(d[form.store]) : null;
  if (store) rows.push(['Склад', store]);
  const contract = contractText(d.contract);
  if (contract) rows.push(['Підстава', contract]);

  const c = lineColumns(d.entities);
  const [priceHeader, sumHeader] = priceHeaders(document.vatCode, document.vatInPrice);
  const lines = document.details ?? [];
  const summary = vatSummary(d);
  const total = new Decimal(document.total);
  const content: Content[] = [
    titleBlock(heading),
    labelledRows(rows, 110),
    ...(form.preamble ? [{ text: form.preamble, margin: [0, 0, 0, 6] } as Content] : []),
    lineTable([c.no, c.name(form.itemsHeader), c.unit, c.qty, c.price(priceHeader), c.sum(sumHeader)], lines),
    {
      unbreakable: true,
      stack: [
        totalsBlock(summary.rows),
        { text: `Всього найменувань ${lines.length}, на суму ${formatAmountUk(total)} грн.`, margin: [0, 0, 0, 2] },
        amountInWordsBlock('Всього на суму', total, summary.vatLine),
        ...memoBlock(document.memo),
        ...(form.closing ? [{ text: form.closing, margin: [0, 0, 0, 4] } as Content] : []),
        signaturesBlock(form.signatures(d), form.stamp),
      ],
    },
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(document.type, document.no) };
}
