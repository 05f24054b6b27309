import { describe, expect, it } from 'vitest';
import {
  companyFormProblems,
  companyPathProblem,
  EMPTY_COMPANY_FORM,
  nameFromPath,
  type CompanyForm,
} from '../../../../renderer/src/features/connections/new-company.js';
import { requisitesUpdateOf } from '../../../../renderer/src/lib/requisites.js';

const filled: CompanyForm = {
  name: ' ТОВ «Ромашка» ',
  code: '32145678',
  vatPayer: true,
  taxCode: '321456726541',
  address: 'м. Київ, вул. Хрещатик, 1',
  iban: 'UA74 305299 0000026007233566001',
  bank: 'АТ КБ «ПриватБанк»',
  director: 'Петренко П. П.',
  accountant: 'Іваненко І. І.',
};

describe('the new-company form', () => {
  it('takes a company with its requisites, and stores the IBAN without spaces', () => {
    expect(companyFormProblems(filled)).toEqual({});
    expect(requisitesUpdateOf(filled)).toMatchObject({
      name: 'ТОВ «Ромашка»',
      code: '32145678',
      vatPayer: true,
      taxCode: '321456726541',
      iban: 'UA743052990000026007233566001',
    });
  });

  it('takes a sole trader who is not a VAT payer, and sends no VAT number for one', () => {
    const trader = { ...EMPTY_COMPANY_FORM, name: 'ФОП Коваль', code: '1234567899', vatPayer: false, taxCode: '999' };
    expect(companyFormProblems(trader)).toEqual({});
    expect(requisitesUpdateOf(trader)).toMatchObject({ vatPayer: false, taxCode: '', iban: '' });
  });

  it('refuses what an accountant mistypes', () => {
    expect(companyFormProblems(EMPTY_COMPANY_FORM)).toEqual({ name: 'required', code: 'required', vatPayer: 'vatRequired' });
    expect(companyFormProblems({ ...EMPTY_COMPANY_FORM, vatPayer: true })).toMatchObject({ taxCode: 'required' });
    expect(companyFormProblems({ ...filled, code: '32145679' }).code).toBe('badCode');
    expect(companyFormProblems({ ...filled, code: '1234567890' }).code).toBe('badCode');
    expect(companyFormProblems({ ...filled, code: '3214567' }).code).toBe('codeShape');
    expect(companyFormProblems({ ...filled, code: '3214567a' }).code).toBe('codeShape');
    expect(companyFormProblems({ ...filled, taxCode: '12345' }).taxCode).toBe('badTaxCode');
    expect(companyFormProblems({ ...filled, iban: 'UA75 305299 0000026007233566001' }).iban).toBe('badIban');
    expect(companyFormProblems({ ...filled, iban: 'DE89370400440532013000' }).iban).toBe('badIban');
  });
});

describe('a typed company file path', () => {
  it('must be a full path to an .oblik file', () => {
    expect(companyPathProblem('/home/buh/Ромашка.oblik')).toBeNull();
    expect(companyPathProblem('C:\\Users\\buh\\Ромашка.OBLIK')).toBeNull();
    expect(companyPathProblem('  ')).toBe('required');
    expect(companyPathProblem('Ромашка.oblik')).toBe('notAbsolute');
    expect(companyPathProblem('/home/buh/Ромашка.sqlite')).toBe('badExtension');
  });

  it('names the company after its file unless the user types another name', () => {
    expect(nameFromPath('/home/buh/ТОВ Ромашка.oblik')).toBe('ТОВ Ромашка');
    expect(nameFromPath('C:\\buh\\Копія.oblik')).toBe('Копія');
  });
});
