#!/usr/bin/env node
// Lighthouse (mobile preset, default throttling) on five pages of the build served by nginx:
// performance score, LCP, TBT, CLS, and the accessibility, best-practices and SEO scores — the
// median of N runs per page (default 3: `node bench/lighthouse.mjs 5` for five).
// Needs Debian's chromium (CHROME_PATH=/usr/bin/chromium) and the lighthouse npm package.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { header, median } from './lib.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = ['/', '/config/store', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker', '/search/?q=kafka'];
header(`Lighthouse, mobile preset with default throttling, median of ${RUNS} runs`);
const server = await startNginx(path.join(ROOT, 'build'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));

function lighthouse(page) {
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
  console.log('| page | performance | LCP | TBT | CLS | accessibility | best practices | SEO | performance per run |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const p of PAGES) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(p));
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(
      `| ${p} | ${m('performance')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt')).toLocaleString('en')} ms | ${m('cls').toFixed(3)} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${runs.map((r) => r.performance).join(' / ')} |`,
    );
  }
} finally {
  server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}
