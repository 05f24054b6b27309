import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  amountInWordsUk,
  Decimal,
  formatAmountUk,
  formatDateLongUk,
  formatDateUk,
  ROLE_OF_MONEY,
  type PaymentType,
} from '../../shared/api/index.js';
import { agentParty, codeText, companyParty, partyCell, signaturesBlock, titleBlock, type Party } from './blocks.js';
import { GRID } from './form-layouts.js';
import type { PaymentFormData } from './form-data.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';
import { TRADE_FORMS, type TradeFormType } from './trade-forms.js';

/** The purpose of a payment: its memo, else the document it pays. */
function purposeText(d: PaymentFormData): string {
  if (d.payment.memo) return d.payment.memo;
  if (!d.parent) return '';
  const title = Object.hasOwn(TRADE_FORMS, d.parent.type) ? TRADE_FORMS[d.parent.type as TradeFormType].title : 'документ';
  return `Оплата згідно з документом «${title}» № ${d.parent.no} від ${formatDateUk(d.parent.date)}`;
}

const cell = (text: string, extra: object = {}): TableCell => ({ text, ...extra });

function bankPartyRow(label: string, party: Party): TableCell[] {
  return [cell(label, { bold: true }), partyCell({ ...party, vatStatus: undefined })];
}

/**
 * A bank payment form: «Платіжна інструкція» for a payment to a supplier (we pay), «Виписка про
 * зарахування коштів» for a customer's payment (we receive): payer, recipient, amount in figures
 * and in words, purpose.
 */
function buildBankForm(d: PaymentFormData, outgoing: boolean): BuiltForm {
  const { payment } = d;
  const title = outgoing ? 'Платіжна інструкція' : 'Виписка про зарахування коштів';
  const heading = { title, no: payment.no, date: payment.date };
  const us = companyParty(d.company);
  const agent = agentParty(d.agent, payment.agent?.name);
  const [payer, recipient] = outgoing ? [us, agent] : [agent, us];
  const sum = new Decimal(payment.sum);
  const content: Content[] = [
    titleBlock(heading),
    {
      table: {
        widths: [110, '*'],
        body: [
          bankPartyRow('Платник', payer),
          bankPartyRow('Отримувач', recipient),
          [cell('Сума, грн', { bold: true }), cell(formatAmountUk(sum), { bold: true, fontSize: 11 })],
          [cell('Сума словами', { bold: true }), cell(amountInWordsUk(sum))],
          [cell('Призначення платежу', { bold: true }), cell(purposeText(d) || '—')],
        ],
      },
      layout: GRID,
      margin: [0, 0, 0, 12],
    },
    outgoing
      ? signaturesBlock(
          [
            { role: 'Керівник', name: d.company.director },
            { role: 'Головний бухгалтер', name: d.company.accountant },
          ],
          true,
        )
      : signaturesBlock([{ role: 'Головний бухгалтер', name: d.company.accountant }]),
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(payment.type, payment.no) };
}

function accountTable(account: string, sum: Decimal): Content {
  return {
    table: {
      widths: ['*', '*', '*', '*'],
      body: [
        ['Кореспондуючий рахунок, субрахунок', 'Код аналітичного рахунку', 'Сума, грн', 'Код цільового призначення'].map(
          (text): TableCell => ({ text, style: 'th' }),
        ),
        [cell(account, { alignment: 'center' }), cell(''), cell(formatAmountUk(sum), { alignment: 'right', bold: true }), cell('')],
      ],
    },
    layout: GRID,
    margin: [0, 0, 0, 8],
  };
}

function fieldLine(label: string, value: string): Content {
  return { text: [{ text: `${label}: `, bold: true }, value || '________________________________'], margin: [0, 0, 0, 5] };
}

function organisationHeader(d: PaymentFormData, formCode: string): Content {
  return {
    columns: [
      { text: [{ text: d.company.name, bold: true }, `\n${codeText(d.company.code)}`] },
      { text: `Типова форма № ${formCode}`, style: 'small', alignment: 'right', width: 'auto' },
    ],
    margin: [0, 0, 0, 6],
  };
}

/** «Прибутковий касовий ордер» with its tear-off receipt: cash received, from a customer on 361 or against `account`. */
function buildCashInForm(d: PaymentFormData, account = d.roles.customers): BuiltForm {
  const { payment } = d;
  const heading = { title: 'Прибутковий касовий ордер', no: payment.no, date: payment.date };
  const sum = new Decimal(payment.sum);
  const from = d.agent?.name ?? payment.agent?.name ?? '';
  const words = amountInWordsUk(sum);
  const content: Content[] = [
    organisationHeader(d, 'КО-1'),
    titleBlock(heading),
    accountTable(account, sum),
    fieldLine('Прийнято від', from),
    fieldLine('Підстава', purposeText(d)),
    fieldLine('Сума', words),
    fieldLine('Додатки', ''),
    signaturesBlock([{ role: 'Головний бухгалтер', name: d.company.accountant }, { role: 'Одержав касир' }]),
    {
      text: '- - - - - - - - - - - - - - - - - - - - лінія відрізу - - - - - - - - - - - - - - - - - - - -',
      style: 'small',
      alignment: 'center',
      margin: [0, 14, 0, 8],
    },
    { text: `Квитанція до прибуткового касового ордера № ${payment.no}`, bold: true, alignment: 'center' },
    { text: `від ${formatDateLongUk(payment.date)}`, alignment: 'center', margin: [0, 0, 0, 6] },
    fieldLine('Прийнято від', from),
    fieldLine('Підстава', purposeText(d)),
    fieldLine('Сума', `${formatAmountUk(sum)} грн (${words})`),
    signaturesBlock([{ role: 'Головний бухгалтер', name: d.company.accountant }, { role: 'Касир' }], true),
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(payment.type, payment.no) };
}

/** «Видатковий касовий ордер»: cash paid out, to a supplier on 631 or against `account`, with the recipient's signature. */
function buildCashOutForm(d: PaymentFormData, account = d.roles.suppliers): BuiltForm {
  const { payment } = d;
  const heading = { title: 'Видатковий касовий ордер', no: payment.no, date: payment.date };
  const sum = new Decimal(payment.sum);
  const content: Content[] = [
    organisationHeader(d, 'КО-2'),
    titleBlock(heading),
    accountTable(account, sum),
    fieldLine('Видати', d.agent?.name ?? payment.agent?.name ?? ''),
    fieldLine('Підстава', purposeText(d)),
    fieldLine('Сума', amountInWordsUk(sum)),
    fieldLine('Додаток', ''),
    signaturesBlock([
      { role: 'Керівник', name: d.company.director },
      { role: 'Головний бухгалтер', name: d.company.accountant },
    ]),
    { text: [{ text: 'Одержав(ла): ', bold: true }, amountInWordsUk(sum)], margin: [0, 10, 0, 5] },
    { text: `«___» ____________ ${payment.date.slice(0, 4)} р.          Підпис ______________`, margin: [0, 0, 0, 5] },
    fieldLine('За документом', ''),
    signaturesBlock([{ role: 'Видав касир' }]),
  ];
  return { definition: formDefinition(heading, content), filename: pdfFilename(payment.type, payment.no) };
}

/**
 * The form of a refund, other money out or in, or a transfer: by the kind of the money account it
 * moves, as a customer's and supplier's payments print. Money in from the bank prints as «Виписка про
 * зарахування коштів», out as «Платіжна інструкція»; at the cash desk «Прибутковий касовий ордер» and
 * «Видатковий касовий ордер», their correspondent account the one the entry names. A transfer into a
 * cash desk is the desk's receipt of money from the bank (its ПКО); any other transfer prints as money out.
 */
const byMoneyKind =
  (moves: 'in' | 'out', account: (d: PaymentFormData) => string) =>
  (d: PaymentFormData): BuiltForm => {
    if (d.payment.type === 'transfer' && d.toMoneyKind === 'cash') return buildCashInForm(d, d.roles[ROLE_OF_MONEY[d.moneyKind]]);
    if (d.moneyKind === 'bank') return buildBankForm(d, moves === 'out');
    return moves === 'in' ? buildCashInForm(d, account(d)) : buildCashOutForm(d, account(d));
  };
const givenAccount = (d: PaymentFormData) => d.payment.account ?? '';

/** The main printed form of each payment type. */
export const PAYMENT_FORMS: Record<PaymentType, (d: PaymentFormData) => BuiltForm> = {
  payToSupplier: (d) => buildBankForm(d, true),
  payFromCustomer: (d) => buildBankForm(d, false),
  cashIn: (d) => buildCashInForm(d),
  cashOut: (d) => buildCashOutForm(d),
  refundFromSupplier: byMoneyKind('in', (d) => d.roles.suppliers),
  refundToCustomer: byMoneyKind('out', (d) => d.roles.customers),
  otherIn: byMoneyKind('in', givenAccount),
  otherOut: byMoneyKind('out', givenAccount),
  transfer: byMoneyKind('out', (d) => d.roles[ROLE_OF_MONEY[d.toMoneyKind ?? 'bank']]),
};
