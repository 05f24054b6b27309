import type { Locator, Page } from '@playwright/test';

/** The words of the directories the tests look for, in both languages (the app's own texts). */
export const DIRECTORY_WORDS = {
  uk: {
    section: 'Довідники',
    agents: 'Контрагенти',
    entities: 'Товари і послуги',
    stores: 'Склади',
    contracts: 'Договори',
    import: 'Імпорт',
    total: 'Усього',
    shown: 'Показано:',
    foundByCode: 'Знайдено за кодом',
    foundByArticle: 'Знайдено за артикулом',
    foundByBarcode: 'Знайдено за штрихкодом',
    findArticle: 'Знайти за артикулом',
    findBarcode: 'Знайти за штрихкодом',
    showAll: 'Показати всіх',
    newRecord: 'Створити',
    editEntity: 'Редагування: товар або послуга',
    newStore: 'Новий запис: склад',
    newContract: 'Новий запис: договір',
    save: 'Зберегти',
    barcode: 'Штрихкод',
    barcodeLength: 'Штрихкод має від 8 до 14 цифр, а введено 3',
    codeLength: 'Потрібно 8 цифр (ЄДРПОУ) або 10 (РНОКПП), а введено 7',
    minStock: 'Мінімальний залишок',
    name: 'Найменування',
    address: 'Адреса',
    agent: 'Контрагент',
    no: 'Номер',
    date: 'Дата',
    ofAgent: 'Договори контрагента',
    code: 'Код ЄДРПОУ / РНОКПП',
    editAgent: 'Редагування: контрагент',
    summary: 'Рядків: 200, з помилками: 2, буде надіслано: 198; нових: 198, змінених: 0, без змін: 0 (не надсилаються)',
    preview: 'Перегляд',
    nameRequired: 'Найменування: Заповніть це поле',
    priceNumber: 'Ціна продажу, грн: очікується число, наприклад 1 234,56',
    done: 'Імпорт завершено: надіслано 198 записів.',
  },
  en: {
    section: 'Directories',
    agents: 'Agents',
    entities: 'Goods and services',
    stores: 'Stores',
    contracts: 'Contracts',
    import: 'Import',
    total: 'Total',
    shown: 'Shown:',
    foundByCode: 'Found by code',
    foundByArticle: 'Found by article',
    foundByBarcode: 'Found by barcode',
    findArticle: 'Find by article',
    findBarcode: 'Find by barcode',
    showAll: 'Show all',
    newRecord: 'New',
    editEntity: 'Editing: goods or service',
    newStore: 'New record: store',
    newContract: 'New record: contract',
    save: 'Save',
    barcode: 'Barcode',
    barcodeLength: 'A barcode has 8 to 14 digits, 3 typed',
    codeLength: '8 digits (EDRPOU) or 10 (RNOKPP) are needed, 7 typed',
    minStock: 'Minimum stock',
    name: 'Name',
    address: 'Address',
    agent: 'Counterparty',
    no: 'Number',
    date: 'Date',
    ofAgent: 'Contracts of agent',
    code: 'EDRPOU / RNOKPP code',
    editAgent: 'Editing: agent',
    summary: 'Rows: 200, with errors: 2, to send: 198; new: 198, changed: 0, unchanged: 0 (not sent)',
    preview: 'Preview',
    nameRequired: 'Name: Fill in this field',
    priceNumber: 'Sale price, UAH: a number is expected, for example 1 234,56',
    done: 'Import finished: 198 records sent.',
  },
} as const;

/** A directory tab: its search field, count, grid and record editor. */
export class DirectoryScreen {
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole('dialog');
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  count(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  grid(name: string): Locator {
    return this.page.getByRole('grid', { name });
  }

  row(gridName: string, text: string): Locator {
    return this.grid(gridName).locator('.MuiDataGrid-row').filter({ hasText: text });
  }

  search(label: string): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  /** An editor field by its `data-field` (labels change with the language, fields do not). */
  field(name: string): Locator {
    return this.editor.locator(`[data-field="${name}"]`);
  }

  /** Opens a grid row's record with the keyboard: focus a cell, press Enter. */
  async openWithEnter(row: Locator): Promise<void> {
    await row.locator('.MuiDataGrid-cell').first().click();
    await this.page.keyboard.press('Enter');
  }

  async save(): Promise<void> {
    await this.page.keyboard.press('Control+s');
  }
}
