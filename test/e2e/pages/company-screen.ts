import { expect, type Page } from '@playwright/test';

/**
 * Waits until «Організація» has read everything it shows. Its cards arrive one by one and each pushes
 * the ones below it down; a click aimed at a button while a card above it appears lands on whatever
 * moved under the pointer, and the dialog the test waits for never opens (docs/testing.md, "Flakes").
 */
export async function companyScreenSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('lock-date-current')).toBeVisible();
  await expect(page.getByTestId('account-roles-card').getByRole('row').first()).toBeVisible();
  await expect(page.getByTestId('money-accounts-card').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('connected-card').getByRole('row').first()).toBeVisible();
  await expect(page.getByTestId('tokens-table')).toBeVisible();
}
