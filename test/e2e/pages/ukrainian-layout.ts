import type { Page } from '@playwright/test';

/** The letters the Ukrainian layout puts on the keys the app's shortcuts use. */
const UKRAINIAN_LETTER = { KeyS: 'і', KeyP: 'з' } as const;

/**
 * Presses Ctrl and a key as the Ukrainian layout sends it: `code` names the physical key, `key`
 * is the Cyrillic letter on it (Ctrl+S arrives as key 'і', code 'KeyS'). Sent through the
 * browser's input pipeline, as a real keyboard would.
 */
export async function pressCtrlInUkrainianLayout(page: Page, code: keyof typeof UKRAINIAN_LETTER): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const key = UKRAINIAN_LETTER[code];
  const keyCode = code.charCodeAt(3); // the Windows virtual key of a letter is its capital's code: S → 83
  const ctrl = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', modifiers: 2, ...ctrl });
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', modifiers: 2, key, code, windowsVirtualKeyCode: keyCode });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: 2, key, code, windowsVirtualKeyCode: keyCode });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: 0, ...ctrl });
  await cdp.detach();
}
