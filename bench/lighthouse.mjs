#!/usr/bin/env node
// Lighthouse (mobile preset, default throttling) on five pages of the build served by nginx:
// performance score, LCP, TBT, CLS, and the accessibility, best-practices and SEO scores.
// Needs Debian's chromium (CHROME_PATH=/usr/bin/chromium) and the lighthouse npm package.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { header } from './lib.mjs';

const PAGES = ['/', '/config/store', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker', '/search/?q=kafka'];
header('Lighthouse, mobile preset with default throttling');
const server = await startNginx(path.join(ROOT, 'build'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
try {
  console.log('| page | performance | LCP | TBT | CLS | accessibility | best practices | SEO |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const p of PAGES) {
    const report = path.join(out, 'report.json');
    const res = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        `${server.baseUrl}${encodeURI(p)}`,
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
    const a = r.audits;
    console.log(`| ${p} | ${score('performance')} | ${a['largest-contentful-paint'].displayValue} | ${a['total-blocking-time'].displayValue} | ${a['cumulative-layout-shift'].displayValue} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} |`);
  }
} finally {
  server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}
