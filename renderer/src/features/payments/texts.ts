/** Texts of the payments list and editor, under `payments`. */
import type { PaymentType } from '../../../../shared/api/document-types.js';
export const uk = {
  payments: {
    title: 'Платіжні документи',
    types: {
      payFromCustomer: 'Оплата від покупця',
      payToSupplier: 'Оплата постачальнику',
      cashIn: 'Прибутковий касовий ордер',
      cashOut: 'Видатковий касовий ордер',
      refundFromSupplier: 'Повернення від постачальника',
      refundToCustomer: 'Повернення покупцю',
      otherOut: 'Інша видача',
      otherIn: 'Інше надходження',
      transfer: 'Переказ між своїми рахунками',
    } satisfies { readonly [T in PaymentType]: string },

    columns: { date: 'Дата', no: 'Номер', type: 'Вид', agent: 'Контрагент', sum: 'Сума', done: 'Проведено', memo: 'Призначення' },
    newPayment: 'Створити',
    empty: 'За цей період платежів немає',
    editor: {
      newTitle: 'Новий платіж: {{type}}',
      title: '{{type}} № {{no}} від {{date}}',
      type: 'Вид платежу',
      date: 'Дата',
      no: 'Номер',
      agent: 'Контрагент',
      sum: 'Сума',
      memo: 'Призначення платежу',
      invoice: 'Рахунок (підстава)',
      noInvoice: 'Без рахунку',
      invoiceOption: '№ {{no}} від {{date}} · {{total}} · оплачено {{paid}}',
      close: 'Закрити',
      overpaid: 'Сума більша за несплачений залишок рахунку ({{open}}) на {{over}}. Зберегти можна, але перевірте суму.',
      badSum: 'Вкажіть суму, наприклад 1 234,56',
    },
  },
};

export const en: typeof uk = {
  payments: {
    title: 'Payments',
    types: {
      payFromCustomer: 'Payment from customer',
      payToSupplier: 'Payment to supplier',
      cashIn: 'Cash receipt',
      cashOut: 'Cash payment',
      refundFromSupplier: 'Refund from supplier',
      refundToCustomer: 'Refund to customer',
      otherOut: 'Other payment out',
      otherIn: 'Other receipt',
      transfer: 'Transfer between our accounts',
    },
    columns: { date: 'Date', no: 'Number', type: 'Kind', agent: 'Counterparty', sum: 'Sum', done: 'Posted', memo: 'Purpose' },
    newPayment: 'New',
    empty: 'No payments in this period',
    editor: {
      newTitle: 'New payment: {{type}}',
      title: '{{type}} No. {{no}} of {{date}}',
      type: 'Kind of payment',
      date: 'Date',
      no: 'Number',
      agent: 'Counterparty',
      sum: 'Sum',
      memo: 'Purpose of payment',
      invoice: 'Invoice (basis)',
      noInvoice: 'No invoice',
      invoiceOption: 'No. {{no}} of {{date}} · {{total}} · paid {{paid}}',
      close: 'Close',
      overpaid: 'The sum is {{over}} more than what is open on the invoice ({{open}}). It can be saved, but check the sum.',
      badSum: 'Enter a sum such as 1 234,56',
    },
  },
};
