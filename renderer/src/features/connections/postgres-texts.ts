/** Texts of connecting a company kept on the office's PostgreSQL, under `officeDb`. */
export const uk = {
  officeDb: {
    button: 'Підключити базу PostgreSQL',
    title: 'Підключити базу PostgreSQL',
    intro:
      'Компанія на сервері PostgreSQL офісу. Програма відкриває її своїм сервісом на цьому комп’ютері; пароль зберігається зашифрованим і більше не показується.',
    kind: 'База PostgreSQL офісу',
    name: 'Назва в списку',
    host: 'Сервер',
    hostHelp: 'Ім’я або IPv4-адреса, наприклад db.office.lan чи 192.168.1.20',
    port: 'Порт',
    database: 'База даних',
    user: 'Користувач',
    password: 'Пароль',
    connect: 'Підключити',
    required: 'Обов’язкове поле',
    badHost: 'Вкажіть ім’я сервера або його IPv4-адресу, без пробілів, шляху чи імені користувача',
    badPort: 'Порт — число від 1 до 65535',
    badDatabase: 'Назва бази: до 63 літер, цифр або знаків _ $ . -',
    badUser: 'Ім’я користувача: до 63 літер, цифр або знаків _ $ . -',
    added: 'Базу «{{name}}» підключено; вона поточна.',
    confirmRemove: 'Прибрати «{{name}}» зі списку? Збережений пароль буде видалено; сама база на сервері залишиться.',
    addedNotOpened: 'Базу «{{name}}» додано до списку, але відкрити її не вдалося: {{message}} Виправте це й натисніть «Перевірити».',
    changePassword: 'Змінити пароль',
    passwordTitle: 'Новий пароль до бази «{{name}}»',
    passwordIntro:
      'Якщо адміністратор змінив пароль користувача {{user}} на сервері, введіть новий: програма збереже його зашифрованим і відкриє базу з ним.',
    newPassword: 'Новий пароль',
    savePassword: 'Зберегти пароль',
  },
};

export const en: typeof uk = {
  officeDb: {
    button: 'Connect a PostgreSQL database',
    title: 'Connect a PostgreSQL database',
    intro:
      'A company on the office’s PostgreSQL server. The app opens it with its own service on this computer; the password is kept encrypted and never shown again.',
    kind: 'Office PostgreSQL database',
    name: 'Name in the list',
    host: 'Server',
    hostHelp: 'A name or an IPv4 address, such as db.office.lan or 192.168.1.20',
    port: 'Port',
    database: 'Database',
    user: 'User',
    password: 'Password',
    connect: 'Connect',
    required: 'Required',
    badHost: 'Give the server’s name or IPv4 address, with no spaces, path or user name',
    badPort: 'A port is a number from 1 to 65535',
    badDatabase: 'A database name: up to 63 letters, digits or _ $ . -',
    badUser: 'A user name: up to 63 letters, digits or _ $ . -',
    added: 'Database «{{name}}» is connected and is now the current company.',
    confirmRemove: 'Remove «{{name}}» from the list? Its saved password is deleted; the database itself stays on the server.',
    addedNotOpened: 'Database «{{name}}» is in the list, but it could not be opened: {{message}} Fix that and press «Test».',
    changePassword: 'Change password',
    passwordTitle: 'New password for «{{name}}»',
    passwordIntro:
      'If the administrator changed the password of user {{user}} on the server, enter the new one: the app keeps it encrypted and opens the database with it.',
    newPassword: 'New password',
    savePassword: 'Save password',
  },
};
