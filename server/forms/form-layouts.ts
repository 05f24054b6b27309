/**
 * The forms' table layouts, as data. pdfmake wants functions for them, and functions cannot cross
 * into the thread that renders (pdf-renderer.ts), so a form names its layout and the rendering
 * thread builds the functions from these figures.
 */

/** A number: the same for every rule or cell; a list: by index, the last one for the rest. */
export type LayoutFigure = number | readonly number[];

export interface LayoutData {
  hLineWidth: LayoutFigure;
  vLineWidth: LayoutFigure;
  paddingLeft: LayoutFigure;
  paddingRight: LayoutFigure;
  paddingTop: LayoutFigure;
  paddingBottom: LayoutFigure;
}

/** Thin black rules around every cell: the look of a bordered accounting table. */
export const GRID = 'oblikGrid';
/** No rules and no side padding: for label/value blocks. */
export const PLAIN = 'oblikPlain';
/** No rules, and the amounts flush with the right edge of the lines table's text. */
export const TOTALS = 'oblikTotals';

const plain: LayoutData = { hLineWidth: 0, vLineWidth: 0, paddingLeft: 0, paddingRight: 6, paddingTop: 1, paddingBottom: 2 };

/** Every layout a form may name. */
export const FORM_LAYOUTS: Record<string, LayoutData> = {
  [GRID]: { hLineWidth: 0.5, vLineWidth: 0.5, paddingLeft: 3, paddingRight: 3, paddingTop: 2, paddingBottom: 2 },
  [PLAIN]: plain,
  [TOTALS]: { ...plain, paddingRight: [6, 3] },
};
