// The rebuild cache (src/features/rebuild-cache): a docs page's compiled JavaScript is reused while
// nothing it depends on changed. A maintainer cares that a rebuild after an edit compiles only the
// edited page, that it bundles exactly what compiling would have given, that a broken entry is
// compiled again rather than failing the build, and that every input a page's compilation reads is
// in its key, so a stale entry can never ship. The loader runs here in rspack, the site's bundler,
// in front of a stand-in for the MDX loader that counts what it compiles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const { compileSalt, pruneEntries, KEPT_SALTS } = await importTs('src/features/rebuild-cache/index.ts');
const CACHE_LOADER = path.join(ROOT, 'src/features/rebuild-cache/mdx-cache-loader.cjs');

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fluxmq-rebuild-cache-'));
const write = (dir, file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** A site of three pages, bundled by rspack with the cache loader before a counting compiler. */
function siteOfThreePages() {
  const dir = scratch();
  write(dir, 'docs/a.md', '# A\n');
  write(dir, 'docs/b.md', '# B\n');
  write(dir, 'docs/c.md', '# C\n');
  write(
    dir,
    'entry.js',
    "export { default as a } from './docs/a.md';\nexport { default as b } from './docs/b.md';\nexport { default as c } from './docs/c.md';\n",
  );
  // The stand-in for the MDX loader: each page becomes a module exporting its text; each run is logged.
  write(
    dir,
    'compile-loader.cjs',
    `const fs = require('node:fs');
module.exports = function (source) {
  fs.appendFileSync(${JSON.stringify(path.join(dir, 'compiled.log'))}, require('node:path').basename(this.resourcePath) + '\\n');
  return 'export default ' + JSON.stringify(source) + ';';
};`,
  );
  return dir;
}

/** Bundles the site once; returns the pages compiled (by the stand-in) and the bundle's text. */
async function bundle(dir, cacheDir = path.join(dir, 'cache')) {
  fs.rmSync(path.join(dir, 'compiled.log'), { force: true });
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: 'bundle.js', library: { type: 'commonjs2' } },
    optimization: { minimize: false },
    module: {
      rules: [
        { test: /\.md$/, use: [{ loader: path.join(dir, 'compile-loader.cjs') }] },
        { test: /\.md$/, enforce: 'post', use: [{ loader: CACHE_LOADER, options: { dir: cacheDir, siteDir: dir } }] },
      ],
    },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((err, s) => (err ? reject(err) : resolve(s))));
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString({ all: false, errors: true }));
  const log = path.join(dir, 'compiled.log');
  const compiled = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).sort() : [];
  return { compiled, code: fs.readFileSync(path.join(dir, 'out/bundle.js'), 'utf8') };
}

test('a second build compiles no page again and bundles the same code', async () => {
  const dir = siteOfThreePages();
  const first = await bundle(dir);
  assert.deepEqual(first.compiled, ['a.md', 'b.md', 'c.md']);
  const second = await bundle(dir);
  assert.deepEqual(second.compiled, []);
  assert.equal(second.code, first.code);
});

test('after one page is edited, only that page is compiled again, and the bundle has its new text', async () => {
  const dir = siteOfThreePages();
  await bundle(dir);
  write(dir, 'docs/b.md', '# B\n\nOne more sentence.\n');
  const after = await bundle(dir);
  assert.deepEqual(after.compiled, ['b.md']);
  assert.match(after.code, /One more sentence\./);
  // The same bytes again: the earlier entry is found, nothing is compiled.
  write(dir, 'docs/b.md', '# B\n');
  assert.deepEqual((await bundle(dir)).compiled, []);
});

test('an entry that cannot be read, or a cache that cannot be written, costs a compilation, never the build', async () => {
  const dir = siteOfThreePages();
  const cacheDir = path.join(dir, 'cache');
  const first = await bundle(dir, cacheDir);
  // Every entry replaced by a folder of the same name: not readable as a file, not replaceable by rename.
  for (const bucket of fs.readdirSync(cacheDir)) {
    for (const name of fs.readdirSync(path.join(cacheDir, bucket))) {
      fs.rmSync(path.join(cacheDir, bucket, name));
      fs.mkdirSync(path.join(cacheDir, bucket, name, 'x'), { recursive: true });
    }
  }
  const again = await bundle(dir, cacheDir);
  assert.deepEqual(again.compiled, ['a.md', 'b.md', 'c.md']);
  assert.equal(again.code, first.code);
  // The cache's folder is a file: nothing can be stored, the build still succeeds.
  const blocked = path.join(dir, 'blocked');
  fs.writeFileSync(blocked, '');
  assert.equal((await bundle(dir, blocked)).code, first.code);
  assert.deepEqual(
    fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

/** A site folder with what compileSalt reads. */
function siteForSalt() {
  const dir = scratch();
  write(dir, 'src/data/ports.ts', 'export const mqttPort = 1883;\n');
  write(dir, 'config/site.ts', "export const title = 'FluxMQ';\n");
  write(dir, 'docusaurus.config.ts', 'export default {};\n');
  write(dir, 'sidebars.ts', 'export default {};\n');
  write(dir, 'versions.json', '["1.0.0"]\n');
  write(dir, 'package-lock.json', '{}\n');
  write(dir, 'docs/install/docker.md', '---\ntitle: Docker\nslug: /install/docker\n---\n\n# Docker\n');
  write(dir, 'versioned_docs/version-1.0.0/install/docker.md', '---\ntitle: Docker\n---\n\n# Docker\n');
  return dir;
}

test("the salt changes with everything a page's compilation reads besides the page itself", () => {
  const env = { FLUXMQ_FASTER: 'on' };
  const changes = {
    'a versioned data file': (dir) => write(dir, 'src/data/ports.ts', 'export const mqttPort = 1884;\n'),
    'a config file': (dir) => write(dir, 'config/site.ts', "export const title = 'FluxMQ 文档';\n"),
    'a new static file': (dir) => write(dir, 'static/img/logo.svg', '<svg/>'),
    'the locked packages': (dir) => write(dir, 'package-lock.json', '{"lockfileVersion":3}\n'),
    'the version list': (dir) => write(dir, 'versions.json', '["1.1.0","1.0.0"]\n'),
    "another page's slug": (dir) => write(dir, 'docs/install/docker.md', '---\ntitle: Docker\nslug: /install/container\n---\n\n# Docker\n'),
    "another page's id in an older version": (dir) =>
      write(dir, 'versioned_docs/version-1.0.0/install/docker.md', '---\nid: docker-install\ntitle: Docker\n---\n\n# Docker\n'),
    'a page added': (dir) => write(dir, 'docs/install/k8s.md', '# K8s\n'),
  };
  for (const [what, change] of Object.entries(changes)) {
    const dir = siteForSalt();
    const before = compileSalt(dir, env);
    change(dir);
    assert.notEqual(compileSalt(dir, env), before, what);
  }
  const dir = siteForSalt();
  assert.notEqual(compileSalt(dir, { FLUXMQ_FASTER: 'off' }), compileSalt(dir, env), 'the build switches');
  const copy = scratch();
  fs.cpSync(dir, copy, { recursive: true });
  assert.notEqual(compileSalt(copy, env), compileSalt(dir, env), 'a copy of the site in another folder');
});

test("the salt stays when only a page's body changes, or the versions a build includes", () => {
  const dir = siteForSalt();
  const before = compileSalt(dir, {});
  write(dir, 'docs/install/docker.md', '---\ntitle: Docker 安装\nslug: /install/docker\n---\n\n# Docker\n\n多一句。\n');
  assert.equal(compileSalt(dir, {}), before, "a page's own title and body are in its entry's key, not in the salt");
  assert.equal(compileSalt(dir, { FLUXMQ_TEST_BUILD: '1', FLUXMQ_BUILD_ONLY_VERSION: 'current' }), before);
});

test('after a build of every version, its unused entries go; after any build, all but the newest few other salts', () => {
  const root = scratch();
  const entry = (salt, name, mtime) => {
    write(root, `${salt}/ab/${name}.js`, 'export default 1;');
    fs.utimesSync(path.join(root, salt, 'ab', `${name}.js`), mtime, mtime);
  };
  const started = Date.now();
  const before = new Date(started - 60_000);
  entry('this', 'used', new Date(started + 1000));
  entry('this', 'stale', before);
  const others = Array.from({ length: KEPT_SALTS + 2 }, (_, i) => `other${i}`);
  others.forEach((salt, i) => {
    entry(salt, 'x', before);
    const used = new Date(started - (i + 1) * 3_600_000);
    fs.utimesSync(path.join(root, salt), used, used);
  });
  // A build of some versions only (the test build, FLUXMQ_BUILD_ONLY_VERSION) leaves the salt's entries.
  pruneEntries(root, 'this', undefined);
  assert.deepEqual(fs.readdirSync(path.join(root, 'this/ab')).sort(), ['stale.js', 'used.js']);
  pruneEntries(root, 'this', started);
  assert.deepEqual(fs.readdirSync(path.join(root, 'this/ab')), ['used.js']);
  assert.deepEqual(
    fs
      .readdirSync(root)
      .filter((name) => name !== 'this')
      .sort(),
    others.slice(0, KEPT_SALTS).sort(),
    'the most recently used salts are kept',
  );
});
