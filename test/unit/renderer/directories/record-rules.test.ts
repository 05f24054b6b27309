import { describe, expect, it } from 'vitest';
import { checkForm, formOf, recordOf } from '../../../../renderer/src/lib/record-rules.js';

const UID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('directory editor rules', () => {
  it('accepts an EDRPOU of 8 digits, an RNOKPP of 10 and a VAT number of 12', () => {
    for (const [code, type] of [
      ['14360570', 'company'],
      ['3011208762', 'person'],
    ] as const) {
      expect(
        checkForm('agents', UID, { ...formOf('agents', null), name: 'ТОВ «Зоря»', code, type, taxCode: '123456789012' }).problems,
      ).toEqual({});
    }
  });

  it('catches a mistyped EDRPOU, RNOKPP or IBAN by its check digits, and a 10-digit code on a legal entity', () => {
    const form = { ...formOf('agents', null), name: 'ТОВ «Зоря»' };
    expect(checkForm('agents', UID, { ...form, code: '14360571' }).problems).toEqual({ code: { key: 'edrpouCheck' } });
    expect(checkForm('agents', UID, { ...form, code: '3011208763', type: 'person' }).problems).toEqual({ code: { key: 'rnokppCheck' } });
    expect(checkForm('agents', UID, { ...form, code: '3011208762', type: 'company' }).problems).toEqual({ type: { key: 'personCode' } });
    expect(checkForm('agents', UID, { ...form, iban: 'UA21 3223 1300 0002 6007 2335 6600 2' }).problems).toEqual({
      iban: { key: 'ibanCheck' },
    });
    expect(checkForm('agents', UID, { ...form, email: 'buh@zerno' }).problems).toEqual({ email: { key: 'email' } });
  });

  it('takes an IBAN with the spaces of a bank document and stores it without them', () => {
    const { record, problems } = checkForm('agents', UID, {
      ...formOf('agents', null),
      name: 'ТОВ',
      iban: 'ua21 3223 1300 0002 6007 2335 6600 1',
    });
    expect(problems).toEqual({});
    expect(record.iban).toBe('UA213223130000026007233566001');
  });

  it('explains a code of the wrong length with how many digits were typed', () => {
    const { problems } = checkForm('agents', UID, { ...formOf('agents', null), name: 'ТОВ', code: '1234567', taxCode: '12345' });
    expect(problems.code).toEqual({ key: 'codeLength', n: 7 });
    expect(problems.taxCode).toEqual({ key: 'taxCodeLength', n: 5 });
  });

  it('says "digits only" when a code holds letters or spaces', () => {
    const { problems } = checkForm('agents', UID, { ...formOf('agents', null), name: 'ТОВ', code: '1234 567' });
    expect(problems.code).toEqual({ key: 'digitsOnly' });
  });

  it('checks barcodes (8 to 14 digits), IBAN and prices with a decimal comma', () => {
    const base = { ...formOf('entities', null), name: 'Цвях' };
    expect(checkForm('entities', UID, { ...base, barcode: '4820000000017', price: '1 234,5678' }).problems).toEqual({});
    expect(checkForm('entities', UID, { ...base, barcode: '123' }).problems.barcode).toEqual({ key: 'barcodeLength', n: 3 });
    expect(checkForm('entities', UID, { ...base, price: '12,34567' }).problems.price).toEqual({ key: 'priceDecimals' });
    expect(checkForm('entities', UID, { ...base, price: 'дорого' }).problems.price).toEqual({ key: 'number' });
    expect(checkForm('agents', UID, { ...formOf('agents', null), name: 'А', iban: 'UA12' }).problems.iban).toEqual({ key: 'iban' });
  });

  it('requires a name, also when editing', () => {
    expect(checkForm('stores', UID, { name: '  ', address: '' }).problems.name).toEqual({ key: 'required' });
  });

  it('builds the update body: exact price text, cleared date, VAT code and agent', () => {
    const record = recordOf('entities', UID, { ...formOf('entities', null), name: ' Цвях ', price: '12,50', vatCode: '' });
    expect(record).toMatchObject({ uid: UID, name: 'Цвях', kind: 'goods', price: '12.50', vatCode: null });
    expect(recordOf('entities', UID, { ...formOf('entities', null), name: 'Х' })).not.toHaveProperty('price');
    expect(recordOf('contracts', UID, { name: 'Д', agent: '', no: '1', date: '' })).toMatchObject({ agent: null, date: null });
  });

  it('reads a stored record back into the form with a decimal comma', () => {
    expect(formOf('entities', { uid: UID, name: 'Цвях', kind: 'goods', price: 12.5, vatCode: '20' })).toMatchObject({
      price: '12,5',
      vatCode: '20',
      barcode: '',
    });
    expect(formOf('contracts', { uid: UID, name: 'Д', agent: { uid: 'a1', name: 'А' } }).agent).toBe('a1');
  });
  it('refuses a contract without its counterparty, in words, and accepts it with one', () => {
    expect(checkForm('contracts', UID, { name: 'Договір', agent: '', no: '1', date: '' }).problems.agent).toEqual({ key: 'agentRequired' });
    expect(checkForm('contracts', UID, { name: 'Договір', agent: UID, no: '1', date: '' }).problems.agent).toBeUndefined();
  });
});
