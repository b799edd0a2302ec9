#!/usr/bin/env node
// Search latency in headless chromium with 4× CPU throttling: time from the first focus of the
// search box to the first suggestion, cold (index not loaded yet) and warm (second query), for a
// Chinese and an English query. Median of 5 runs each.
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated, waitUntil } from '../tests/lib/site.mjs';
import { header, median } from './lib.mjs';

const RUNS = 5;
header(`search latency, 4× CPU throttling, median of ${RUNS}`);
const server = await startNginx(path.join(ROOT, 'build'));
const browser = await launchBrowser();
const firstSuggestion = (page) =>
  waitUntil(page, () => document.querySelectorAll('[role="listbox"] [role="option"]').length > 0, null, { timeout: 60000, interval: 5 });

try {
  for (const [label, query, warmQuery] of [
    ['Chinese', '集群', '共享订阅'],
    ['English', 'kafka', 'mysql'],
  ]) {
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.baseUrl}/config/mqtt`);
      await hydrated(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let t0 = performance.now();
      await page.focus('input.navbar__search-input');
      await page.keyboard.insertText(query);
      await firstSuggestion(page);
      cold.push(performance.now() - t0);
      await page.fill('input.navbar__search-input', '');
      await waitUntil(page, () => document.querySelectorAll('[role="listbox"] [role="option"]').length === 0);
      t0 = performance.now();
      await page.keyboard.insertText(warmQuery);
      await firstSuggestion(page);
      warm.push(performance.now() - t0);
      await context.close();
    }
    console.log(
      `${label.padEnd(8)} cold ${median(cold).toFixed(0)} ms   warm ${median(warm).toFixed(0)} ms   (cold runs: ${cold.map((x) => x.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
