// The site as one Docusaurus build per docs version, put together (used by scripts/build-site.mjs,
// which `npm run build` runs). Each version's part of the site is kept in
// node_modules/.cache/fluxmq-versions/<site>/<version>/<key>/ and reused while its key is the same,
// so a one-page edit of docs/ builds the latest version alone and the frozen versions are copied.
// <site> names the site's folder: a copy of the site (bench/rebuild.mjs, the version-cut test)
// shares node_modules, and so this cache, with its checkout, and keeps its parts apart.
//
// A version's part: its folder of the site (/2.0.17/…) for an older version; everything but the
// older versions' folders for the latest (the site's root pages, sitemap, llms.txt, search page);
// and for each, the bundles its pages load (assets/, names hashed by content, so the parts' bundles
// sit side by side). A page's links into another version are links into another build: the docs
// plugin wrapper (src/features/start-up/version-props/docs-plugin.ts) puts a route in place of each
// other version, whose page loads the address from the server (src/features/versions).
//
// The key of a version is what its part is made from: every file of the site's code, config and
// static files, package.json and package-lock.json, the build's scripts, and every module these import;
// the FLUXMQ_* switches (FLUXMQ_TEST_BUILD included); the site's folder;
// each docs file's path, front matter and first heading in every version (the version dropdown,
// 「版本变化」 and the older-version banner read other versions' pages); every version's sidebar;
// and the bytes of the version's own docs. A page's text in another version is not in it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What every version's part is made from besides the docs (paths relative to the site's folder). */
export const SITE_INPUTS = [
  'src',
  'config',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'versioned_sidebars',
  'package-lock.json',
  // Its browserslist sets the CSS and JavaScript targets.
  'package.json',
];
/**
 * The build's own scripts: these and every module they import, followed through their relative
 * imports (post-build imports tests/lib/import-ts.mjs, for one), so a module added to the build
 * is in the key without a list to keep. The test runner and the checks are not among them.
 */
export const BUILD_SCRIPTS = ['scripts/build-site.mjs', 'scripts/post-build.mjs'];
const DOCS_DIRS = ['docs', 'versioned_docs'];
/**
 * The only FLUXMQ_* switch that is not an input: it chooses which version a build makes, and the
 * key is per version already. FLUXMQ_TEST_BUILD changes the pages (a test-only route, the versions
 * included), so a test build's parts are never reused for the published site.
 */
const NOT_INPUTS = new Set(['FLUXMQ_BUILD_ONLY_VERSION']);
/** Keys kept per version besides the one in use: an edit undone finds its part again. */
export const KEPT_KEYS = 1;
/** Other sites' folders kept in the cache besides this one's (copies of the site come and go). */
export const KEPT_SITES = 2;

/** Where a site's parts are kept. */
export function siteCache(siteDir) {
  const site = crypto.createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 16);
  return path.join(siteDir, 'node_modules/.cache/fluxmq-versions', site);
}

/** Every file under `entry` (a file or a folder) as sorted paths relative to siteDir, with '/'. */
export function filesUnder(siteDir, entry) {
  let stat;
  try {
    stat = fs.statSync(path.join(siteDir, entry));
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(path.join(siteDir, entry))
    .sort()
    .flatMap((name) => filesUnder(siteDir, `${entry}/${name}`));
}

/** Relative module specifiers a script imports (static `import … from`, `export … from`, `import(…)`). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
const CODE = /\.[cm]?[jt]sx?$/;
/** How a specifier names a file: as written, or (TypeScript's and the bundler's way) without its extension or index. */
const RESOLVED_AS = ['', '.ts', '.tsx', '.mjs', '.js', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * `entries` and every file they reach through relative imports (extensionless ones resolved as
 * TypeScript and the bundler do), sorted, relative to siteDir.
 */
export function importClosure(siteDir, entries) {
  const seen = new Set();
  const visit = (rel) => {
    if (seen.has(rel)) return;
    let text;
    try {
      text = fs.readFileSync(path.join(siteDir, rel), 'utf8');
    } catch {
      return;
    }
    seen.add(rel);
    if (!CODE.test(rel)) return;
    for (const m of text.matchAll(RELATIVE_IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[2]));
      const file = RESOLVED_AS.map((suffix) => `${target}${suffix}`).find((f) => isFile(path.join(siteDir, f)));
      if (file) visit(file);
    }
  };
  entries.forEach(visit);
  return [...seen].sort();
}

/** A docs file's front matter and first heading: what other versions' pages may show of it. */
function outline(markdown) {
  let frontMatter = '';
  let body = markdown;
  if (markdown.startsWith('---')) {
    const end = markdown.indexOf('\n---', 3);
    if (end >= 0) {
      frontMatter = markdown.slice(0, end);
      body = markdown.slice(end + 4);
    }
  }
  return `${frontMatter}\0${/^#\s.*$/m.exec(body)?.[0] ?? ''}`;
}

/** The docs folder of a version, relative to the site: 'current' is docs/. */
export const docsFolderOf = (version) => (version === 'current' ? 'docs' : `versioned_docs/version-${version}`);

/** The docs versions as the docs plugin names them, the latest ('current') last: it is built last, so .docusaurus/ is its. */
export function versionsToBuild(siteDir) {
  return [...JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')), 'current'];
}

/** Each version's key (see the header), by version name. */
export function versionKeys(siteDir, env = process.env) {
  const shared = crypto.createHash('sha256').update(`${path.resolve(siteDir)}\0`);
  // The site's files, and what the build's scripts and the site's own code import: a module outside
  // those folders that the site imports (src/features/config-schema/examples.ts reads the pages through
  // scripts/lib/yaml-samples.mjs) is in the key without a list to keep.
  const siteFiles = SITE_INPUTS.flatMap((entry) => filesUnder(siteDir, entry));
  const inputs = new Set([...siteFiles, ...importClosure(siteDir, [...BUILD_SCRIPTS, ...siteFiles.filter((f) => CODE.test(f))])]);
  for (const file of [...inputs].sort()) {
    shared
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(siteDir, file)))
      .update('\0');
  }
  for (const file of DOCS_DIRS.flatMap((entry) => filesUnder(siteDir, entry))) {
    shared.update(`${file}\0${outline(fs.readFileSync(path.join(siteDir, file), 'utf8'))}\0`);
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('FLUXMQ_') && !NOT_INPUTS.has(n))
    .sort()) {
    shared.update(`${name}=${env[name]}\0`);
  }
  const base = shared.digest('hex');
  const keys = {};
  for (const version of versionsToBuild(siteDir)) {
    const own = crypto.createHash('sha256').update(`${base}\0${version}\0`);
    for (const file of filesUnder(siteDir, docsFolderOf(version))) {
      own
        .update(`${file}\0`)
        .update(fs.readFileSync(path.join(siteDir, file)))
        .update('\0');
    }
    keys[version] = own.digest('hex').slice(0, 32);
  }
  return keys;
}

/** Whether `rel`, a file of `version`'s build, is that version's part of the site. */
export function isPartOf(rel, version, olderVersions) {
  const top = rel.split('/')[0];
  if (top === 'assets') return true;
  return version === 'current' ? !olderVersions.includes(top) : top === version;
}

/** Every file under dir, as paths relative to it with '/'. */
export function filesOf(dir, prefix = '', out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) filesOf(path.join(dir, entry.name), `${rel}/`, out);
    else out.push(rel);
  }
  return out;
}

/** Removes from a version's build output what is not its part of the site. */
export function keepPart(outDir, version, olderVersions) {
  for (const entry of fs.readdirSync(outDir)) {
    if (!isPartOf(entry, version, olderVersions)) {
      fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Copies the parts into a new folder at outDir (files keep their times, so post-build sees their
 * compressed copies as fresh). Two parts may hold the same bundle: its name is its content's hash;
 * a file two parts hold with different sizes fails the assembly, naming it, and leaves outDir as it was.
 */
export function assemble(parts, outDir) {
  // Its own staging folder: two builds of the tree at once each assemble theirs.
  const staging = `${outDir}.${process.pid}.assembling`;
  fs.rmSync(staging, { recursive: true, force: true });
  const owner = new Map();
  try {
    for (const { version, dir } of parts) {
      for (const rel of filesOf(dir)) {
        const from = path.join(dir, rel);
        const to = path.join(staging, rel);
        const previous = owner.get(rel);
        if (previous) {
          if (fs.statSync(from).size !== fs.statSync(to).size) {
            throw new Error(`[build-site] ${rel} differs between the builds of ${previous} and ${version}`);
          }
          continue;
        }
        owner.set(rel, version);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(from, to);
        const { atimeMs, mtimeMs } = fs.statSync(from);
        fs.utimesSync(to, atimeMs / 1000, mtimeMs / 1000);
      }
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  replaceDir(staging, outDir);
}

/**
 * Renames `from` to `to` unless `to` exists (then `from` is removed): true when `from` was moved. A
 * folder another process created between the check and the rename counts as present (ENOTEMPTY, EEXIST).
 */
export function moveUnlessPresent(from, to) {
  if (!fs.existsSync(to)) {
    try {
      fs.renameSync(from, to);
      return true;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    }
  }
  fs.rmSync(from, { recursive: true, force: true });
  return false;
}

/**
 * Puts folder `from` in the place of `to`, the last of several processes doing so at once winning: the
 * old folder is first renamed aside (a rename is atomic; removing a folder another process is renaming
 * into is not), then `from` renamed into its place, then the old one removed.
 */
function replaceDir(from, to) {
  for (let attempt = 0; ; attempt++) {
    const aside = `${to}.${process.pid}.${attempt}.old`;
    try {
      fs.renameSync(to, aside);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      fs.renameSync(from, to);
      return;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt >= 20) throw error;
    } finally {
      fs.rmSync(aside, { recursive: true, force: true });
    }
  }
}

/** The page an internal address is served from, if the site has one: /config/mqtt → config/mqtt/index.html. */
function servedFile(siteDir, address) {
  let pathname;
  try {
    pathname = decodeURIComponent(address.replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
  const rel = pathname.replace(/^\/+/, '');
  for (const candidate of [rel, path.join(rel, 'index.html'), `${rel}.html`]) {
    const file = path.join(siteDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The links of the site's pages to an address of the site that no file answers, as
 * { page, link } pairs. Each version's build checks none of its links (links into the other
 * versions lead out of it), so the whole site's are checked here, once put together.
 */
export function brokenLinks(siteDir) {
  const broken = [];
  const known = new Map();
  for (const rel of filesOf(siteDir).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(siteDir, rel), 'utf8');
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="(\/(?!\/)[^"]*)"/g)) {
      const address = href.replace(/&amp;/g, '&');
      if (/^\/[?#]/.test(address) || address === '/') continue;
      if (!known.has(address)) known.set(address, servedFile(siteDir, address) !== null);
      if (!known.get(address)) broken.push({ page: `/${rel}`, link: address });
    }
  }
  return broken;
}

/** Removes all but the `kept` most recently used entries of a folder besides `current` (by their times). */
export function pruneOthers(dir, current, kept) {
  const others = fs
    .readdirSync(dir)
    .filter((name) => name !== current)
    .map((name) => ({ name, used: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of others.slice(kept)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}
