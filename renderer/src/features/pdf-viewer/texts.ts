/** Texts of the PDF viewer, under `pdfViewer`. */
export const uk = {
  pdfViewer: {
    title: 'Перегляд друкованої форми',
    previous: 'Попередня сторінка',
    next: 'Наступна сторінка',
    pageOf: 'Сторінка {{page}} з {{pages}}',
    zoomIn: 'Збільшити',
    zoomOut: 'Зменшити',
    copies: 'Копій',
    print: 'Друкувати',
    save: 'Зберегти PDF',
    close: 'Закрити',
    printed: 'Надіслано на друк: {{count}}',
    saved: 'Файл збережено',
  },
};

export const en: typeof uk = {
  pdfViewer: {
    title: 'Printed form',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    copies: 'Copies',
    print: 'Print',
    save: 'Save PDF',
    close: 'Close',
    printed: 'Sent to the printer: {{count}}',
    saved: 'File saved',
  },
};
