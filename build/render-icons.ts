/**
 * Renders build/icon.svg to the PNG sizes electron-builder needs (build/icon.png for Windows and
 * macOS, build/icons/<n>x<n>.png for Linux) with headless Chromium through playwright-core:
 * no pure-JS rasteriser is installed. Run: `npm run icons` (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(join(here, 'icons'), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace(/width="1024" height="1024"/, `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(join(here, 'icons', `${size}x${size}.png`), png);
    if (size === 1024) writeFileSync(join(here, 'icon.png'), png);
  }
} finally {
  await browser.close();
}
