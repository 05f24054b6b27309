import { describe, expect, it } from 'vitest';
import { statementOf } from '../../../renderer/src/features/bank/bank-model.js';
import { readStatementFile } from '../../../renderer/src/features/bank/read-statement.js';
import { readCsv, readXlsx } from '../../../renderer/src/features/imports/read-table.js';
import { StatementError } from '../../../shared/bank/statement-error.js';
import { guessBankMapping } from '../../../shared/bank/table.js';
import { clientBankExchange } from '../../support/bank-statement.js';
import { BANK_EXPORTS, bankExportCsv, bankExportXlsx, type BankExport, type ExportLine } from '../../support/bank-exports.js';

const US = { code: '40123456', iban: 'UA213223130000026007233566001', bank: 'АТ КБ "ПРИВАТБАНК"' };
const OUR_OTHER = 'UA853052990000026004011111111';
/** Another company's account in the same bank: its statement must never go into our books. */
const THEM = { code: '39999991', iban: 'UA273052990000026001000000999', bank: 'АТ КБ "ПРИВАТБАНК"' };
const LINES: ExportLine[] = [
  { no: '1', date: '20.11.2026', amount: '1500.00', name: 'ТОВ "АЛЬФА"', code: '12345678', iban: '', purpose: 'Оплата за рах. № 7' },
  { no: '2', date: '21.11.2026', amount: '-250.10', name: 'ТОВ "БЕТА"', code: '12345679', iban: '', purpose: 'За послуги' },
];
const TABLES = { readCsv, readXlsx };
const BANKS = Object.keys(BANK_EXPORTS) as BankExport[];

/** What the screen makes of a file: the statement read with our accounts and code, or the refusal. */
async function read(name: string, bytes: Uint8Array) {
  const file = await readStatementFile(TABLES, { name, bytes });
  const mapping = guessBankMapping(file.rows?.[0] ?? []);
  try {
    return statementOf(file, { account: US.iban, mapping, ownCode: US.code, ourAccounts: [US.iban, OUR_OTHER] });
  } catch (error) {
    if (error instanceof StatementError) return error.problem;
    throw error;
  }
}

/**
 * A statement of another account is refused naming it, whatever the layout: the bank's exports put
 * the account and registry code the statement is of in columns of their own, and every layout maps
 * them (docs/service-behaviour.md, "Bank statements").
 */
describe('a statement of an account that is not ours', () => {
  it.each(BANKS)('%s CSV: refused, naming the account', async (bank) => {
    expect(await read(`${bank}.csv`, bankExportCsv(bank, THEM, LINES))).toEqual({
      code: 'otherAccount',
      account: THEM.iban,
      ours: US.iban,
    });
  });

  it.each(BANKS)('%s CSV of our second account: read as that account’s', async (bank) => {
    const statement = await read(`${bank}.csv`, bankExportCsv(bank, { ...US, iban: OUR_OTHER }, LINES));
    expect(statement && 'lines' in statement ? [statement.account, statement.lines.length] : statement).toEqual([OUR_OTHER, 2]);
  });

  it.each(BANKS)('%s CSV of our account but another company’s code: refused, naming the code', async (bank) => {
    expect(await read(`${bank}.csv`, bankExportCsv(bank, { ...US, code: THEM.code }, LINES))).toEqual({
      code: 'otherCompany',
      company: THEM.code,
      ours: US.code,
    });
  });

  it('PrivatBank XLSX: refused, naming the account', async () => {
    expect(await read('privat.xlsx', await bankExportXlsx('privat', THEM, LINES))).toEqual({
      code: 'otherAccount',
      account: THEM.iban,
      ours: US.iban,
    });
  });

  it('1CClientBankExchange: refused, naming the account', async () => {
    const docs = [
      {
        no: '1',
        date: '20.11.2026',
        amount: '10.00',
        payer: { name: 'Альфа', code: '12345678', account: 'UA903052992990004149123456789' },
        payee: { name: 'Вони', code: THEM.code, account: THEM.iban },
        purpose: 'Оплата',
      },
    ];
    expect(await read('them.txt', clientBankExchange(THEM.iban, { from: '20.11.2026', to: '20.11.2026', docs }))).toEqual({
      code: 'otherAccount',
      account: THEM.iban,
      ours: US.iban,
    });
  });
});
