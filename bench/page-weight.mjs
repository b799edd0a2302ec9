#!/usr/bin/env node
// First-view weight of doc pages: the HTML, CSS and JS a browser loads before the page is
// interactive (hydrated), measured in chromium against the build served by nginx, with each
// file's gzip and brotli size. Median of 3 loads per page (the set of files is stable).
// `--build dir` measures another build folder than build/ (a build made with a hook switched off).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { launchBrowser, hydrated } from '../tests/lib/site.mjs';
import { header, kib, compressedSizes, median } from './lib.mjs';

const PAGES = ['/', '/config/store', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker', '/search/?q=集群'];
const buildArg = process.argv.indexOf('--build');
const BUILD = path.resolve(ROOT, buildArg === -1 ? 'build' : process.argv[buildArg + 1]);
header(`first-view weight (HTML + CSS + JS loaded until hydrated), ${path.relative(ROOT, BUILD)}`);
const server = await startNginx(BUILD);
const browser = await launchBrowser();
try {
  for (const p of PAGES) {
    const totals = { raw: [], gzip: [], brotli: [], files: [] };
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (r) => {
        const type = r.request().resourceType();
        if (['document', 'stylesheet', 'script'].includes(type)) files.add(decodeURI(new URL(r.url()).pathname));
      });
      await page.goto(`${server.baseUrl}${encodeURI(p)}`);
      await hydrated(page);
      await context.close();
      let raw = 0;
      let gzip = 0;
      let brotli = 0;
      for (const f of files) {
        const local = path.join(BUILD, f.endsWith('/') || !path.extname(f) ? path.join(f, 'index.html') : f);
        const s = compressedSizes(fs.readFileSync(local));
        raw += s.raw;
        gzip += s.gzip;
        brotli += s.brotli;
      }
      totals.raw.push(raw);
      totals.gzip.push(gzip);
      totals.brotli.push(brotli);
      totals.files.push(files.size);
    }
    console.log(`${p.padEnd(26)} ${median(totals.files)} files  raw ${kib(median(totals.raw)).padStart(11)}  gzip ${kib(median(totals.gzip)).padStart(10)}  brotli ${kib(median(totals.brotli)).padStart(10)}`);
  }
} finally {
  await browser.close();
  server.stop();
}
