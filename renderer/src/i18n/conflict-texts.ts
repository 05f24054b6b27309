/**
 * The conflict dialog's texts, under `conflict`: shown when someone else saved a record after this
 * user loaded it (docs/desktop-app.md, "Two people on one record").
 */
export const uk = {
  conflict: {
    title: {
      document: 'Документ змінив(ла) {{by}} {{at}}',
      payment: 'Платіж змінив(ла) {{by}} {{at}}',
      operation: 'Операцію змінив(ла) {{by}} {{at}}',
      settings: 'Налаштування змінив(ла) {{by}} {{at}}',
      account: 'Рахунок змінив(ла) {{by}} {{at}}',
      record: 'Запис змінив(ла) {{by}} {{at}}',
    },
    intro: 'Ваші зміни не збережено, і нічого не перезаписано. Оберіть, що робити далі.',
    theirs: 'Що змінив(ла) {{by}}',
    mine: 'Ваші зміни',
    nothing: 'Жодного поля',
    refresh: 'Оновити',
    refreshHint: 'Показати нову версію; ваші зміни лишаться чернеткою і списком нижче',
    reapply: 'Застосувати мої зміни поверх',
    reapplyHint: 'Зберегти ваші поля поверх нової версії; інші зміни лишаться',
    unsaved: 'Ваші зміни не збережено: запис оновлено до версії, яку зберіг(ла) {{by}}. Внесіть їх знову, якщо вони ще потрібні:',
    unsavedClose: 'Сховати',
  },
};

export const en = {
  conflict: {
    title: {
      document: 'The document was changed by {{by}} at {{at}}',
      payment: 'The payment was changed by {{by}} at {{at}}',
      operation: 'The operation was changed by {{by}} at {{at}}',
      settings: 'The settings were changed by {{by}} at {{at}}',
      account: 'The account was changed by {{by}} at {{at}}',
      record: 'The record was changed by {{by}} at {{at}}',
    },
    intro: 'Your changes are not saved, and nothing was overwritten. Choose what to do next.',
    theirs: 'What {{by}} changed',
    mine: 'Your changes',
    nothing: 'No field',
    refresh: 'Refresh',
    refreshHint: 'Show the new version; your changes stay as a draft and listed below',
    reapply: 'Apply my changes on top',
    reapplyHint: 'Save your fields on top of the new version; the other changes stay',
    unsaved: 'Your changes are not saved: the record now shows the version {{by}} saved. Enter them again if you still need them:',
    unsavedClose: 'Hide',
  },
};
