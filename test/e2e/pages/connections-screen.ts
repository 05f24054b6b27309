import type { Locator, Page } from '@playwright/test';

/** The Connections screen (English labels: the tests switch the language first). */
export class ConnectionsScreen {
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.notice = page.getByTestId('connection-notice');
  }

  row(name: string): Locator {
    return this.page.getByTestId('connection-row').filter({ hasText: name });
  }

  async addCloudAccount(name: string, baseUrl: string, token: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add cloud account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New cloud account' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Service address').fill(baseUrl);
    await dialog.getByLabel('Access token').fill(token);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async test(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Test: ${name}` }).click();
  }

  async switchToDemo(): Promise<void> {
    await this.page.getByRole('button', { name: 'Switch to the demo company' }).click();
  }

  /** Removes a connection, accepting the confirmation the app asks for. */
  async remove(name: string): Promise<void> {
    this.page.once('dialog', (dialog) => void dialog.accept());
    await this.page.getByRole('button', { name: `Remove: ${name}` }).click();
  }

  async use(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Use: ${name}` }).click();
  }
}
