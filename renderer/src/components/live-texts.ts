/** Texts of live changes and presence (docs/office.md, "Live changes and presence"), under `live`. */
export const uk = {
  live: {
    reportChanged: 'Дані змінилися — оновити',
    refresh: 'Оновити',
    record: {
      document: {
        changed: 'Цей документ змінив(ла) {{by}} о {{time}}',
        posted: 'Цей документ провів(ла) {{by}} о {{time}}',
        unposted: 'Цей документ скасував(ла) проведення — {{by}} о {{time}}',
        deleted: 'Цей документ видалив(ла) {{by}} о {{time}}',
      },
      other: {
        changed: 'Цей запис змінив(ла) {{by}} о {{time}}',
        posted: 'Цей запис провів(ла) {{by}} о {{time}}',
        unposted: 'Цей запис скасував(ла) проведення — {{by}} о {{time}}',
        deleted: 'Цей запис видалив(ла) {{by}} о {{time}}',
      },
    },
    reread: 'Перечитати',
    toList: 'До переліку',
    someone: 'інша особа',
    alsoOpen: 'Також відкрито: {{names}}',
    connected: {
      title: 'Зараз працюють',
      explain: 'Хто підключений до цієї організації зараз і що відкрив для редагування.',
      none: 'Більше нікого немає.',
      you: '{{name}} (ви)',
      editing: 'редагує',
      nothing: '—',
    },
    kinds: {
      document: 'документ',
      payment: 'платіжний документ',
      operation: 'операцію',
      agent: 'контрагента',
      entity: 'товар або послугу',
      contract: 'договір',
      store: 'склад',
      account: 'рахунок',
    },
  },
};

export const en = {
  live: {
    reportChanged: 'The data has changed — refresh',
    refresh: 'Refresh',
    record: {
      document: {
        changed: '{{by}} changed this document at {{time}}',
        posted: '{{by}} posted this document at {{time}}',
        unposted: '{{by}} unposted this document at {{time}}',
        deleted: '{{by}} deleted this document at {{time}}',
      },
      other: {
        changed: '{{by}} changed this record at {{time}}',
        posted: '{{by}} posted this record at {{time}}',
        unposted: '{{by}} unposted this record at {{time}}',
        deleted: '{{by}} deleted this record at {{time}}',
      },
    },
    reread: 'Reload',
    toList: 'Back to the list',
    someone: 'Someone else',
    alsoOpen: 'Also open: {{names}}',
    connected: {
      title: 'Working now',
      explain: 'Who is connected to this company now and what they have open for editing.',
      none: 'Nobody else is here.',
      you: '{{name}} (you)',
      editing: 'editing',
      nothing: '—',
    },
    kinds: {
      document: 'a document',
      payment: 'a payment document',
      operation: 'an operation',
      agent: 'a counterparty',
      entity: 'a good or service',
      contract: 'a contract',
      store: 'a warehouse',
      account: 'an account',
    },
  },
};
