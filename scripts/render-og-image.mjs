#!/usr/bin/env node
// Draws static/img/og-image.jpg (1200×630, the Open Graph image) from scripts/assets/og-image.html
// in Debian's chromium. Run it again after changing the design; the image is committed.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/docs-tree.mjs';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.join(ROOT, 'scripts/assets/og-image.html')}`);
await page.screenshot({ path: path.join(ROOT, 'static/img/og-image.jpg'), type: 'jpeg', quality: 85 });
await browser.close();
console.log('wrote static/img/og-image.jpg');
