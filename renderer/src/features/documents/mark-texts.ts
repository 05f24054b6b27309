/** Texts of the deletion mark in the documents list, under `deletionMarks`. */
export const uk = {
  deletionMarks: {
    mark: 'Позначити на вилучення: {{title}}',
    unmark: 'Зняти позначку вилучення: {{title}}',
    marked: 'Позначено на вилучення',
    deleteMarked: 'Видалити позначені ({{count}})',
    deleteMarkedNone: 'Видалити позначені',
    hint: 'Del позначає документ на вилучення або знімає позначку; видаляє лише «Видалити позначені»',
    confirmTitle: 'Видалити позначені документи?',
    confirmText_one: 'Буде видалено {{count}} документ разом із рядками. Цю дію не можна скасувати:',
    confirmText_few: 'Буде видалено {{count}} документи разом із рядками. Цю дію не можна скасувати:',
    confirmText_many: 'Буде видалено {{count}} документів разом із рядками. Цю дію не можна скасувати:',
    confirmText_other: 'Буде видалено {{count}} документа разом із рядками. Цю дію не можна скасувати:',
    notDeleted: 'Не видалено «{{title}}»:',
  },
};

export const en: typeof uk = {
  deletionMarks: {
    mark: 'Mark for deletion: {{title}}',
    unmark: 'Clear the deletion mark: {{title}}',
    marked: 'Marked for deletion',
    deleteMarked: 'Delete marked ({{count}})',
    deleteMarkedNone: 'Delete marked',
    hint: 'Del marks a document for deletion or clears the mark; only “Delete marked” deletes',
    confirmTitle: 'Delete the marked documents?',
    confirmText_one: '{{count}} document will be deleted with its lines. This cannot be undone:',
    confirmText_few: '{{count}} documents will be deleted with their lines. This cannot be undone:',
    confirmText_many: '{{count}} documents will be deleted with their lines. This cannot be undone:',
    confirmText_other: '{{count}} documents will be deleted with their lines. This cannot be undone:',
    notDeleted: 'Not deleted “{{title}}”:',
  },
};
