#!/usr/bin/env node
// Main-thread work while a page starts, counted in the thread's own CPU time, so that a machine
// shared with other work does not inflate it (Lighthouse's and bench/main-thread.mjs's figures are
// wall-clock time, which on a loaded 2-core machine spread tenfold). In chromium, on a phone-sized
// screen (412 × 823, touch, as Lighthouse's mobile preset), from navigation until 3 s after the page
// has hydrated (the search page: after its first results), from Chrome's trace: each top-level task
// of the page's main thread and its thread time (`tdur`). Printed per build and page, medians of N
// loads (default 5):
// - CPU: the main thread's CPU time over the whole window;
// - TBT×4: the blocking time those tasks would have on a phone 4× slower (the part of 4 × CPU time
//   over 50 ms, summed: Lighthouse's TBT, on CPU time);
// - longest: the longest task's CPU time.
// Usage: node bench/main-thread-cpu.mjs [runs] [--pages /a,/b] [--builds dirA,dirB]
// With two builds the loads alternate A B, B A, … per page. Each load runs in a freshly started
// chromium, as Lighthouse's do: nothing of the site is cached (V8 keeps compiled scripts between
// loads of one browser, which halves the start-up work of every load after the second).
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated } from '../tests/lib/site.mjs';
import { header, median, pageBenchArgs } from './lib.mjs';

const { runs: RUNS, pages: PAGES, builds: BUILDS } = pageBenchArgs(ROOT, 5);
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];

header(
  `main-thread CPU time while a page starts (phone screen, until 3 s after hydration), median of ${RUNS} loads${BUILDS.length > 1 ? `, builds alternating: ${BUILDS.map((b) => path.relative(ROOT, b)).join(' vs ')}` : ''}`,
);
const servers = [];
for (const dir of BUILDS) servers.push(await startNginx(dir));

/** The top-level tasks of the page's main thread in a trace: [{ start, wall, cpu }] in ms. */
function mainThreadTasks(trace, origin) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  // The page's renderer: the main thread that parsed the page's HTML (headless chromium also runs
  // renderers of its own, such as its omnibox popup, whose work is no part of the page's).
  const parser = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parser) throw new Error(`no main thread parsed a page of ${origin}`);
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number' && e.pid === parser.pid && e.tid === parser.tid)
    .map((e) => ({ start: e.ts / 1000, wall: e.dur / 1000, cpu: e.tdur / 1000 }));
}

async function measure(server, url) {
  const browser = await launchBrowser();
  // The browser's own start (fonts for Chinese text, first layout) is paid before the page loads.
  const warmUp = await browser.newPage();
  await warmUp.setContent('<p lang="zh-Hans">FluxMQ 文档：配置、规则引擎与数据源。</p>');
  await warmUp.close();
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.baseUrl}${encodeURI(url)}`);
    await hydrated(page);
    if (url.startsWith('/search/')) await page.waitForSelector('article[class*="searchResultItem"]', { timeout: 60000 });
    await page.waitForTimeout(3000);
    const tasks = mainThreadTasks(await browser.stopTracing(), server.baseUrl);
    return {
      cpu: tasks.reduce((s, t) => s + t.cpu, 0),
      tbt4: tasks.reduce((s, t) => s + Math.max(0, 4 * t.cpu - 50), 0),
      longest: Math.max(0, ...tasks.map((t) => t.cpu)),
    };
  } finally {
    await browser.close();
  }
}

try {
  const multi = BUILDS.length > 1;
  console.log(`| page |${multi ? ' build |' : ''} CPU | TBT×4 | longest | TBT×4 per load |`);
  console.log(`| --- |${multi ? ' --- |' : ''} --- | --- | --- | --- |`);
  for (const p of PAGES) {
    const runs = BUILDS.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? servers.map((_, b) => b) : servers.map((_, b) => b).reverse();
      for (const b of order) runs[b].push(await measure(servers[b], p));
    }
    BUILDS.forEach((dir, b) => {
      const m = (k) => Math.round(median(runs[b].map((r) => r[k])));
      console.log(
        `| ${p} |${multi ? ` ${path.relative(ROOT, dir)} |` : ''} ${m('cpu')} ms | ${m('tbt4')} ms | ${m('longest')} ms | ${runs[b].map((r) => Math.round(r.tbt4)).join(' / ')} |`,
      );
    });
  }
} finally {
  for (const server of servers) server.stop();
}
