/** Texts of «Проводки», the entries a posted document or payment wrote, under `entries`. */
export const uk = {
  entries: {
    button: 'Проводки',
    buttonHint: 'Які проводки записало проведення',
    title: 'Проводки: {{title}}',
    debit: 'Дт',
    credit: 'Кт',
    amount: 'Сума',
    qty: 'Кількість',
    debitAnalytics: 'Аналітика Дт',
    creditAnalytics: 'Аналітика Кт',
    total: 'Разом',
    none: 'Проведення не записало жодної проводки.',
    close: 'Закрити',
  },
};

export const en: typeof uk = {
  entries: {
    button: 'Entries',
    buttonHint: 'The entries the posting wrote',
    title: 'Entries: {{title}}',
    debit: 'Dr',
    credit: 'Cr',
    amount: 'Amount',
    qty: 'Quantity',
    debitAnalytics: 'Dr analytics',
    creditAnalytics: 'Cr analytics',
    total: 'Total',
    none: 'The posting wrote no entries.',
    close: 'Close',
  },
};
