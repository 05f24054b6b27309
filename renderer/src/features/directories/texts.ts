/** Texts of the directory lists beyond stores, under `dirs`. */
export const uk = {
  dirs: {
    search: 'Пошук за назвою або кодом',
    findByCode: 'Знайти за кодом ЄДРПОУ',
    showAll: 'Показати всіх',
    found: 'Знайдено за кодом «{{code}}»: {{count}}',
    total: 'Усього: {{total}}',
    shown: 'Показано: {{shown}} з {{total}}',
    refresh: 'Оновити',
    empty: 'Нічого не знайдено',
    agents: { title: 'Контрагенти', name: 'Найменування', code: 'Код ЄДРПОУ', taxCode: 'ІПН', type: 'Вид', address: 'Адреса', phone: 'Телефон' },
  },
};

export const en: typeof uk = {
  dirs: {
    search: 'Search by name or code',
    findByCode: 'Find by EDRPOU code',
    showAll: 'Show all',
    found: 'Found by code "{{code}}": {{count}}',
    total: 'Total: {{total}}',
    shown: 'Shown: {{shown}} of {{total}}',
    refresh: 'Refresh',
    empty: 'Nothing found',
    agents: { title: 'Agents', name: 'Name', code: 'EDRPOU code', taxCode: 'Tax no.', type: 'Kind', address: 'Address', phone: 'Phone' },
  },
};
