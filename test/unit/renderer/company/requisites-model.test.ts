import { describe, expect, it } from 'vitest';
import { requisiteProblems } from '../../../../renderer/src/features/company/requisites-model.js';
import { requisitesUpdateOf, type Requisites } from '../../../../renderer/src/lib/requisites.js';

const good: Requisites = {
  name: 'ТОВ «Облік»',
  code: '32855961',
  vatPayer: true,
  taxCode: '328559626543',
  address: 'м. Київ, вул. Хрещатик, 1',
  iban: 'UA21 3223 1300 0002 6007 2335 6600 1',
  bank: 'АТ «Банк»',
  director: 'Іваненко І. І.',
  accountant: 'Петренко П. П.',
};

describe('company requisites', () => {
  it('accepts good requisites and sends the IBAN without spaces', () => {
    expect(requisiteProblems(good)).toEqual({});
    expect(requisitesUpdateOf(good).iban).toBe('UA213223130000026007233566001');
  });

  it('requires a name', () => {
    expect(requisiteProblems({ ...good, name: '  ' })).toEqual({ name: 'required' });
  });

  it('checks the ЄДРПОУ and РНОКПП check digits and their length', () => {
    expect(requisiteProblems({ ...good, code: '32855962' }).code).toBe('edrpouCheck');
    expect(requisiteProblems({ ...good, code: '1234567' }).code).toBe('code');
    expect(requisiteProblems({ ...good, code: '12345678ab' }).code).toBe('code');
    expect(requisiteProblems({ ...good, code: '3184710691' }).code).toBeUndefined();
    expect(requisiteProblems({ ...good, code: '3184710692' }).code).toBe('rnokppCheck');
    expect(requisiteProblems({ ...good, code: '' }).code).toBeUndefined();
  });

  it('checks the IBAN shape and check digits', () => {
    expect(requisiteProblems({ ...good, iban: 'UA22 3223 1300 0002 6007 2335 6600 1' }).iban).toBe('ibanCheck');
    expect(requisiteProblems({ ...good, iban: 'PL61109010140000071219812874' }).iban).toBe('iban');
    expect(requisiteProblems({ ...good, iban: '' }).iban).toBeUndefined();
  });

  it('checks the VAT number of a VAT payer only, and drops it for a non-payer', () => {
    expect(requisiteProblems({ ...good, taxCode: '12345' }).taxCode).toBe('taxCode');
    expect(requisiteProblems({ ...good, vatPayer: false, taxCode: '12345' }).taxCode).toBeUndefined();
    expect(requisitesUpdateOf({ ...good, vatPayer: false }).taxCode).toBe('');
  });

  it('refuses a field longer than the service keeps', () => {
    expect(requisiteProblems({ ...good, address: 'x'.repeat(501) }).address).toBe('tooLong');
  });
});
