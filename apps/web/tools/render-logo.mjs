// Renders tools/logo.svg to the PNG logo and favicon with the system Chromium.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const svg = await readFile(new URL('./logo.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [size, out] of [
  [256, '../public/images/logo/logo.png'],
  [64, '../public/favicon.png'],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('width="256" height="256"', `width="${size}" height="${size}"`)}</body></html>`,
  );
  await page.screenshot({ path: new URL(out, import.meta.url).pathname, omitBackground: true });
}
await browser.close();
