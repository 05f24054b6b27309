/** Texts of «Залишки коштів», under `reports.money`. */
export const moneyBalancesUk = {
  money: {
    title: 'Залишки коштів',
    date: 'Станом на',
    from: 'Обороти з',
    account: 'Рахунок / каса',
    kind: 'Вид',
    kinds: { bank: 'Банк', cash: 'Каса' },
    iban: 'IBAN',
    opening: 'Залишок на початок',
    in: 'Надходження',
    out: 'Витрачання',
    closing: 'Залишок на кінець',
    total: 'Разом',
    period: 'Період',
    fromAfterDate: 'Початок оборотів пізніше за дату звіту',
  },
};

export const moneyBalancesEn: typeof moneyBalancesUk = {
  money: {
    title: 'Money balances',
    date: 'As of',
    from: 'Turnovers from',
    account: 'Account / cash desk',
    kind: 'Kind',
    kinds: { bank: 'Bank', cash: 'Cash' },
    iban: 'IBAN',
    opening: 'Opening balance',
    in: 'Money in',
    out: 'Money out',
    closing: 'Closing balance',
    total: 'Total',
    period: 'Period',
    fromAfterDate: 'The turnovers start after the report’s date',
  },
};
