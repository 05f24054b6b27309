import type { Locator, Page } from '@playwright/test';

/** The frame around every screen: title bar, language switch, sections. */
export class AppShell {
  readonly activeConnection: Locator;

  constructor(readonly page: Page) {
    this.activeConnection = page.getByTestId('active-connection');
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  section(name: string | RegExp): Locator {
    return this.page.getByRole('navigation').getByRole('button', { name });
  }

  async goTo(name: string | RegExp): Promise<void> {
    await this.section(name).click();
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async switchLanguage(label: 'English' | 'Українська'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  async documentLanguage(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
