/**
 * The labels of a record's fields, under `fields`: the one home every screen takes them from (the
 * directories' tables and editors, the import's columns, the new-counterparty dialog, the company's
 * requisites, the history of changes), so a field is called the same everywhere. The import also
 * recognises a file's columns by them.
 */
export const uk = {
  fields: {
    name: 'Найменування',
    type: 'Вид',
    code: 'Код ЄДРПОУ / РНОКПП',
    taxCode: 'ІПН платника ПДВ',
    address: 'Адреса',
    phone: 'Телефон',
    email: 'Ел. пошта',
    iban: 'IBAN',
    kind: 'Вид',
    article: 'Артикул',
    unit: 'Од. виміру',
    barcode: 'Штрихкод',
    price: 'Ціна продажу, грн',
    vatCode: 'Ставка ПДВ',
    account: 'Рахунок обліку',
    agent: 'Контрагент',
    no: 'Номер',
    date: 'Дата',
    minStock: 'Мінімальний залишок',
    moneyAccount: 'Рахунок або каса',
    toMoneyAccount: 'Куди',
    cashFlowItem: 'Стаття руху коштів',
  },
};

export const en: typeof uk = {
  fields: {
    name: 'Name',
    type: 'Kind',
    code: 'EDRPOU / RNOKPP code',
    taxCode: 'VAT payer number',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    iban: 'IBAN',
    kind: 'Kind',
    article: 'Article',
    unit: 'Unit',
    barcode: 'Barcode',
    price: 'Sale price, UAH',
    vatCode: 'VAT rate',
    account: 'Account',
    agent: 'Counterparty',
    no: 'Number',
    date: 'Date',
    minStock: 'Minimum stock',
    moneyAccount: 'Bank account or cash desk',
    toMoneyAccount: 'To',
    cashFlowItem: 'Cash-flow item',
  },
};
