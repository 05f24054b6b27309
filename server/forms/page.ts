import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatDateUk } from '../../shared/api/index.js';

/** A form ready to render: its pdfmake definition and the file name it is sent under. */
export interface BuiltForm {
  definition: TDocumentDefinitions;
  filename: string;
}

/** Title, number and date of a form, as its heading and the footer of every page show them. */
export interface FormHeading {
  title: string;
  no: string;
  date: string;
}

/** The heading line of a form: «Видаткова накладна № 12 від 21.11.2026». */
export function headingText(heading: FormHeading): string {
  return `${heading.title} № ${heading.no} від ${formatDateUk(heading.date)}`;
}

/** The font family every form is set in. */
export const FORM_FONT = 'DejaVuSansCondensed';

const MARGINS: [number, number, number, number] = [42, 34, 30, 42];

/**
 * The footer of every page: the form's caption (its `info.title`) on the left and «Сторінка X з Y»
 * on the right, so a page that comes loose from a long document can be put back. The rendering
 * thread adds it (pdf-renderer.ts): it needs a function of the page number, and functions do not
 * cross into that thread.
 */
export const PAGE_FOOTER = { marginTop: 14, pageLabel: 'Сторінка {page} з {pages}' };

/**
 * An A4 page set in the bundled font, with the footer above. A form without a number (a
 * reconciliation act) gives its caption as text.
 */
export function formDefinition(heading: FormHeading | string, content: Content[]): TDocumentDefinitions {
  const caption = typeof heading === 'string' ? heading : headingText(heading);
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: MARGINS,
    info: { title: caption, creator: 'Oblik', producer: 'Oblik' },
    defaultStyle: { font: FORM_FONT, fontSize: 9, lineHeight: 1.1 },
    styles: {
      title: { fontSize: 14, bold: true, alignment: 'center' },
      subtitle: { fontSize: 10, alignment: 'center' },
      label: { bold: true },
      th: { bold: true, fontSize: 8, alignment: 'center', fillColor: '#e8e8e8' },
      small: { fontSize: 7, color: '#333333' },
      section: { bold: true, fontSize: 10, margin: [0, 8, 0, 3] },
    },
    content,
  };
}

/** A file name in plain ASCII for the content-disposition header: `waybillOut-12.pdf` (other letters dropped). */
export function pdfFilename(...parts: string[]): string {
  const ascii = parts.map((p) => p.replace(/[^A-Za-z0-9.]+/g, '-').replace(/^[-.]+|[-.]+$/g, '')).filter(Boolean);
  return `${ascii.join('-').slice(0, 100) || 'document'}.pdf`;
}
