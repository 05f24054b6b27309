import { expect, type Page } from '@playwright/test';
import type { AppShell } from './app-shell.js';

export type Lang = 'uk' | 'en';
const SWITCH: Record<Lang, 'Українська' | 'English'> = { uk: 'Українська', en: 'English' };

/**
 * Runs a step's checks in the current language, then in the other one on the same screen, and
 * switches back: every step is checked in both languages without running it twice.
 */
export async function inBothLanguages(shell: AppShell, check: (lang: Lang) => Promise<void>): Promise<void> {
  const first: Lang = (await shell.documentLanguage()) === 'en' ? 'en' : 'uk';
  const second: Lang = first === 'uk' ? 'en' : 'uk';
  await check(first);
  await switchTo(shell.page, second);
  await check(second);
  await switchTo(shell.page, first);
}

/**
 * Presses the language switch even while a dialog is open: a modal hides the rest of the page
 * from the accessibility tree and covers it with its backdrop, so the press goes to the button itself.
 */
async function switchTo(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: SWITCH[lang], includeHidden: true }).dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The reports' words the tests look for, in both languages (the app's own texts). */
export const REPORT_WORDS = {
  uk: {
    reports: 'Звіти',
    balanceTitle: 'Залишки товарів на складах',
    turnoverTitle: 'Оборотна відомість по контрагентах',
    turnoverTab: 'Оборотна відомість',
    cachedTab: 'Збережені звіти',
    open: 'Відкрити',
    total: 'Разом',
    subtotal: 'Разом по складу',
    sum: 'Сума, грн',
    xlsx: 'Excel (xlsx)',
    pdf: 'Зберегти PDF',
    print: 'Друк',
    store: 'Склад',
    openingDb: 'Сальдо на початок, Дт',
    stockMoves: 'рух товару',
    closing: 'Залишок на кінець',
    close: 'Закрити',
    agentDocs: 'документи й оплати',
    back: 'До переліку',
    paymentClose: 'Закрити',
    offline: /^Дані станом на \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, немає зв'язку$/,
  },
  en: {
    reports: 'Reports',
    balanceTitle: 'Stock balance by store',
    turnoverTitle: 'Agent turnover',
    turnoverTab: 'Agent turnover',
    cachedTab: 'Saved runs',
    open: 'Open',
    total: 'Total',
    subtotal: 'Store total',
    sum: 'Sum, UAH',
    xlsx: 'Excel (xlsx)',
    pdf: 'Save as PDF',
    print: 'Print',
    store: 'Store',
    openingDb: 'Opening debit',
    stockMoves: 'stock moves',
    closing: 'Closing balance',
    close: 'Close',
    agentDocs: 'documents and payments',
    back: 'Back to the list',
    paymentClose: 'Close',
    offline: /^As of \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, offline$/,
  },
} as const;
