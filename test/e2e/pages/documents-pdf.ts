import type { Locator, Page } from '@playwright/test';

/** The PDF viewer over the editor. */
export class DocumentsPdfViewer {
  readonly pageOf: Locator;
  readonly canvas: Locator;
  readonly zoom: Locator;

  constructor(readonly page: Page) {
    this.pageOf = page.getByTestId('pdf-page-of');
    this.canvas = page.getByTestId('pdf-page');
    this.zoom = page.getByTestId('pdf-zoom');
  }
}
