#!/usr/bin/env node
// The topic tester's work on the largest legal case: 20 filters and 20 topic names of 65,535 bytes
// pasted into its two boxes on /mqtt, from the paste until the results are drawn, in CPU time of the
// page's main thread (tests/lib/main-thread-work.mjs; the e2e test asserts the least of three runs
// ≤ 100 ms). Here the text is put in the boxes within the measure (`paste: 'measured'`), so that
// builds whose tester rewrote its boxes on every render compare fairly; the e2e test leaves the
// paste out, as the browser's work.
// Usage: node bench/topic-tester.mjs [runs] [--builds dirA,dirB]
// With two builds the runs alternate A B, B A, … in one chromium, each on a freshly loaded page.
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated } from '../tests/lib/site.mjs';
import { largestPasteWork } from '../tests/lib/main-thread-work.mjs';
import { commitOf, header, median, pageBenchArgs } from './lib.mjs';

const { runs: RUNS, builds: BUILDS } = pageBenchArgs(ROOT, 7);
header(
  `topic tester, largest legal case pasted on /mqtt: main-thread CPU time from the paste until the results are drawn, median of ${RUNS} runs${BUILDS.length > 1 ? `, builds alternating: ${BUILDS.map((b) => path.relative(ROOT, b)).join(' vs ')}` : ''}`,
);
const servers = [];
for (const dir of BUILDS) servers.push(await startNginx(dir));
const browser = await launchBrowser();
const runs = BUILDS.map(() => []);
try {
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? servers.map((_, b) => b) : servers.map((_, b) => b).reverse();
    for (const b of order) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${servers[b].baseUrl}/mqtt`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      runs[b].push(await largestPasteWork(browser, page, { paste: 'measured' }));
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
console.log('| build | commit (of its checkout) | main-thread CPU, median | least | each run |');
console.log('| --- | --- | --- | --- | --- |');
BUILDS.forEach((dir, b) => {
  console.log(
    `| ${path.relative(ROOT, dir) || '.'} | ${commitOf(path.dirname(dir))} | ${Math.round(median(runs[b]))} ms | ${Math.round(Math.min(...runs[b]))} ms | ${runs[b].map(Math.round).join(' / ')} |`,
  );
});
