#!/usr/bin/env node
// Search latency in headless chromium: time from the first focus of the search box to the first
// suggestion, cold (index not loaded yet) and warm (second query), for a Chinese query, an English
// one, and English terms the box also searches in the site's words (two worker queries,
// src/features/search/siteWords.ts). Median of 5 runs each.
// Usage: node bench/search-latency.mjs [--cpu=<slowdown, default 4>] [buildDir …] (default: build/;
//   several builds are measured one after the other in one run, e.g. before and after a change).
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated, waitUntil } from '../tests/lib/site.mjs';
import { commitOf, header, median } from './lib.mjs';

const RUNS = 5;
const args = process.argv.slice(2);
const CPU = Number(args.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length) ?? 4);
const builds = args.filter((a) => !a.startsWith('--'));
if (builds.length === 0) builds.push(path.join(ROOT, 'build'));
header(`search latency, CPU ${CPU}× slower, median of ${RUNS} (commit ${commitOf(ROOT)})`);
const browser = await launchBrowser();
/** The box has answered: a suggestion, or its no-results line (a build without the site's words finds nothing for some terms). */
const firstSuggestion = (page) =>
  waitUntil(
    page,
    () => {
      const box = document.querySelector('[role="listbox"]');
      return Boolean(box) && (box.querySelector('[role="option"]') !== null || box.textContent.includes('没有找到任何文档'));
    },
    null,
    { timeout: 60000, interval: 5 },
  );

for (const build of builds) {
  const server = await startNginx(path.resolve(build));
  console.log(`\n${path.relative(process.cwd(), path.resolve(build)) || '.'}`);
  try {
    for (const [label, query, warmQuery] of [
      ['Chinese', '集群', '共享订阅'],
      ['English', 'kafka', 'mysql'],
      ['terms', 'offline message', 'shared subscription'],
    ]) {
      const cold = [];
      const warm = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${server.baseUrl}/config/mqtt`);
        await hydrated(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        let t0 = performance.now();
        await page.focus('input.navbar__search-input');
        await page.keyboard.insertText(query);
        await firstSuggestion(page);
        cold.push(performance.now() - t0);
        await page.fill('input.navbar__search-input', '');
        await waitUntil(
          page,
          () =>
            !document.querySelector('[role="listbox"] [role="option"]') &&
            !document.querySelector('[role="listbox"]')?.textContent.includes('没有找到任何文档'),
        );
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
    server.stop();
  }
}
await browser.close();
