import type { Locator, Page } from '@playwright/test';

/** The stores list under Directories: the first screen with real data. */
export class StoresScreen {
  readonly table: Locator;
  readonly offlineBanner: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Stores' });
    this.offlineBanner = page.getByTestId('offline-banner');
  }

  store(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  async refresh(): Promise<void> {
    await this.page.getByRole('button', { name: 'Refresh' }).click();
  }
}
