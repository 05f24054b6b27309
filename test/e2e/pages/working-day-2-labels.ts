import type { Language } from './documents-labels.js';

/**
 * What the second working-day spec looks for, per language: written out here (not read from the
 * app's texts), so a missing or wrong translation fails the run in that language.
 */
const uk = {
  totalColumn: 'Сума з ПДВ',
  vatColumn: 'ПДВ',
  paidColumn: 'Оплачено',
  columns: 'Колонки',
  costEstimated: 'Собівартість продукції — оцінка за матеріалами',
  costPosted: 'Собівартість продукції — розрахована при проведенні',
  basedOn: 'Створити на підставі',
  overShipped: (total: string, open: string, over: string) => [
    `Сума документа ${total} більша за невідвантажений залишок рахунку № `,
    `(${open}) на ${over}.`,
  ],
  saveAnyway: 'Зберегти все одно?',
  discard: 'Є незбережені зміни. Закрити документ без збереження?',
  discardRecord: 'Закрити без збереження? Внесені зміни буде втрачено.',
  contracts: 'Договори',
  newButton: 'Створити',
  save: 'Зберегти',
  agent: 'Контрагент',
  agentRequired: 'Договір укладають з контрагентом: виберіть його',
  vatCode: 'Ставка ПДВ',
  vatMismatch: 'Ставка ПДВ у довіднику інша, ніж у документі (20%)',
  vatMismatchSet: 'Встановити для документа 7%',
  run: 'Сформувати',
};

const en: typeof uk = {
  totalColumn: 'Total incl. VAT',
  vatColumn: 'VAT',
  paidColumn: 'Paid',
  columns: 'Columns',
  costEstimated: 'Product cost — estimated from the materials',
  costPosted: 'Product cost — computed on posting',
  basedOn: 'Create based on',
  overShipped: (total: string, open: string, over: string) => [
    `The document total ${total} is ${over} more than what is left to ship on invoice No. `,
    `(${open}).`,
  ],
  saveAnyway: 'Save anyway?',
  discard: 'There are unsaved changes. Close the document without saving?',
  discardRecord: 'Close without saving? The changes will be lost.',
  contracts: 'Contracts',
  newButton: 'New',
  save: 'Save',
  agent: 'Counterparty',
  agentRequired: 'A contract is made with a counterparty: choose one',
  vatCode: 'VAT rate',
  vatMismatch: 'The directory gives these a different VAT rate than the document’s (20%)',
  vatMismatchSet: 'Set 7% on the document',
  run: 'Run',
};

export const DAY2_LABELS: Record<Language, typeof uk> = { uk, en };
