#!/usr/bin/env node
// npm run cut -- <new label>: cut a docs version, as README's "Cutting a new docs version" says.
// Freezes docs/ as the current latest version (`docusaurus docs:version`), sets the new latest label
// in config/versions.ts, writes versions.json as Prettier formats it, and starts the new version's
// section of the sidebar facts as a copy of the old latest's. Then `npm run check` names every fact
// the cut left stale (the announcement, the release artefacts, the upgrade notes, a page naming the
// old latest label as the current one) until each is written for the new release.
// Usage: node scripts/cut.mjs <new label> [--root dir]
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/docs-tree.mjs';
import { FACTS_FILE } from './lib/sidebar-facts.mjs';

/** A version label's numbers (2.1.10 → [2, 1, 10]), or null when it is not numbers and dots. */
export function labelNumbers(label) {
  return /^\d+(\.\d+)*$/.test(label) ? label.split('.').map(Number) : null;
}

/** Negative when version label a is older than b, positive when newer, 0 when the same. */
export function compareLabels(a, b) {
  const x = labelNumbers(a);
  const y = labelNumbers(b);
  if (!x || !y) throw new Error(`not a version label: "${x ? b : a}"`);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

const LATEST_PATTERN = /(export const LATEST_VERSION\s*=\s*)(['"])([^'"]*)\2/;

/** Cuts the version in `root`; returns what it did, one line each. Throws, changing nothing, on a wrong label. */
export function cut(newLabel, root = ROOT) {
  const versionsFile = path.join(root, 'config/versions.ts');
  const source = fs.readFileSync(versionsFile, 'utf8');
  const current = LATEST_PATTERN.exec(source)?.[3];
  if (!current) throw new Error("config/versions.ts has no `export const LATEST_VERSION = '…'`");
  if (!labelNumbers(newLabel)) throw new Error(`"${newLabel}" is not a version label (numbers and dots, e.g. 2.1.2)`);
  if (compareLabels(newLabel, current) <= 0)
    throw new Error(`the new label ${newLabel} must be newer than the latest, ${current}: nothing cut`);
  const run = (args) => {
    const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${args.slice(1).join(' ')} failed:\n${res.stdout}${res.stderr}`);
  };
  run([path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:version', current]);
  fs.writeFileSync(versionsFile, source.replace(LATEST_PATTERN, `$1$2${newLabel}$2`));
  run([path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', 'versions.json']);
  // The new version's sidebar starts as the old latest's: the section is copied, under the new heading.
  const factsFile = path.join(root, FACTS_FILE);
  const facts = fs.readFileSync(factsFile, 'utf8');
  const start = facts.indexOf(`\n## ${current}\n`);
  if (start < 0) throw new Error(`${FACTS_FILE} has no section ## ${current} to copy`);
  const end = facts.indexOf('\n## ', start + 1);
  const section = facts.slice(start, end < 0 ? facts.length : end).replace(`\n## ${current}\n`, `\n## ${newLabel}\n`);
  fs.writeFileSync(factsFile, facts.slice(0, start) + section.replace(/\n*$/, '\n') + facts.slice(start));
  return [
    `docs/ frozen as versioned_docs/version-${current}/ (docusaurus docs:version ${current}), versions.json formatted`,
    `config/versions.ts: LATEST_VERSION = '${newLabel}'`,
    `${FACTS_FILE}: ## ${newLabel}, a copy of ## ${current}`,
  ];
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : ROOT;
  const [label] = args;
  if (!label) {
    console.error('usage: npm run cut -- <new label>   (e.g. npm run cut -- 2.1.2)');
    process.exit(2);
  }
  try {
    for (const line of cut(label, root)) console.log(`cut: ${line}`);
    console.log(`\nNow write ${label}'s changes (README, "Cutting a new docs version"), then: npm run check -- --all`);
  } catch (error) {
    console.error(`cut: ${error.message}`);
    process.exit(1);
  }
}
