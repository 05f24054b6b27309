import { expect, type Locator, type Page } from '@playwright/test';
import { Decimal } from '../../../shared/api/money.js';

/** A figure as the screen writes it (`-1 234,56`, blank for zero) read back as an exact decimal. */
function readUkNumber(text: string): Decimal {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return new Decimal(plain === '' ? '0' : plain);
}

/** The Reports screen: its tabs, the parameter forms, the result grids and the saved runs. */
/** In the page: the name of the first rendered row wholly in the grid's view that is wanted; null before any row is rendered. */
function wantedRowInView(element: Element, wanted: readonly string[]): string | null {
  const view = element.querySelector('.MuiDataGrid-virtualScroller')?.getBoundingClientRect();
  const rows = [...element.querySelectorAll('.row-item')];
  if (view === undefined || rows.length === 0) return null;
  for (const row of rows) {
    const box = row.getBoundingClientRect();
    const text = row.querySelector('[data-field="name"]')?.textContent ?? '';
    if (box.top >= view.top && box.bottom <= view.bottom && wanted.includes(text)) return text;
  }
  return '';
}

export class ReportsScreen {
  readonly offlineBanner: Locator;
  readonly grandTotal: Locator;

  constructor(readonly page: Page) {
    this.offlineBanner = page.getByTestId('offline-banner');
    this.grandTotal = page.getByTestId('balance-grand-total');
  }

  async tab(name: string | RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Picks an option of a MUI select by the field's label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types a date the Ukrainian way (`21.11.2026`), as the report's date fields take it. */
  async fillDate(label: string, iso: string): Promise<void> {
    const [y, m, d] = iso.split('-');
    await this.page.getByRole('textbox', { name: label, exact: true }).fill(`${d}.${m}.${y}`);
  }

  async run(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  grid(name: string): Locator {
    return this.page.getByRole('grid', { name });
  }

  /** The grid's "next page" button (the grid pages by 100 rows; its own labels in either language). */
  nextPage(): Locator {
    return this.page.getByRole('button', { name: /наступну сторінку|next page/i });
  }

  /** Goes to the grid's last page and scrolls to its end, where the total row is (the grid renders the rows in view). */
  async toLastPage(): Promise<void> {
    while (await this.nextPage().isEnabled()) await this.nextPage().click();
    for (const grid of await this.page.getByRole('grid').all()) {
      while (await this.scrollDown(grid));
    }
  }

  /**
   * Goes to the grid's first page and scrolls it from its top until a row named one of `names` is wholly in view, and returns
   * that name. A row clicked there opens without the grid scrolling under the pointer: the grid renders
   * only the rows in view, and a row clicked at the edge of them may be replaced while it scrolls in.
   */
  async scrollToRowNamed(gridName: string, names: readonly string[]): Promise<string> {
    const grid = this.grid(gridName);
    const previous = this.page.getByRole('button', { name: /попередню сторінку|previous page/i });
    while (await previous.isEnabled()) await previous.click();
    await grid.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
      element.scrollTop = 0;
    });
    for (;;) {
      let found: string | null = null;
      // null until the grid has rendered rows; '' when none of those in view is wanted.
      await expect.poll(async () => (found = await grid.evaluate(wantedRowInView, names))).not.toBeNull();
      if (found) return found;
      if (!(await this.scrollDown(grid))) throw new Error(`no row of ${gridName}'s first page is named one of ${names.join(', ')}`);
    }
  }

  /**
   * Scrolls a grid's rows down by most of a view and waits until the rows there are rendered; false
   * once it is at the end. The grid renders only the rows in view, as a user sees them.
   */
  private async scrollDown(grid: Locator): Promise<boolean> {
    const scroller = grid.locator('.MuiDataGrid-virtualScroller');
    const moved = await scroller.evaluate((element) => {
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) return false;
      element.scrollTop += Math.max(1, Math.floor(element.clientHeight * 0.8));
      return true;
    });
    if (!moved) return false;
    // Rendered down to the bottom of the view, or to the page's last row: the rows scrolled into view are in the page now.
    await expect
      .poll(() =>
        scroller.evaluate((element) => {
          const rows = element.querySelectorAll('.MuiDataGrid-row');
          const last = rows[rows.length - 1];
          if (last === undefined) return false;
          return (
            last.classList.contains('MuiDataGrid-row--lastVisible') ||
            last.getBoundingClientRect().bottom >= element.getBoundingClientRect().top + element.clientHeight - 1
          );
        }),
      )
      .toBe(true);
    return true;
  }

  /** The rows of every page of a grid, figure cells read as decimals, keyed by the column's field. */
  async gridRows<F extends string>(
    name: string,
    fields: readonly F[],
  ): Promise<{ kind: string; text: string; values: Record<F, Decimal> }[]> {
    const result: { kind: string; text: string; values: Record<F, Decimal> }[] = [];
    for (;;) {
      // Each row of the page once, scrolling down through it: the grid renders the rows in view.
      const seen = new Set<string>();
      do {
        for (const row of await this.grid(name).locator('.MuiDataGrid-row').all()) {
          const id = (await row.getAttribute('data-id')) ?? '';
          if (seen.has(id)) continue;
          seen.add(id);
          const kind = /row-(item|subtotal|total)/.exec((await row.getAttribute('class')) ?? '')?.[1] ?? '';
          const read: [F, Decimal][] = [];
          for (const field of fields) read.push([field, readUkNumber(await row.locator(`[data-field="${field}"]`).innerText())]);
          // fromEntries cannot know that every field is there; the loop above put each one in.
          const values = Object.fromEntries(read) as Record<F, Decimal>;
          result.push({ kind, text: await row.innerText(), values });
        }
      } while (await this.scrollDown(this.grid(name)));
      if (!(await this.nextPage().isEnabled())) return result;
      const first = await this.grid(name).locator('.MuiDataGrid-row').first().getAttribute('data-id');
      await this.nextPage().click();
      await this.page.waitForFunction(
        ([gridName, id]) => {
          const grid = [...document.querySelectorAll('[role="grid"]')].find((el) => el.getAttribute('aria-label') === gridName);
          return grid?.querySelector('.MuiDataGrid-row')?.getAttribute('data-id') !== id;
        },
        [name, first] as const,
      );
    }
  }

  /** The drill-down dialog over a report. */
  drill(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Rows of the drill-down that open a record (the opening and closing lines do not). */
  openableDrillRows(): Locator {
    return this.drill().locator('[data-testid="drill-row"][tabindex="0"]');
  }

  /** Replaces the page's print with a counter, so a test can press "Print" without a dialog. */
  async stubPrint(): Promise<void> {
    await this.page.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
  }

  cachedRun(text: string | RegExp): Locator {
    return this.page.getByTestId('cached-run').filter({ hasText: text });
  }
}
