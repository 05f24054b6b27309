/** Texts of deleting and copying documents and payments, and of refilling a line, under `documentActions`. */
export const uk = {
  documentActions: {
    delete: 'Видалити',
    deleteTitle: 'Видалити документ?',
    deleteConfirm: '«{{title}}» буде видалено разом із рядками. Цю дію не можна скасувати.',
    deleteConfirmPayment: '«{{title}}» буде видалено. Цю дію не можна скасувати.',
    postedTitle: 'Проведений документ не можна видалити',
    postedText: '«{{title}}» проведено. Спершу скасуйте проведення, тоді документ можна буде видалити.',
    cancel: 'Скасувати',
    close: 'Закрити',
    deleted: 'Видалено: {{title}}',
    rowDelete: 'Видалити: {{title}}',
    copy: 'Копіювати',
    copyHint: 'Новий документ з тими самими реквізитами й рядками, датований сьогодні',
    replacePrice: 'У рядку введено ціну {{typed}}. Замінити її ціною товару «{{name}}» ({{price}})?',
  },
};

export const en: typeof uk = {
  documentActions: {
    delete: 'Delete',
    deleteTitle: 'Delete the document?',
    deleteConfirm: '“{{title}}” will be deleted with its lines. This cannot be undone.',
    deleteConfirmPayment: '“{{title}}” will be deleted. This cannot be undone.',
    postedTitle: 'A posted document cannot be deleted',
    postedText: '“{{title}}” is posted. Unpost it first; then it can be deleted.',
    cancel: 'Cancel',
    close: 'Close',
    deleted: 'Deleted: {{title}}',
    rowDelete: 'Delete: {{title}}',
    copy: 'Copy',
    copyHint: 'A new document with the same details and lines, dated today',
    replacePrice: 'The line has the price {{typed}} typed in. Replace it with the price of “{{name}}” ({{price}})?',
  },
};
