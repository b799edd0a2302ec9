// Two builds of the same site compared apart from hashes: rspack's compilation hash, which the
// runtime carries and so every page names, is not always the same for a build that compiled the docs
// pages and one that reused them (src/features/rebuild-cache), though every page's code is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hashed bundle's name: `main.6a8a30d7.js`, `94751.7355d980.js`, `styles.0c9e2b1f.css`. */
const HASH = String.raw`\.[0-9a-f]{8}\.(js|css)`;
/** A hashed bundle's file, under assets/. */
const HASHED_FILE = new RegExp(`${HASH}$`);
/** Hashed bundles named inside a file. */
const HASHED_NAMES = new RegExp(String.raw`${HASH}\b`, 'g');

/**
 * Every file of a build with the SHA-256 of its bytes, the bundles' hashes in it made one; the hashed
 * bundles themselves and the compressed copies are left out (the pages that load them are compared).
 */
export function comparableFiles(dir, prefix = '', out = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) comparableFiles(path.join(dir, entry.name), `${rel}/`, out);
    else if (!/\.(gz|br)$/.test(entry.name) && !(/^assets\//.test(rel) && HASHED_FILE.test(entry.name))) {
      const text = fs.readFileSync(path.join(dir, entry.name), 'latin1').replace(HASHED_NAMES, '.#.$1');
      out.set(rel, crypto.createHash('sha256').update(text, 'latin1').digest('hex'));
    }
  }
  return out;
}

/** The files that differ between two builds' comparableFiles (missing, added or changed), sorted. */
export function differingFiles(a, b) {
  return [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name)).sort();
}
