#!/usr/bin/env node
// First-view weight of doc pages: every HTML, CSS and JS file a browser downloads to show the page
// and make it usable, measured in chromium against the build served by nginx, with data saver on
// (`navigator.connection.saveData`, so the site's idle prefetch fetches nothing ahead). A load ends
// when the page has hydrated and then no request has started for 1.5 s (a chunk the page loads by
// itself right after hydration counts; chunks loaded only on a click or focus do not). Each file is
// weighed as gzip -9 and brotli 11 of the built file. Median of N loads per page (default 5).
//   node bench/page-weight.mjs [N] [--pages /a,/b] [--build dir] [--build dir2]
// With two `--build` folders the loads alternate between them and a last table compares the JS
// gzip page by page (before → after). Prints the machine, date and each build's git commit.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated } from '../tests/lib/site.mjs';
import { commitOf, header, kib, compressedSizes, median } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 5);
const optionValues = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));
const PAGES = optionValues('--pages')[0]?.split(',') ?? [
  '/config/mqtt',
  '/',
  '/gzyq/rule/FUNCTION',
  '/2.0.17/install/docker',
  '/config/store',
  '/search/?q=集群',
];
const BUILDS = (optionValues('--build').length ? optionValues('--build') : ['build']).map((dir) => path.resolve(ROOT, dir));
const QUIET_MS = 1500;

header(`first-view weight (HTML, CSS, JS until hydrated and 1.5 s without a request; data saver on), median of ${RUNS} loads`);
console.log(`commit (working tree): ${commitOf(ROOT)}`);
for (const dir of BUILDS) {
  // post-build writes no commit; the build folder's age and the working tree's commit are what we have.
  const stat = fs.statSync(path.join(dir, 'index.html'));
  console.log(`build ${path.relative(ROOT, dir) || '.'}: built ${stat.mtime.toISOString()}`);
}

const sizeCache = new Map();
function sizesOf(build, file) {
  const local = path.join(build, file.endsWith('/') || !path.extname(file) ? path.join(file, 'index.html') : file);
  const key = `${build}\0${local}`;
  if (!sizeCache.has(key)) sizeCache.set(key, compressedSizes(fs.readFileSync(local)));
  return sizeCache.get(key);
}

const KINDS = { document: 'html', stylesheet: 'css', script: 'js' };

async function load(browser, server, build, pagePath) {
  const context = await browser.newContext();
  // Data saver on, as tests/e2e/network-faults.test.mjs sets it.
  await context.addInitScript(() => {
    const saver = { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(navigator, 'connection', { get: () => saver, configurable: true });
  });
  const page = await context.newPage();
  const files = new Map();
  let lastRequest = Date.now();
  page.on('request', () => {
    lastRequest = Date.now();
  });
  page.on('response', (r) => {
    const kind = KINDS[r.request().resourceType()];
    if (kind && r.ok()) files.set(decodeURI(new URL(r.url()).pathname), kind);
  });
  await page.goto(`${server.baseUrl}${encodeURI(pagePath)}`);
  await hydrated(page);
  const prefetchLinks = async () => page.$$eval('link[rel="prefetch"]', (ls) => ls.length);
  lastRequest = Math.max(lastRequest, Date.now());
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  const prefetched = await prefetchLinks();
  await context.close();
  const totals = { html: { gzip: 0, brotli: 0, raw: 0 }, css: { gzip: 0, brotli: 0, raw: 0 }, js: { gzip: 0, brotli: 0, raw: 0 } };
  const js = [];
  for (const [file, kind] of files) {
    const s = sizesOf(build, file);
    for (const k of ['raw', 'gzip', 'brotli']) totals[kind][k] += s[k];
    if (kind === 'js') js.push([file, s.gzip]);
  }
  return { totals, jsFiles: js.sort((a, b) => b[1] - a[1]), prefetched };
}

const servers = [];
for (const dir of BUILDS) servers.push(await startNginx(dir));
const browser = await launchBrowser();
const results = BUILDS.map(() => ({}));
try {
  for (const p of PAGES) {
    const runs = BUILDS.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [...BUILDS.keys()].reverse() : [...BUILDS.keys()];
      for (const b of order) runs[b].push(await load(browser, servers[b], BUILDS[b], p));
    }
    BUILDS.forEach((dir, b) => {
      const m = (kind, k) => median(runs[b].map((r) => r.totals[kind][k]));
      const jsGzip = m('js', 'gzip');
      results[b][p] = jsGzip;
      const files = runs[b].at(-1).jsFiles;
      console.log(`\n${p}  [${path.relative(ROOT, dir) || '.'}]  prefetch links: ${median(runs[b].map((r) => r.prefetched))}`);
      console.log(
        `  JS    gzip ${kib(jsGzip).padStart(10)}  brotli ${kib(m('js', 'brotli')).padStart(10)}  raw ${kib(m('js', 'raw')).padStart(11)}  (${files.length} files)`,
      );
      console.log(`  CSS   gzip ${kib(m('css', 'gzip')).padStart(10)}   HTML gzip ${kib(m('html', 'gzip')).padStart(10)}`);
      console.log(`  JS files (gzip): ${files.map(([f, g]) => `${path.basename(f)} ${kib(g)}`).join(', ')}`);
    });
  }
  if (BUILDS.length > 1) {
    const [a, b] = BUILDS.map((dir) => path.relative(ROOT, dir) || '.');
    console.log(`\nJS before the page is usable, gzip, median of ${RUNS}: ${a} → ${b}`);
    for (const p of PAGES) console.log(`  ${p.padEnd(26)} ${kib(results[0][p]).padStart(10)} → ${kib(results[1][p]).padStart(10)}`);
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
