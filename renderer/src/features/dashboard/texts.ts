/** Texts of the dashboard (start page), under `dashboard`. */
export const uk = {
  dashboard: {
    nav: 'Головна',
    title: 'Головна',
    today: 'Сьогодні {{date}}',
    columns: {
      document: 'Документ',
      agent: 'Контрагент',
      sum: 'Сума, грн',
      date: 'Дата',
      invoice: 'Рахунок',
      status: 'Стан',
      total: 'Сума, грн',
      left: 'Залишилось, грн',
      entity: 'Товар',
      balance: 'Залишок',
      min: 'Мінімум',
      unit: 'Од.',
    },
    unposted: { title: 'Не проведено сьогодні', empty: 'Усі сьогоднішні документи проведено', all: 'Усі документи' },
    invoices: {
      title: 'Рахунки, що чекають оплати або відвантаження (за {{months}} міс.)',
      empty: 'Усі рахунки оплачено й відвантажено',
      more: 'І ще {{count}} — у документах',
    },
    lowStock: {
      title: 'Закінчується на складах',
      empty: 'Усього вистачає',
      noThresholds: 'Мінімальні залишки ще не задано. Задайте їх у довіднику «Товари і послуги».',
      note: "Залишок по всіх складах менший за мінімум, заданий на цьому комп'ютері.",
      setUp: 'Задати мінімуми',
    },
  },
};

export const en: typeof uk = {
  dashboard: {
    nav: 'Home',
    title: 'Home',
    today: 'Today {{date}}',
    columns: {
      document: 'Document',
      agent: 'Agent',
      sum: 'Sum, UAH',
      date: 'Date',
      invoice: 'Invoice',
      status: 'State',
      total: 'Sum, UAH',
      left: 'Left, UAH',
      entity: 'Goods',
      balance: 'Balance',
      min: 'Minimum',
      unit: 'Unit',
    },
    unposted: { title: 'Not posted today', empty: "All of today's documents are posted", all: 'All documents' },
    invoices: {
      title: 'Invoices awaiting payment or shipment (last {{months}} months)',
      empty: 'All invoices are paid and shipped',
      more: 'And {{count}} more in Documents',
    },
    lowStock: {
      title: 'Running low',
      empty: 'Nothing is running low',
      noThresholds: 'No minimum stock is set yet. Set it in the Goods and services directory.',
      note: 'Balance over all stores below the minimum set on this computer.',
      setUp: 'Set minimums',
    },
  },
};
