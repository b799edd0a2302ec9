#!/usr/bin/env node
// Main-thread blocking while a page loads, in chromium with 4× CPU throttling: the long tasks
// (over 50 ms) from navigation until 4 s after hydration, their blocking time (the part over
// 50 ms, as in TBT), the longest task, and how many prefetch links the page added. Median of 3
// loads per page. A quicker, steadier view than Lighthouse of what a change does to page start-up.
// One unmeasured load comes first: the first page a freshly started chromium lays out pays for the
// browser's own start (font caches and the like: 50–400 ms here), which is no part of the site's.
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated } from '../tests/lib/site.mjs';
import { header, median } from './lib.mjs';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/config/store', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker', '/search/?q=kafka'];
header('main-thread blocking during page load, 4× CPU throttling, median of 3 loads');
const server = await startNginx(path.join(ROOT, 'build'));
const browser = await launchBrowser();
try {
  const warmUp = await browser.newContext();
  await (await warmUp.newPage()).goto(`${server.baseUrl}${encodeURI(PAGES[0])}`);
  await warmUp.close();
  console.log('| page | blocking time | long tasks | longest task | prefetch links |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.baseUrl}${encodeURI(p)}`);
      await hydrated(page);
      await page.waitForTimeout(4000);
      const tasks = await page.evaluate(() => window.__longTasks);
      const prefetches = await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
      runs.push({
        blocking: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
        count: tasks.length,
        longest: Math.max(0, ...tasks),
        prefetches,
      });
      await context.close();
    }
    const m = (k) => Math.round(median(runs.map((r) => r[k])));
    console.log(`| ${p} | ${m('blocking')} ms | ${m('count')} | ${m('longest')} ms | ${m('prefetches')} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
