// Cutting a docs version in a scratch copy of the repository, exactly as the README's "Cutting a new
// docs version" says, and reading a build's pages per version as text, so a test can compare the
// site before and after the cut (tests/build/version-cut.test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { decodeEntities } from './html-text.mjs';
import { spawnSync } from 'node:child_process';
import { builtRoutes } from './site.mjs';

/** What a build and the tests need is everything tracked; these are made by installs, builds and runs. */
const NOT_COPIED = new Set(['.git', 'node_modules', 'build', '.docusaurus', '.tmp', 'test-results']);

/** A fresh copy of the repository at `dir` (node_modules symlinked, no build output). */
export function copyRepository(root, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, dereference: false });
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
}

/** The label after `label`: its last number incremented (2.1.1 → 2.1.2). */
export function nextLabel(label) {
  const m = /^(.*?)(\d+)$/.exec(label);
  if (!m) throw new Error(`no number at the end of the version label "${label}"`);
  return `${m[1]}${Number(m[2]) + 1}`;
}

/** Run a command in `cwd` (env: variables to set, or to remove when undefined); returns { ok, output }, stdout and stderr together. */
export function run(cwd, args, env = {}) {
  const fullEnv = { ...process.env };
  // Not a child of this test run: a nested `node --test` seeing this would report to it and run nothing.
  delete fullEnv.NODE_TEST_CONTEXT;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete fullEnv[name];
    else fullEnv[name] = value;
  }
  const res = spawnSync(args[0], args.slice(1), { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, env: fullEnv });
  return { ok: res.status === 0, output: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}` };
}

/**
 * The README's procedure in `dir`: `npm run cut -- <new label>` (scripts/cut.mjs: `docusaurus
 * docs:version <current label>`, the new latest label in config/versions.ts, versions.json formatted,
 * the sidebar facts' new section). Nothing else.
 */
export function cutVersion(dir, currentLabel, newLabel) {
  const cut = run(dir, [process.execPath, 'scripts/cut.mjs', newLabel]);
  if (!cut.ok) throw new Error(`npm run cut -- ${newLabel} (freezing ${currentLabel}) failed:\n${cut.output}`);
}

/** The text a reader reads in a page's <article> (tags, scripts and comments removed, spaces collapsed); null without one. */
export function articleText(html) {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return null;
  const inner = html
    .slice(start, end)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    // What lists the site's versions (配置检查's upgrade targets) grows with every release by design.
    .replace(/<span\b[^>]*\bdata-lists-versions\b[^>]*>[\s\S]*?<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(inner).replace(/\s+/g, ' ').trim();
}

/**
 * The article text of every page of a build, per docs version: Map(version → Map(path inside the
 * version → text)). `latest` is served at the root, each of `older` under /<name>.
 */
export function articleTextsByVersion(buildDir, latest, older) {
  const byVersion = new Map([latest, ...older].map((v) => [v, new Map()]));
  for (const route of builtRoutes(buildDir)) {
    const html = fs.readFileSync(path.join(buildDir, decodeURI(route), 'index.html'), 'utf8');
    const text = articleText(html);
    if (text === null) continue;
    const version = older.find((name) => route === `/${name}` || route.startsWith(`/${name}/`)) ?? latest;
    const inside = version === latest ? route : route.slice(version.length + 1) || '/';
    byVersion.get(version).set(inside, text);
  }
  return byVersion;
}

/** Where two texts part: the first differing position, with a little context from each. */
function firstDifference(want, got) {
  let i = 0;
  while (i < want.length && i < got.length && want[i] === got[i]) i++;
  const from = Math.max(0, i - 40);
  return `at character ${i}: expected …${want.slice(from, i + 60)}… got …${got.slice(from, i + 60)}…`;
}

/** Differences between two versions' pages (Map path → text), one line per page; empty when equal. */
export function pageDifferences(expected, actual, { expectedName, actualName }) {
  const problems = [];
  for (const [p, text] of expected) {
    if (!actual.has(p)) problems.push(`${p}: in ${expectedName}, missing from ${actualName}`);
    else if (actual.get(p) !== text) problems.push(`${p}: ${firstDifference(text, actual.get(p))}`);
  }
  for (const p of actual.keys()) if (!expected.has(p)) problems.push(`${p}: in ${actualName}, not in ${expectedName}`);
  return problems;
}
