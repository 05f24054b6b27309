import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  amountInWordsUk,
  formatAmountUk,
  formatDateUk,
  type AgentRecord,
  type ContractRecord,
  type Decimal,
  type StoreRecord,
} from '../../shared/api/index.js';
import type { CompanySettings } from '../../shared/api/index.js';
import { PLAIN, TOTALS } from './form-layouts.js';
import { headingText, type FormHeading } from './page.js';

/** A counterparty or our company, as a requisites block prints it. */
export interface Party {
  name: string;
  code: string;
  taxCode: string;
  address: string;
  iban: string;
  bank: string;
  /** A line on VAT status; only our company's is known. */
  vatStatus?: string;
}

/** Our company as a party, with its VAT status from the settings; none printed while they have not said it. */
export function companyParty(company: CompanySettings): Party {
  if (company.vatPayer === null) return { ...company };
  const vatStatus = company.vatPayer ? `Платник ПДВ${company.taxCode ? `, ІПН ${company.taxCode}` : ''}` : 'Не є платником ПДВ';
  return { ...company, vatStatus };
}

/** A counterparty from the agents directory; blanks when the document has none. */
export function agentParty(agent: AgentRecord | null, fallbackName = ''): Party {
  if (!agent) return { name: fallbackName, code: '', taxCode: '', address: '', iban: '', bank: '' };
  return { name: agent.name, code: agent.code, taxCode: agent.taxCode, address: agent.address, iban: agent.iban, bank: '' };
}

/** «код за ЄДРПОУ 12345678» for 8 digits, «РНОКПП 1234567890» for a person's 10. */
export function codeText(code: string): string {
  if (!code) return '';
  return code.length === 10 ? `РНОКПП ${code}` : `код за ЄДРПОУ ${code}`;
}

/** The lines of a requisites block under the name: codes, account and address. */
export function partyDetails(party: Party): string[] {
  const codes = [codeText(party.code), party.taxCode && !party.vatStatus ? `ІПН ${party.taxCode}` : ''].filter(Boolean).join(', ');
  const account = party.iban ? `IBAN ${party.iban}${party.bank ? `, ${party.bank}` : ''}` : '';
  return [codes, account, party.address ? `Адреса: ${party.address}` : '', party.vatStatus ?? ''].filter(Boolean);
}

/** A requisites block: bold name, then the details in smaller type. */
export function partyCell(party: Party): Content {
  return { stack: [{ text: party.name || '—', bold: true }, ...partyDetails(party).map((line) => ({ text: line, fontSize: 8 }))] };
}

/** Label/value rows (Постачальник:, Покупець:, Склад:, Договір:) without rules. */
export function labelledRows(rows: [string, Content][], labelWidth = 92): Content {
  return {
    table: { widths: [labelWidth, '*'], body: rows.map(([label, value]): TableCell[] => [{ text: `${label}:`, style: 'label' }, value]) },
    layout: PLAIN,
    margin: [0, 0, 0, 8],
  };
}

/** The centred title with number and date of a form. */
export function titleBlock(heading: FormHeading): Content {
  return { text: headingText(heading), style: 'title', margin: [0, 4, 0, 12] };
}

/** «Склад №1, вул. Садова 3» or null. */
export function storeText(store: StoreRecord | null): string | null {
  if (!store) return null;
  return store.address ? `${store.name}, ${store.address}` : store.name;
}

/** «Договір поставки № 7 від 01.02.2026» (what the name already says is not repeated); null without a contract. */
export function contractText(contract: ContractRecord | null): string | null {
  if (!contract) return null;
  const name = contract.name || 'Договір';
  const date = contract.date ? formatDateUk(contract.date) : '';
  const no = contract.no && !name.includes(contract.no) ? ` № ${contract.no}` : '';
  return `${name}${no}${date && !name.includes(date) ? ` від ${date}` : ''}`;
}

/** Right-aligned totals: each row a label and an amount (or a word such as «звільнено»). */
export function totalsBlock(rows: [string, Decimal | string][], boldLast = true): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: rows.map(([label, value], i): TableCell[] => {
            const bold = boldLast && i === rows.length - 1;
            const shown = typeof value === 'string' ? value : formatAmountUk(value);
            return [
              { text: `${label}:`, alignment: 'right', bold },
              { text: shown, alignment: 'right', bold },
            ];
          }),
          widths: ['auto', 72],
        },
        layout: TOTALS,
      },
    ],
    margin: [0, 4, 0, 4],
  };
}

/** «Всього на суму: …» with the amount in words, and the VAT line under it. */
export function amountInWordsBlock(label: string, total: Decimal, vatLine?: string): Content {
  return {
    stack: [{ text: [`${label}: `, { text: amountInWordsUk(total), bold: true }] }, ...(vatLine ? [{ text: vatLine }] : [])],
    margin: [0, 2, 0, 10],
  };
}

/** One signature: a role, a line to sign on and the name printed beside it. */
export interface Signature {
  role: string;
  name?: string;
}

function signatureCell(sig: Signature): Content {
  return {
    stack: [
      { text: sig.role, bold: true },
      {
        columns: [
          { width: 'auto', stack: [{ text: '________________' }, { text: '(підпис)', style: 'small', alignment: 'center' }] },
          { width: '*', text: sig.name ?? '', margin: [6, 0, 0, 0] },
        ],
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

/** Signature lines, two to a row; `stamp` adds «М.П.» where a seal goes. */
export function signaturesBlock(signatures: Signature[], stamp = false): Content {
  const rows: Content[] = [];
  for (let i = 0; i < signatures.length; i += 2) {
    const pair = signatures.slice(i, i + 2);
    rows.push({ columns: pair.map(signatureCell).concat(pair.length === 1 ? [{ text: '' }] : []), columnGap: 20, margin: [0, 6, 0, 6] });
  }
  if (stamp) rows.push({ text: 'М.П.', style: 'small', margin: [0, 2, 0, 0] });
  return { stack: rows, margin: [0, 8, 0, 0] };
}

/** A memo line, when the document has one. */
export function memoBlock(memo: string, label = 'Примітка'): Content[] {
  return memo ? [{ text: [{ text: `${label}: `, bold: true }, memo], margin: [0, 0, 0, 6] }] : [];
}
