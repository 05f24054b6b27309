import { describe, expect, it } from 'vitest';
import { rowWindow, scrollToShow } from '../../../../renderer/src/features/documents/grid-window.js';

describe('the rendered window of a long line grid', () => {
  it('renders the rows in view and the overscan around them', () => {
    expect(rowWindow({ scrollTop: 0, viewport: 400, rowHeight: 40 }, 1000, 5)).toEqual({ start: 0, end: 15 });
    expect(rowWindow({ scrollTop: 4000, viewport: 400, rowHeight: 40 }, 1000, 5)).toEqual({ start: 95, end: 115 });
  });

  it('stays inside the document at its end and when it is short', () => {
    expect(rowWindow({ scrollTop: 39_800, viewport: 400, rowHeight: 40 }, 1000, 5)).toEqual({ start: 990, end: 1000 });
    expect(rowWindow({ scrollTop: 0, viewport: 400, rowHeight: 40 }, 3, 5)).toEqual({ start: 0, end: 3 });
    expect(rowWindow({ scrollTop: -30, viewport: 400, rowHeight: 40 }, 0, 5)).toEqual({ start: 0, end: 0 });
  });
});

describe('scrolling a row into view below the sticky header', () => {
  it('leaves the scroll alone when the row shows whole', () => {
    expect(scrollToShow(5, { rowHeight: 40, header: 36, scrollTop: 0, viewport: 400 })).toBe(0);
  });

  it('scrolls down just enough to show a row below the view', () => {
    // Row 20's bottom is at 36 + 21 × 40 = 876 in the content.
    expect(scrollToShow(20, { rowHeight: 40, header: 36, scrollTop: 0, viewport: 400 })).toBe(876 - 400);
  });

  it('scrolls up so a row above the view shows under the header', () => {
    expect(scrollToShow(10, { rowHeight: 40, header: 36, scrollTop: 2000, viewport: 400 })).toBe(400);
  });
});
