/**
 * Which rows of a long line grid are rendered (issue: a 1,000-line document took half a minute to
 * open and to answer a key, every row carrying an Autocomplete and four inputs). Rows have one
 * fixed height, so the window follows from the scroll position alone; pure, tested without a DOM.
 */

/** From this many lines the grid scrolls inside itself and renders only a window of its rows. */
export const WINDOWED_FROM = 80;
/** Rows rendered beyond each edge of the visible part, so a quick scroll or Tab shows no blank. */
export const OVERSCAN = 10;

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

/** A grid's body as it scrolls: scrolled by `scrollTop`, a `viewport` pixels high, its rows `rowHeight` pixels each. */
export interface GridViewport {
  scrollTop: number;
  viewport: number;
  rowHeight: number;
}

/** The rows of `count` to render for a body scrolled by `scrollTop` in a viewport `viewport` pixels high. */
export function rowWindow({ scrollTop, viewport, rowHeight }: GridViewport, count: number, overscan = OVERSCAN): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewport) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.max(0, Math.min(count, last + overscan)) };
}

/**
 * The scroll position that shows row `row` whole below a sticky header `header` pixels high,
 * moving as little as it can (none when the row already shows).
 */
export function scrollToShow(row: number, { rowHeight, header, scrollTop, viewport }: GridViewport & { header: number }): number {
  const top = header + row * rowHeight; // the row's top inside the scrolled content
  if (top - header < scrollTop) return top - header;
  if (top + rowHeight > scrollTop + viewport) return Math.max(0, top + rowHeight - viewport);
  return scrollTop;
}
