#!/usr/bin/env node
// Lighthouse (mobile preset, default simulated throttling) on pages of the build served by nginx:
// performance score, LCP, TBT, CLS, and the accessibility, best-practices and SEO scores — the
// median of N runs per page (default 3: `node bench/lighthouse.mjs 5` for five).
//   --pages /a,/b         other pages than the default five
//   --builds dirA,dirB    compare builds run for run: the runs alternate A B, B A, … per page (the
//                         machine's load then weighs on both alike), and each build gets its medians
// Needs Debian's chromium (CHROME_PATH=/usr/bin/chromium) and the lighthouse npm package.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { header, median, pageBenchArgs } from './lib.mjs';

const { runs: RUNS, pages: PAGES, builds: BUILDS } = pageBenchArgs(ROOT, 3);
header(
  `Lighthouse, mobile preset with default throttling, median of ${RUNS} runs${BUILDS.length > 1 ? `, builds alternating run for run: ${BUILDS.map((b) => path.relative(ROOT, b)).join(' vs ')}` : ''}`,
);
const servers = [];
for (const dir of BUILDS) servers.push(await startNginx(dir));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));

function lighthouse(server, page) {
  const report = path.join(out, 'report.json');
  const res = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      `${server.baseUrl}${encodeURI(page)}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (res.status !== 0) throw new Error(res.stderr.slice(-2000));
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const score = (c) => Math.round(r.categories[c].score * 100);
  return {
    performance: score('performance'),
    lcp: r.audits['largest-contentful-paint'].numericValue,
    tbt: r.audits['total-blocking-time'].numericValue,
    cls: r.audits['cumulative-layout-shift'].numericValue,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

try {
  const multi = BUILDS.length > 1;
  console.log(
    `| page |${multi ? ' build |' : ''} performance | LCP | TBT | CLS | accessibility | best practices | SEO | performance per run |${multi ? ' TBT per run |' : ''}`,
  );
  console.log(`| --- |${multi ? ' --- |' : ''} --- | --- | --- | --- | --- | --- | --- | --- |${multi ? ' --- |' : ''}`);
  for (const p of PAGES) {
    const runs = BUILDS.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? servers.map((_, b) => b) : servers.map((_, b) => b).reverse();
      for (const b of order) runs[b].push(lighthouse(servers[b], p));
    }
    BUILDS.forEach((dir, b) => {
      const m = (k) => median(runs[b].map((r) => r[k]));
      console.log(
        `| ${p} |${multi ? ` ${path.relative(ROOT, dir)} |` : ''} ${m('performance')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt')).toLocaleString('en')} ms | ${m('cls').toFixed(3)} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${runs[b].map((r) => r.performance).join(' / ')} |${multi ? ` ${runs[b].map((r) => Math.round(r.tbt)).join(' / ')} |` : ''}`,
      );
    });
  }
} finally {
  for (const server of servers) server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}
