/**
 * What the documents and payments screens say, written out per language (not read from the app's
 * texts), so a wrong or missing translation fails the e2e run in that language.
 */
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const uk = {
  languageButton: 'Українська' as 'English' | 'Українська',
  nav: { documents: 'Документи', payments: 'Платежі' },
  list: {
    title: 'Документи', from: 'З', to: 'По', newButton: 'Створити', refresh: 'Оновити', modifiedSince: 'Змінені з', agent: 'Контрагент',
    rowsOf: /\d+–\d+ з [\d\u00a0]+/, printNotes: /^Друкувати накладні \((\d+)\)$/, printNotesNone: 'Друкувати накладні', anyType: /Видаткова накладна|Рахунок-фактура|Прибуткова накладна/,
    empty: 'За цей період документів немає',
    of: 'з', type: 'Тип', allTypes: 'Усі типи', state: 'Стан', postedOnly: 'Проведені', allStates: 'Усі',
    found: /^Знайдено ([\d\u00a0]+) з ([\d\u00a0]+) документів періоду$/,
  },
  types: { waybillOut: 'Видаткова накладна', invoice: 'Рахунок-фактура', manufacture: 'Виробництво' },
  editor: {
    newTitle: (type: string) => `Новий документ: ${type}`,
    titleRe: (type: string) => new RegExp(`^${type} № (\\S+) від \\d\\d\\.\\d\\d\\.\\d{4}$`),
    agent: 'Контрагент', storeOut: 'Склад відвантаження', storeIn: 'Склад надходження', qty: 'Кількість', sum: 'Сума', price: 'Ціна',
    saved: 'Збережено', postedOk: 'Документ проведено', posted: 'Проведено', save: 'Зберегти', back: 'До переліку', unpost: 'Скасувати проведення',
    readOnly: 'Документ проведено. Щоб змінити його, скасуйте проведення.',
    notEnoughStock: 'Недостатньо товару на складі для проведення.',
    hasPostedChildren: 'на підставі цього документа є проведені документи',
    products: 'Продукція', materials: 'Матеріали і послуги',
    basedOn: 'Створити на підставі', paymentFromCustomer: 'Оплата від покупця',
    warehouseForm: 'Складська накладна',
    status: { awaitingPayment: 'Очікує оплати', awaitingShipment: 'Очікує відвантаження', closed: 'Закрито' },
    shipped: (a: string, b: string) => `Відвантажено ${a} з ${b}`,
    paid: (a: string, b: string) => `Оплачено ${a} з ${b}`,
    paste: { added: (n: number) => `Вставлено рядків: ${n}.`, rejected: (n: number) => `Не вставлено: ${n}`, notFound: 'немає товару з таким артикулом' },
    newAgent: { option: (name: string) => `Створити контрагента «${name}»`, title: 'Новий контрагент', name: 'Назва', code: 'Код ЄДРПОУ', taxCode: 'Індивідуальний податковий номер (ІПН)', codeInvalid: 'Код ЄДРПОУ — 8 або 10 цифр', create: 'Створити' },
  },
  pdf: {
    pageOf: /Сторінка 1 з \d+/, pageOfN: (page: number, pages: number) => `Сторінка ${page} з ${pages}`,
    zoomIn: 'Збільшити', close: 'Закрити', print: 'Друкувати…', next: 'Наступна сторінка', previous: 'Попередня сторінка',
  },
  print: {
    title: (n: number) => `Друк документів: ${n}`, unsupported: 'Друк із цього вікна недоступний', saveAsPdf: 'Зберегти як PDF', copies: 'Копій',
    savedFiles: (n: number) => `Збережено як PDF документів: ${n}`, close: 'Закрити',
  },
  payments: {
    title: 'Платіжні документи', sum: 'Сума', post: 'Провести', unpost: 'Скасувати проведення', close: 'Закрити', agent: 'Контрагент',
    empty: 'За цей період платежів немає',
  },
};

const en: typeof uk = {
  languageButton: 'English',
  nav: { documents: 'Documents', payments: 'Payments' },
  list: {
    title: 'Documents', from: 'From', to: 'To', newButton: 'New', refresh: 'Refresh', modifiedSince: 'Changed since', agent: 'Counterparty',
    rowsOf: /\d+–\d+ of [\d\u00a0]+/, printNotes: /^Print delivery notes \((\d+)\)$/, printNotesNone: 'Print delivery notes', anyType: /Delivery note|Invoice|Goods receipt/,
    empty: 'No documents in this period',
    of: 'of', type: 'Type', allTypes: 'All types', state: 'State', postedOnly: 'Posted', allStates: 'All',
    found: /^Found ([\d\u00a0]+) of ([\d\u00a0]+) documents of the period$/,
  },
  types: { waybillOut: 'Delivery note', invoice: 'Invoice', manufacture: 'Manufacture' },
  editor: {
    newTitle: (type: string) => `New document: ${type}`,
    titleRe: (type: string) => new RegExp(`^${type} No\\. (\\S+) of \\d\\d\\.\\d\\d\\.\\d{4}$`),
    agent: 'Counterparty', storeOut: 'Ship from store', storeIn: 'Receive into store', qty: 'Quantity', sum: 'Sum', price: 'Price',
    saved: 'Saved', postedOk: 'Document posted', posted: 'Posted', save: 'Save', back: 'Back to the list', unpost: 'Unpost',
    readOnly: 'This document is posted. Unpost it to edit.',
    notEnoughStock: 'Not enough stock in the store to post this.',
    hasPostedChildren: 'posted documents (a payment or a shipment) are based on this one',
    products: 'Products', materials: 'Materials and services',
    basedOn: 'Create based on', paymentFromCustomer: 'Payment from customer',
    warehouseForm: 'Warehouse note',
    status: { awaitingPayment: 'Awaiting payment', awaitingShipment: 'Awaiting shipment', closed: 'Closed' },
    shipped: (a: string, b: string) => `Shipped ${a} of ${b}`,
    paid: (a: string, b: string) => `Paid ${a} of ${b}`,
    paste: { added: (n: number) => `Lines pasted: ${n}.`, rejected: (n: number) => `Not pasted: ${n}`, notFound: 'no item has this article' },
    newAgent: { option: (name: string) => `Create counterparty “${name}”`, title: 'New counterparty', name: 'Name', code: 'EDRPOU code', taxCode: 'VAT number (IPN)', codeInvalid: 'The EDRPOU code is 8 or 10 digits', create: 'Create' },
  },
  pdf: {
    pageOf: /Page 1 of \d+/, pageOfN: (page: number, pages: number) => `Page ${page} of ${pages}`,
    zoomIn: 'Zoom in', close: 'Close', print: 'Print…', next: 'Next page', previous: 'Previous page',
  },
  print: {
    title: (n: number) => `Print documents: ${n}`, unsupported: 'Printing is not available in this window', saveAsPdf: 'Save as PDF', copies: 'Copies',
    savedFiles: (n: number) => `Documents saved as PDF: ${n}`, close: 'Close',
  },
  payments: {
    title: 'Payments', sum: 'Sum', post: 'Post', unpost: 'Unpost', close: 'Close', agent: 'Counterparty',
    empty: 'No payments in this period',
  },
};

/** The labels of one language. */
export type Labels = typeof uk;
export const LABELS: Record<Language, Labels> = { uk, en };
