/**
 * What the screens of a working day say (deleting, copying, the line keys), written out per
 * language rather than read from the app's texts, so a missing translation fails in that language.
 */
import type { Language } from './documents-labels.js';

const uk = {
  hint: /Insert — додати рядок, F9 — копіювати рядок, Ctrl\+Delete — видалити рядок, F4 — вибрати товар/,
  date: 'Дата',
  lineNo: (row: number) => `Рядок ${row}`,
  unsaved: 'Є незбережені зміни',
  copy: 'Копіювати',
  delete: 'Видалити',
  close: 'Закрити',
  cancel: 'Скасувати',
  importTab: 'Імпорт', encoding: 'Кодування файлу', preview: 'Перегляд',
  search: 'Пошук',
  purpose: 'Призначення платежу', invoicePicker: 'Рахунок (підстава)', newPayment: 'Створити',
  purposeOf: (no: string, date: string, vat: string) => `Оплата за рахунком № ${no} від ${date}, у т.ч. ПДВ ${vat} грн`,
  invoiceOption: (no: string) => new RegExp(`^№ ${no} від`),
  directories: 'Довідники', agentsTab: 'Контрагенти', newRecord: 'Створити', newAgentTitle: 'Новий запис: контрагент',
  edrpouCheck: 'Контрольна цифра ЄДРПОУ не збігається: перевірте код',
  personCode: '10 цифр — це РНОКПП фізособи (ФОП): виберіть тип «Фізособа»',
  ibanCheck: 'Контрольні цифри IBAN не збігаються: перевірте, чи не помилка в номері',
  email: 'Електронна пошта у вигляді buh@firma.ua',
  replacePrice: (name: string) => `У рядку введено ціну 1,11. Замінити її ціною товару «${name}»`,
  deleteTitle: 'Видалити документ?',
  deleteConfirm: (title: string) => `«${title}» буде видалено разом із рядками. Цю дію не можна скасувати.`,
  postedTitle: 'Проведений документ не можна видалити',
  postedText: /Спершу скасуйте проведення/,
  deleted: (title: string) => `Видалено: ${title}`,
  rowDelete: (title: string) => `Видалити: ${title}`,
  title: (type: string, no: string, date: string) => `${type} № ${no} від ${date}`,
  paymentType: 'Оплата від покупця',
  hasChildren: 'Документ не видалено: на його підставі створено інші документи чи платежі. Спершу видаліть або відв’яжіть їх.',
};

const en: typeof uk = {
  hint: /Insert add a line, F9 copy the line, Ctrl\+Delete delete the line, F4 pick an item/,
  date: 'Date',
  lineNo: (row: number) => `Line ${row}`,
  unsaved: 'Unsaved changes',
  copy: 'Copy',
  delete: 'Delete',
  close: 'Close',
  cancel: 'Cancel',
  importTab: 'Import', encoding: 'File encoding', preview: 'Preview',
  search: 'Search',
  purpose: 'Purpose of payment', invoicePicker: 'Invoice (basis)', newPayment: 'New',
  purposeOf: (no: string, date: string, vat: string) => `Оплата за рахунком № ${no} від ${date}, у т.ч. ПДВ ${vat} грн`,
  invoiceOption: (no: string) => new RegExp(`^No\\. ${no} of`),
  directories: 'Directories', agentsTab: 'Agents', newRecord: 'New', newAgentTitle: 'New record: agent',
  edrpouCheck: 'The EDRPOU check digit does not match: check the code',
  personCode: '10 digits are a person’s RNOKPP (a sole trader): choose the type “Person”',
  ibanCheck: 'The IBAN’s check digits do not match: check the number for a typo',
  email: 'An e-mail address like buh@firma.ua',
  replacePrice: (name: string) => `The line has the price 1,11 typed in. Replace it with the price of “${name}”`,
  deleteTitle: 'Delete the document?',
  deleteConfirm: (title: string) => `“${title}” will be deleted with its lines. This cannot be undone.`,
  postedTitle: 'A posted document cannot be deleted',
  postedText: /Unpost it first/,
  deleted: (title: string) => `Deleted: ${title}`,
  rowDelete: (title: string) => `Delete: ${title}`,
  title: (type: string, no: string, date: string) => `${type} No. ${no} of ${date}`,
  paymentType: 'Payment from customer',
  hasChildren: 'Not deleted: other documents or payments are based on this one. Delete or unlink them first.',
};

export const DAY_LABELS: Record<Language, typeof uk> = { uk, en };
