// Where each docs version's Markdown lives, and how to walk it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The latest docs label, as config/versions.ts sets it (the one place it is written). */
function readLatestVersion() {
  const source = fs.readFileSync(path.join(ROOT, 'config/versions.ts'), 'utf8');
  const m = /export const LATEST_VERSION\s*=\s*(['"])([^'"]+)\1/.exec(source);
  if (!m) throw new Error("config/versions.ts: no `export const LATEST_VERSION = '…'`");
  return m[2];
}
export const LATEST_VERSION = readLatestVersion();

/** Docs version names, newest first, read from versions.json plus the current version. */
export function versionNames() {
  const older = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8'));
  return [LATEST_VERSION, ...older];
}

/** The folder that holds the Markdown of a version. */
export function versionDir(version) {
  return version === LATEST_VERSION ? path.join(ROOT, 'docs') : path.join(ROOT, 'versioned_docs', `version-${version}`);
}

/** URL prefix of a version: '' for the latest, '/<name>' for an older one. */
export function versionPrefix(version) {
  return version === LATEST_VERSION ? '' : `/${version}`;
}

/** All .md/.mdx files under a folder, as paths relative to it, sorted. */
export function markdownFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name) && !e.name.startsWith('_')) out.push(path.relative(dir, p));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

/** Doc id of a file path relative to its version folder: 'config/mqtt.md' -> 'config/mqtt'. */
export function docIdOf(relPath) {
  return relPath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

/** Which version folder a file belongs to, and its path inside it. */
export function locate(file) {
  const abs = path.resolve(file);
  for (const v of versionNames()) {
    const dir = versionDir(v);
    if (abs.startsWith(dir + path.sep)) return { version: v, dir, rel: path.relative(dir, abs) };
  }
  return null;
}
