import { expect, type Locator, type Page } from '@playwright/test';

/** The documents list: period and filters, the server-paged grid, "New", ticking delivery notes. */
export class DocumentsList {
  readonly grid: Locator;
  readonly printNotes: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.printNotes = page.getByTestId('print-notes');
  }

  /** Narrows the period with the date fields, as a user types them. */
  async setPeriod(from: string, to: string, labels: { from: string; to: string }): Promise<void> {
    await this.page.getByLabel(labels.from, { exact: true }).fill(from);
    await this.page.getByLabel(labels.to, { exact: true }).fill(to);
  }

  /**
   * The row of a document by its number, found with the list's search: a day of the demo, after the
   * other specs, holds more documents than the grid draws at once. `typeName` tells apart documents of
   * one number and different types.
   */
  async find(searchLabel: string, no: string, typeName?: string): Promise<Locator> {
    await this.page.getByLabel(searchLabel, { exact: true }).fill(no);
    const row = typeName ? this.row(no).filter({ hasText: typeName }) : this.row(no);
    await expect(row).toBeVisible();
    return row;
  }

  /** Picks an option of one of the list's select filters (type, state) by the field's label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types a "modified since" date (`''` clears it). */
  async setModifiedSince(date: string, label: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(date);
  }

  /** Opens the "New" menu with the keyboard and picks the type by its name. */
  async newDocument(button: string, typeName: string): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).focus();
    await this.page.keyboard.press('Enter');
    const item = this.page.getByRole('menuitem', { name: typeName, exact: true });
    await expect(item).toBeVisible();
    await item.focus();
    await this.page.keyboard.press('Enter');
  }

  row(text: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: text });
  }

  /** Data rows (the header row aside). */
  dataRows(): Locator {
    return this.grid.locator('.MuiDataGrid-row');
  }

  /** Opens a row with the keyboard: focus a cell, press Enter. */
  async openWithEnter(text: string): Promise<void> {
    await this.row(text).getByRole('gridcell').first().click();
    await this.page.keyboard.press('Enter');
  }

  /** Ticks a row with Space on one of its cells (not the checkbox). */
  async tickWithSpace(row: Locator): Promise<void> {
    await row.locator('[data-field="no"]').click();
    await this.page.keyboard.press('Space');
  }
}
