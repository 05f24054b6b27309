/** Texts of the month's close, under `reports.monthClose` (texts.ts puts them there). */
export const monthCloseUk = {
  monthClose: {
    title: 'Закриття місяця',
    month: 'Місяць',
    preview: 'Сформувати',
    post: 'Провести',
    reverse: 'Скасувати закриття',
    entries: 'Проводки закриття місяця',
    debit: 'Дт',
    credit: 'Кт',
    amount: 'Сума',
    revenue: 'Доходи',
    expenses: 'Витрати',
    profit: 'Прибуток',
    loss: 'Збиток',
    noResult: 'Фінансовий результат нульовий',
    nothing: 'За цей місяць немає доходів і витрат, які треба закрити.',
    closed: 'Місяць закрито: операція № {{no}} від {{date}}.',
    notClosed: 'Місяць не закрито.',
    outOfDate:
      'Закриття застаріло: після нього проведено документи, що змінили доходи чи витрати місяця. Проведіть закриття ще раз — воно замінить попереднє.',
    posted: 'Місяць закрито.',
    reversed: 'Закриття місяця скасовано.',
    hint: 'Доходи (70–74) і витрати (90, 92–97) місяця закриваються на 791, а результат — на 441 (прибуток) чи 442 (збиток).',
  },
};

export const monthCloseEn: typeof monthCloseUk = {
  monthClose: {
    title: 'Month close',
    month: 'Month',
    preview: 'Preview',
    post: 'Post',
    reverse: 'Reverse the close',
    entries: 'Entries of the month close',
    debit: 'Dr',
    credit: 'Cr',
    amount: 'Amount',
    revenue: 'Revenue',
    expenses: 'Expenses',
    profit: 'Profit',
    loss: 'Loss',
    noResult: 'The result is zero',
    nothing: 'The month has no revenue or expenses to close.',
    closed: 'The month is closed: operation No. {{no}} of {{date}}.',
    notClosed: 'The month is not closed.',
    outOfDate:
      'The close is out of date: documents posted since then changed the month’s revenue or expenses. Post the close again; it replaces the old one.',
    posted: 'The month is closed.',
    reversed: 'The month’s close is reversed.',
    hint: 'The month’s revenue (70–74) and expenses (90, 92–97) close to 791, and the result to 441 (a profit) or 442 (a loss).',
  },
};
