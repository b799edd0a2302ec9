/**
 * Rebuilds redo less: each docs page's compiled JavaScript is kept in
 * node_modules/.cache/fluxmq-rebuild/<salt> (`docusaurus clear` empties it) and reused while the
 * page's own Markdown and everything its compilation reads are unchanged. Compiling the docs is
 * about half of the bundling step (bench/RESULTS.md, "Rebuild after a one-page edit").
 *
 * What a page compiles to depends on its path and bytes (the entry's key, ./mdx-cache-loader.cjs)
 * and on the salt, shared by every page: every file of src/ and config/ (the remark, rehype and
 * recma plugins and the versioned data they read), static/ (an image address that names a static
 * file compiles to an import), the site's config and sidebars files, versions.json,
 * package-lock.json (the compilers), the site's folder, the FLUXMQ_* switches of the build, and each docs file's path
 * with its `id:` and `slug:` front-matter lines (a link to another doc compiles to that doc's
 * address). A change to any of these compiles every page again. FLUXMQ_TEST_BUILD and
 * FLUXMQ_BUILD_ONLY_VERSION choose which versions are built, not what a page compiles to.
 *
 * Public APIs only: a rule added through configureWebpack, whose loader pitches before the docs
 * plugin's MDX loader; postBuild removes the entries a build of every version did not use (a
 * `docusaurus build` of the whole site; npm run build builds one version at a time, whose builds
 * leave them), and all but the newest KEPT_SALTS other salts. Only production builds use it
 * (`docusaurus start` compiles as before).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isTestBuild } from '../../../config/test-build';
import { onlyVersion } from '../../../config/only-version';

const SITE_INPUTS = ['src', 'config', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'versions.json', 'package-lock.json'];
const DOCS_DIRS = ['docs', 'versioned_docs'];
const NOT_COMPILE_INPUTS = new Set(['FLUXMQ_TEST_BUILD', 'FLUXMQ_BUILD_ONLY_VERSION']);
/** Salts kept besides the build's own: the test builds and a version-cut copy each have theirs. */
export const KEPT_SALTS = 4;

/** Every file under `entry` (a file or a folder) as sorted paths relative to siteDir, with '/'. */
function filesUnder(siteDir: string, entry: string): string[] {
  let stat: fs.Stats;
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

const ADDRESS_LINES = /^(?:id|slug):.*$/gm;

/** A page's `id:` and `slug:` front-matter lines. */
function addressLines(markdown: string): string {
  if (!markdown.startsWith('---')) return '';
  const end = markdown.indexOf('\n---', 3);
  return end < 0 ? '' : (markdown.slice(0, end).match(ADDRESS_LINES) ?? []).join('\n');
}

/** The salt every page's key shares (see the header). */
export function compileSalt(siteDir: string, env: NodeJS.ProcessEnv = process.env): string {
  // The site's folder too: a copy of the site (bench/rebuild.mjs, the version-cut test) shares
  // node_modules, and so this cache, with its checkout.
  const hash = crypto.createHash('sha256').update(`${path.resolve(siteDir)}\0`);
  for (const file of SITE_INPUTS.flatMap((entry) => filesUnder(siteDir, entry))) {
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(siteDir, file)))
      .update('\0');
  }
  for (const file of DOCS_DIRS.flatMap((entry) => filesUnder(siteDir, entry))) {
    hash.update(`${file}\0${addressLines(fs.readFileSync(path.join(siteDir, file), 'utf8'))}\0`);
  }
  const switches = Object.keys(env)
    .filter((name) => name.startsWith('FLUXMQ_') && !NOT_COMPILE_INPUTS.has(name))
    .sort();
  for (const name of switches) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex').slice(0, 32);
}

/**
 * After a build: the salt's entries not used since `since` (ms) are removed — only after a build of
 * every version (`since` given): a build of some versions uses only their pages' entries — and of
 * the other salts only the KEPT_SALTS most recently used are kept.
 */
export function pruneEntries(cacheRoot: string, salt: string, since: number | undefined): void {
  const saltDir = path.join(cacheRoot, salt);
  if (since !== undefined && fs.existsSync(saltDir)) {
    for (const bucket of fs.readdirSync(saltDir)) {
      for (const name of fs.readdirSync(path.join(saltDir, bucket))) {
        const file = path.join(saltDir, bucket, name);
        if (fs.statSync(file).mtimeMs < since) fs.rmSync(file, { force: true });
      }
    }
  }
  const others = fs
    .readdirSync(cacheRoot)
    .filter((name) => name !== salt)
    .map((name) => ({ name, used: fs.statSync(path.join(cacheRoot, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of others.slice(KEPT_SALTS)) fs.rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
}

export default function rebuildCache(context: LoadContext): Plugin {
  const cacheRoot = path.join(context.siteDir, 'node_modules', '.cache', 'fluxmq-rebuild');
  const salt = compileSalt(context.siteDir);
  const dir = path.join(cacheRoot, salt);
  const started = Date.now();
  const production = process.env.NODE_ENV === 'production';
  const everyVersion = !isTestBuild && !onlyVersion;
  return {
    name: 'rebuild-cache',
    configureWebpack() {
      if (!production) return {};
      fs.mkdirSync(dir, { recursive: true });
      // The salt's folder is touched, so pruning keeps the salts used last.
      fs.utimesSync(dir, new Date(), new Date());
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: DOCS_DIRS.map((docsDir) => path.join(context.siteDir, docsDir) + path.sep),
              enforce: 'post',
              // One entry serves both bundles: with mdxCrossCompilerCache the server bundle takes
              // the browser bundle's compilation of a page and waits for it, so a page found for one
              // bundle and not the other would leave the server bundle waiting.
              use: [{ loader: path.join(__dirname, 'mdx-cache-loader.cjs'), options: { dir, siteDir: context.siteDir } }],
            },
          ],
        },
      };
    },
    postBuild() {
      try {
        pruneEntries(cacheRoot, salt, everyVersion ? started : undefined);
      } catch {
        // A cache that cannot be pruned costs disk, nothing else.
      }
    },
  };
}
