import { expect, type Locator, type Page } from '@playwright/test';

/** The document editor: details, the line grid driven by the keyboard, actions and refusals. */
export class DocumentEditor {
  readonly root: Locator;
  readonly postedChip: Locator;
  readonly notPostedChip: Locator;
  readonly refusal: Locator;
  readonly readOnlyNotice: Locator;
  readonly notice: Locator;
  readonly total: Locator;
  readonly vat: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('document-editor');
    this.postedChip = page.getByTestId('editor-posted');
    this.notPostedChip = page.getByTestId('editor-not-posted');
    this.refusal = page.getByTestId('refusal');
    this.readOnlyNotice = page.getByTestId('read-only-notice');
    this.notice = page.getByTestId('editor-notice');
    this.total = page.getByTestId('total-sum');
    this.vat = page.getByTestId('total-vat');
  }

  /** Types into a picker of the details over what it holds (a store may come filled) and takes the first match with Tab. */
  async pick(label: string, typed: string, expected: string): Promise<void> {
    const input = this.root.getByRole('combobox', { name: label, exact: true });
    await input.focus();
    await input.selectText();
    await this.page.keyboard.type(typed);
    await expect(this.page.getByRole('option', { name: expected }).first()).toBeVisible();
    await this.page.keyboard.press('Tab');
    await expect(input).toHaveValue(expected);
  }

  entityInput(row: number): Locator {
    return this.root.getByRole('combobox', { name: new RegExp(`^(Товар / послуга|Item) ${row}$`) });
  }

  /** The item cell of a manufacture section: `product-lines` or `material-lines`. */
  sectionEntityInput(section: 'product-lines' | 'material-lines', row: number): Locator {
    return this.root.getByTestId(section).getByRole('combobox', { name: new RegExp(`^(Товар / послуга|Item) ${row}$`) });
  }

  cell(label: string, row: number): Locator {
    return this.root.getByRole('textbox', { name: `${label} ${row}`, exact: true });
  }

  /** Fills one line from its item cell with the keyboard only, ending with Tab into the next row. */
  async typeLine(itemName: string, qty: string): Promise<void> {
    await this.page.keyboard.type(itemName);
    await expect(this.page.getByRole('option').first()).toContainText(itemName);
    await this.page.keyboard.press('Tab'); // takes the item, to qty
    await this.page.keyboard.type(qty);
    await this.page.keyboard.press('Tab'); // price, filled from the item
    await this.page.keyboard.press('Tab'); // sum
    await this.page.keyboard.press('Tab'); // memo
    await this.page.keyboard.press('Tab'); // next row, added at the end
  }

  async save(): Promise<void> {
    await this.page.keyboard.press('Control+s');
  }

  async post(): Promise<void> {
    await this.page.keyboard.press('Control+Enter');
  }

  title(): Locator {
    return this.root.getByRole('heading', { level: 1 });
  }
}
