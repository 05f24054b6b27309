import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  amountInWordsUk,
  Decimal,
  formatAmountUk,
  formatDateUk,
  reconciliationDocName,
  type AgentRecord,
  type ContractRecord,
  type CompanySettings,
  type Reconciliation,
} from '../../shared/api/index.js';
import { agentParty, companyParty, contractText, partyDetails, type Party } from './blocks.js';
import { GRID, PLAIN } from './form-layouts.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';

/** Everything the printed act shows: the act's figures and both parties' records. */
export interface ReconciliationFormData {
  act: Reconciliation;
  company: CompanySettings;
  agent: AgentRecord | null;
  contract: ContractRecord | null;
}

const TITLE = 'Акт звірки взаєморозрахунків';

/** A row's amount (a JSON number of the act) in Ukrainian figures, or nothing when it is zero. */
const amount = (value: number) => (value === 0 ? '' : formatAmountUk(value));
const num = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold, noWrap: true });
const blank = (): TableCell => ({ text: '' });
/** A balance as a row puts it: on the debit side when positive, on the credit side when negative. */
const sides = (balance: Decimal): [string, string] =>
  balance.isNegative() ? ['', formatAmountUk(balance.negated())] : [balance.isZero() ? '' : formatAmountUk(balance), ''];

/** The two-line header, repeated on every page: our records on the left, the counterparty's to fill in on the right. */
function tableHeader(ours: string, theirs: string): TableCell[][] {
  const side = (name: string): TableCell[] => [{ text: `За даними ${name}, грн`, style: 'th', colSpan: 4 }, blank(), blank(), blank()];
  const columns = (): TableCell[] => ['Дата', 'Документ', 'Дебет', 'Кредит'].map((text) => ({ text, style: 'th' }));
  return [
    [...side(ours), ...side(theirs)],
    [...columns(), ...columns()],
  ];
}

/** A summary row (balance or turnovers) on our side, with the counterparty's side left empty. */
function summaryRow(label: string, debit: string, credit: string): TableCell[] {
  return [
    { text: label, colSpan: 2, bold: true },
    blank(),
    num(debit, true),
    num(credit, true),
    { text: '', colSpan: 2 },
    blank(),
    blank(),
    blank(),
  ];
}

function recordsTable(d: ReconciliationFormData, us: Party, them: Party): Content {
  const { act } = d;
  const opening = new Decimal(act.opening);
  const closing = new Decimal(act.closing);
  const body: TableCell[][] = [
    ...tableHeader(us.name, them.name),
    summaryRow(`Сальдо на ${formatDateUk(act.from)}`, ...sides(opening)),
    ...act.rows.map((row): TableCell[] => [
      { text: formatDateUk(row.date), noWrap: true },
      { text: reconciliationDocName(row.document.type, row.document.no) },
      num(amount(row.debit)),
      num(amount(row.credit)),
      blank(),
      blank(),
      blank(),
      blank(),
    ]),
    summaryRow('Обороти за період', formatAmountUk(act.debitTotal), formatAmountUk(act.creditTotal)),
    summaryRow(`Сальдо на ${formatDateUk(act.to)}`, ...sides(closing)),
  ];
  return {
    table: { headerRows: 2, dontBreakRows: true, widths: [40, '*', 50, 50, 40, 48, 40, 40], body },
    layout: GRID,
    fontSize: 8,
    margin: [0, 0, 0, 8],
  };
}

/** «заборгованість на користь ТОВ «Альфа» становить 1 200,00 грн (Одна тисяча двісті гривень 00 копійок)», or none. */
export function debtText(balance: Decimal, us: string, them: string): string {
  if (balance.isZero()) return 'заборгованість відсутня';
  const creditor = balance.isPositive() ? us : them;
  return `заборгованість на користь ${creditor} становить ${formatAmountUk(balance.abs())} грн (${amountInWordsUk(balance.abs())})`;
}

interface Signer {
  role: string;
  name: string;
}

/** A signer's place: the role, the line to sign on with «(підпис)» beneath, and the name. */
function signerCell(signer: Signer): Content {
  return {
    margin: [0, 14, 0, 0],
    stack: [
      { text: signer.role },
      {
        columns: [
          { width: 'auto', stack: [{ text: '________________' }, { text: '(підпис)', style: 'small', alignment: 'center' }] },
          { width: '*', text: signer.name ? `/ ${signer.name} /` : '/ ____________________ /', margin: [6, 0, 0, 0] },
        ],
      },
    ],
  };
}

/**
 * Both parties' blocks under the table, side by side: requisites, the signatures and the place of
 * each stamp. One table row per step, so one party's longer requisites push both sides' signatures
 * down together and the two stand level, as a signed paper act is expected to look.
 */
function signingBlocks(parties: [Party, Party], signers: [Signer[], Signer[]]): Content {
  const head = (party: Party): Content => ({
    stack: [
      { text: `Від ${party.name || '—'}`, bold: true, margin: [0, 0, 0, 2] },
      ...partyDetails(party).map((line) => ({ text: line, fontSize: 8 })),
    ],
  });
  const steps = Math.max(signers[0].length, signers[1].length);
  const signing = Array.from({ length: steps }, (_, i): Content[] =>
    signers.map((list) => {
      const signer = list[i];
      return signer ? signerCell(signer) : { text: '' };
    }),
  );
  // A node each: pdfmake lays a node out in place, so one node in two cells prints once.
  const stamp = (): Content => ({ text: 'М.П.', margin: [0, 10, 0, 0] });
  return {
    layout: PLAIN,
    table: { widths: ['*', '*'], body: [[head(parties[0]), head(parties[1])], ...signing, [stamp(), stamp()]] },
    margin: [0, 16, 0, 0],
  };
}

/**
 * The reconciliation act as Ukrainian offices send it: the title and period, the two parties, our
 * records beside an empty column block the counterparty fills in, the balances in figures and in
 * words (who owes whom), both parties' requisites, signatures and stamps.
 */
export function buildReconciliationForm(d: ReconciliationFormData): BuiltForm {
  const { act } = d;
  const us = companyParty(d.company);
  const them = agentParty(d.agent, act.agent.name);
  const period = `${formatDateUk(act.from)} – ${formatDateUk(act.to)}`;
  const contract = contractText(d.contract);
  const content: Content[] = [
    { text: TITLE, style: 'title', margin: [0, 4, 0, 2] },
    { text: `за період ${period}`, style: 'subtitle' },
    { text: `між ${us.name} та ${them.name}`, style: 'subtitle', bold: true, margin: [0, 2, 0, 0] },
    ...(contract ? [{ text: `за договором: ${contract}`, style: 'subtitle', margin: [0, 2, 0, 0] } as Content] : []),
    {
      text:
        `Ми, що нижче підписалися, представник ${us.name}, з одного боку, та представник ${them.name}, з іншого боку, ` +
        'склали цей акт звірки про те, що стан взаємних розрахунків за даними обліку такий:',
      margin: [0, 10, 0, 6],
    },
    recordsTable(d, us, them),
    {
      unbreakable: true,
      stack: [
        {
          text: [
            { text: `За даними ${us.name}`, bold: true },
            ` на ${formatDateUk(act.from)} ${debtText(new Decimal(act.opening), us.name, them.name)}.`,
          ],
        },
        {
          text: [
            { text: `За даними ${us.name}`, bold: true },
            ` на ${formatDateUk(act.to)} ${debtText(new Decimal(act.closing), us.name, them.name)}.`,
          ],
          margin: [0, 2, 0, 0],
        },
        { text: `За даними ${them.name} на ${formatDateUk(act.to)} ______________________________________________`, margin: [0, 6, 0, 0] },
        signingBlocks(
          [us, them],
          [
            [
              { role: 'Керівник', name: d.company.director },
              { role: 'Головний бухгалтер', name: d.company.accountant },
            ],
            [
              { role: 'Керівник', name: '' },
              { role: 'Головний бухгалтер', name: '' },
            ],
          ],
        ),
      ],
    },
  ];
  return {
    definition: formDefinition(`${TITLE} з ${them.name} за ${period}`, content),
    filename: pdfFilename('reconciliation', act.from, act.to),
  };
}
