import { LINE_ACCOUNTS, type LineAccounts } from './line-accounts.js';

// What a statement line's purpose says (docs/service-behaviour.md, "Bank statements"). `\b` knows only
// ASCII letters, so a word is set off by non-letters: (?<!\p{L}) … (?!\p{L}).

/**
 * The phrases that state the VAT inside a price: «у т.ч. ПДВ 20% 200,00», «в тому числі ПДВ»,
 * «без ПДВ», «з ПДВ», «ПДВ не передбачено», «ПДВ 20%», «ПДВ - 141,67». Nearly every payment to a
 * supplier says one; none of them is a payment of the tax.
 */
const VAT_PHRASES =
  /(?:(?<!\p{L})[ув]\s*т\.?\s*ч\.?|в\s+тому\s+числі|(?<!\p{L})(?:без|з|із|крім)|сума|не\s+є\s+платник\p{L}*)\s*(?:ПДВ|податк\p{L}*\s+на\s+додану\s+вартість)|(?<!\p{L})ПДВ(?:\s+не\s+(?:передбачено|обкладається|нараховується)|\s*\(?\d+(?:[.,]\d+)?\s*%\)?|\s*[-–:=]?\s*\d)/giu;

/** A purpose without its VAT phrases, so that what is left names a tax only when the tax is paid. */
export const withoutVatPhrases = (purpose: string): string => purpose.replace(VAT_PHRASES, ' ');

/** The budget payment's purpose as the treasury wants it: `*;101;<code>;…` (a payment type code of three digits first). */
export const BUDGET_PURPOSE = /^\s*\*\s*;\s*\d{3}\s*;/u;

/**
 * The taxes and contributions a purpose names, each with its settlement account, in the order they
 * are tried: ЄСВ before the single tax («єдиний внесок» and «єдиний податок»), the military levy
 * before ПДФО (a purpose names the salary both are withheld from). ПДВ comes last and counts only
 * where the caller says a tax is paid (a treasury line or a budget purpose).
 */
const TAXES: [RegExp, keyof LineAccounts][] = [
  [/(?<!\p{L})єсв(?!\p{L})|єдин\p{L}*\s+(?:соціальн\p{L}*\s+)?внес/iu, 'socialInsurance'],
  [/військов\p{L}*\s+збор|військов\p{L}*\s+збір|(?<!\p{L})вз(?!\p{L})/iu, 'mandatoryPayments'],
  [/(?<!\p{L})пдфо(?!\p{L})|податк?\p{L}*\s+на\s+доход\p{L}*\s+фізичн/iu, 'taxes'],
  [/єдин\p{L}*\s+податк?\p{L}*|(?<!\p{L})єп(?!\p{L})/iu, 'taxes'],
  [
    /податк?\p{L}*\s+на\s+(?:прибуток|нерухом|майно)|земельн\p{L}*\s+податк|плат\p{L}*\s+за\s+землю|екологічн\p{L}*\s+податк|рентн\p{L}*\s+плат|акциз|туристичн\p{L}*\s+збор|транспортн\p{L}*\s+податк/iu,
    'taxes',
  ],
];
const VAT = /(?<!\p{L})пдв(?!\p{L})|податк?\p{L}*\s+на\s+додану\s+вартість|бюджетн\p{L}*\s+відшкодуванн/iu;

/** Whether ПДВ counts as a tax paid to the budget. */
export interface TaxAccountOfOptions {
  vatIsTax: boolean;
}

/**
 * The settlement account of the tax or contribution a purpose names; null when it names none.
 * ПДВ counts only with `vatIsTax` (the line goes to the treasury, or its purpose is a budget
 * payment's), and never in a phrase that states the VAT inside a price.
 */
export function taxAccountOf(purpose: string, { vatIsTax }: TaxAccountOfOptions, accounts: LineAccounts = LINE_ACCOUNTS): string | null {
  const text = withoutVatPhrases(purpose);
  const tax = TAXES.find(([pattern]) => pattern.test(text));
  if (tax) return accounts[tax[1]];
  return vatIsTax && VAT.test(text) ? accounts.vat : null;
}

/** The bank's fee: «Комісія банку», «РКО», «розрахунково-касове обслуговування», «обслуговування рахунку», «тарифний пакет». */
export const FEE_WORDS =
  /(?<!\p{L})комісі[яїюй](?!\p{L})|комісійн\p{L}*\s+(?:винагород\p{L}*\s+)?банк|(?<!\p{L})рко(?!\p{L})|розрахунково-касов|розрахунков\p{L}*\s+обслуговуванн|обслуговуванн\p{L}*\s+(?:поточного\s+)?рахунк|веденн\p{L}*\s+рахунк|тарифн\p{L}*\s+пакет|пакет\p{L}*\s+послуг|за\s+тарифом\s+банк/iu;
/** A commission agent's contract is no bank fee: «згідно договору комісії». */
export const COMMISSION_CONTRACT = /договор\p{L}*\s+комісі/iu;

/** Salaries: «заробітна плата», «зарплата», «з/п», «відпускні», «аванс по заробітній платі». */
export const SALARY_WORDS = /заробітн\p{L}*\s+плат|(?<!\p{L})зарплат|(?<!\p{L})з\/п(?!\p{L})|відпускн\p{L}*|лікарнян\p{L}*/iu;

/** Money given on account, and what comes back of it: «під звіт», «підзвітні кошти», «на відрядження». */
export const ACCOUNTABLE_WORDS = /під\s*звіт|підзвітн|відрядженн|відрядн/iu;

/** A bank's credit: its money in, its repayment; «кредитна картка» aside. */
export const CREDIT_WORDS = /(?<!\p{L})кредит(?:у|ом|ні|них|ного|ний|ом|и)?(?!\p{L})(?!\s+карт)/iu;
/** A bank's interest on its credit: «відсотки за кредитом», «проценти по кредиту». */
export const LOAN_INTEREST_WORDS = /(?:відсот|процент)\p{L}*\s+(?:за|по|з)\s+(?:користуванн\p{L}*\s+)?кредит/iu;

/** Interest paid to us: «відсотки на залишок», «нараховані проценти». */
export const INTEREST_WORDS = /(?:відсот|процент)\p{L}*/iu;

/** Repayable financial aid and loans between companies: «поворотна фінансова допомога», «позика». */
export const AID_WORDS = /поворотн\p{L}*\s+фінансов\p{L}*\s+допомог|(?<!\p{L})позик|(?<!\p{L})пфд(?!\p{L})/iu;

/** Money coming back: «повернення», «повернуто». */
export const REFUND_WORDS = /поверн/iu;

/** Cash taken out of the bank for the cash desk: «видача готівки», «зняття готівки», «готівка на заробітну плату». */
export const CASH_OUT_WORDS = /(?:видач|зняття|отриманн)\p{L}*\s+готівк|готівк\p{L}*\s+(?:на|для)\s|(?<!\p{L})чек(?:ом)?\s+№/iu;
/** Cash the cash desk brings to the bank: «здача готівки», «внесення готівки», «інкасація виручки». */
export const CASH_IN_WORDS = /(?:здач|внесенн|внесок)\p{L}*\s+(?:готівк|торгов\p{L}*\s+виручк|виручк)|інкас/iu;
