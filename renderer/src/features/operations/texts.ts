/** Texts of the manual operations (операції, введені вручну), under `operations`. */
export const uk = {
  operations: {
    title: 'Операції, введені вручну',
    new: 'Нова операція',
    openingBalances: 'Введення залишків',
    openingBalancesMemo: 'Введення залишків',
    openingBalancesHint:
      'Залишки вводять проти допоміжного рахунку 00: Дт 281 Кт 00 — товари (склад і кількість), Дт 311 Кт 00 — гроші на рахунку, Дт 361 Кт 00 — борги покупців, Дт 00 Кт 40 — капітал. Коли все введено, рахунок 00 не має сальдо.',
    empty: 'За цей період операцій немає',
    columns: { date: 'Дата', no: 'Номер', memo: 'Зміст', sum: 'Сума', posted: 'Проведено' },
    yes: 'так',
    editor: {
      newTitle: 'Операція (нова)',
      title: 'Операція № {{no}} від {{date}}',
      back: 'До списку',
      date: 'Дата',
      no: 'Номер',
      memo: 'Зміст операції',
      entries: 'Проводки',
      debit: 'Дт рахунок',
      credit: 'Кт рахунок',
      qty: 'Кількість',
      amount: 'Сума',
      entryMemo: 'Коментар',
      account: 'Рахунок',
      analytics: { agent: 'Контрагент', contract: 'Договір', entity: 'Товар', store: 'Склад' },
      addEntry: 'Додати проводку',
      removeEntry: 'Видалити проводку',
      total: 'Разом',
      noAccounts: 'Немає такого рахунку',
      noCorrespondent: 'Без кореспонденції: позабалансовий рахунок',
      shortcuts:
        'Enter і Tab — далі по клітинках, Insert — нова проводка, Ctrl+Delete — видалити, Ctrl+S — записати, Ctrl+Enter — провести.',
      saved: 'Операцію записано.',
      postedOk: 'Операцію проведено.',
      unpostedOk: 'Проведення операції скасовано.',
      unpostToEdit: 'Операція проведена. Щоб змінити її, скасуйте проведення.',
      unpost: 'Скасувати проведення',
      discardConfirm: 'Закрити операцію без збереження змін?',
    },
    // What the service's refusals mean for an operation, whose entries move stock and settlements.
    refusals: {
      ACCOUNT_UNSUITABLE:
        'Операція лише вводить товари на склад: кредит рахунку запасів (281, 201, 26) не приймається, а послуга залишків не має. Товари зі складу виводять списанням або переміщенням — за їхньою собівартістю.',
      STORE_REQUIRED: 'Для товарів на рахунку запасів вкажіть склад.',
      QTY_NOT_POSITIVE: 'Для товарів на рахунку запасів вкажіть кількість, більшу за нуль.',
      AGENT_REQUIRED: 'Для проводки на рахунку 361 чи 631 вкажіть контрагента.',
      NOT_ENOUGH_STOCK: 'Проведення не скасовано: товари, введені цією операцією, вже продано чи списано пізнішими документами.',
      OFF_BALANCE_ENTRY:
        'Позабалансовий рахунок (клас 0, крім 00) записують однією стороною, без кореспонденції: лише Дт або лише Кт. Проводка між балансовими рахунками має обидві сторони, а позабалансовий рахунок з балансовим в одній проводці не поєднують.',
      INVALID_AMOUNT:
        'Сума не прийнята: кожна проводка більша за нуль, усі проводки операції разом — менші за 1 000 000 000 000,00, а всі проводки обліку разом — менші за 10 000 000 000 000,00.',
    },
  },
};

export const en = {
  operations: {
    title: 'Manual operations',
    new: 'New operation',
    openingBalances: 'Opening balances',
    openingBalancesMemo: 'Opening balances',
    openingBalancesHint:
      'Opening balances are entered against the balancing account 00: Dr 281 Cr 00 for goods (store and quantity), Dr 311 Cr 00 for money in the bank, Dr 361 Cr 00 for customers’ debts, Dr 00 Cr 40 for the capital. Once all are entered, 00 has no balance.',
    empty: 'No operations in this period',
    columns: { date: 'Date', no: 'Number', memo: 'Memo', sum: 'Sum', posted: 'Posted' },
    yes: 'yes',
    editor: {
      newTitle: 'Operation (new)',
      title: 'Operation No. {{no}} of {{date}}',
      back: 'Back to the list',
      date: 'Date',
      no: 'Number',
      memo: 'Memo',
      entries: 'Entries',
      debit: 'Debit account',
      credit: 'Credit account',
      qty: 'Quantity',
      amount: 'Amount',
      entryMemo: 'Comment',
      account: 'Account',
      analytics: { agent: 'Counterparty', contract: 'Contract', entity: 'Goods', store: 'Store' },
      addEntry: 'Add an entry',
      removeEntry: 'Remove the entry',
      total: 'Total',
      noAccounts: 'No such account',
      noCorrespondent: 'No corresponding account: off-balance',
      shortcuts: 'Enter and Tab move through the cells, Insert adds an entry, Ctrl+Delete removes it, Ctrl+S saves, Ctrl+Enter posts.',
      saved: 'The operation is saved.',
      postedOk: 'The operation is posted.',
      unpostedOk: 'The operation is unposted.',
      unpostToEdit: 'The operation is posted. Unpost it to change it.',
      unpost: 'Unpost',
      discardConfirm: 'Close the operation without saving the changes?',
    },
    refusals: {
      ACCOUNT_UNSUITABLE:
        'An operation only brings goods into stock: it takes no credit of a stock account (281, 201, 26), and a service has no stock. Goods leave stock by a write-off or a move, at their cost.',
      STORE_REQUIRED: 'Choose the store of the goods on the stock account.',
      QTY_NOT_POSITIVE: 'Enter a quantity above zero for the goods on the stock account.',
      AGENT_REQUIRED: 'Choose the counterparty of the entry on 361 or 631.',
      NOT_ENOUGH_STOCK: 'Not unposted: later documents have already sold or written off the goods this operation brought in.',
      OFF_BALANCE_ENTRY:
        'An off-balance account (class 0 but 00) takes an entry of one side, with no corresponding account: a debit alone or a credit alone. An entry between balance accounts has both sides, and an off-balance account is never paired with a balance one.',
      INVALID_AMOUNT:
        'The amount is not taken: each entry is above zero, the entries of an operation add up to less than 1,000,000,000,000.00, and all the entries of the books to less than 10,000,000,000,000.00.',
    },
  },
};
