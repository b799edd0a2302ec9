// npm run build builds each docs version on its own and reuses a version's part of the site while
// its key is unchanged (scripts/lib/version-builds.mjs). A maintainer cares that every input a
// version's pages are made from is in its key, so a stale part can never ship; that an edit of one
// version's page rebuilds that version alone; that the parts are put together without one build's
// file silently replacing another's; and that a link no page answers fails the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { hasFreshCopies } from '../../src/features/precompression/precompress.mjs';
import {
  assemble,
  brokenLinks,
  isPartOf,
  keepPart,
  moveUnlessPresent,
  pruneOthers,
  siteCache,
  versionKeys,
  KEPT_KEYS,
} from '../../scripts/lib/version-builds.mjs';

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fluxmq-version-builds-'));
const write = (dir, file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** A site of two versions: 1.1.0 (the latest, docs/) and 1.0.0 (frozen). */
function siteOfTwoVersions() {
  const dir = scratch();
  write(dir, 'versions.json', '["1.0.0"]');
  write(dir, 'docusaurus.config.ts', 'export default {};\n');
  write(dir, 'sidebars.ts', 'export default {};\n');
  write(dir, 'package-lock.json', '{}');
  write(dir, 'src/data/ports.ts', 'export const MQTT = 1883;\n');
  // The site's code importing, without an extension, a module outside the site's folders.
  write(dir, 'src/features/examples.ts', "import { samples } from '../../scripts/lib/samples';\n");
  write(dir, 'scripts/lib/samples.mjs', '// what the site reads the samples with\n');
  write(dir, 'static/img/logo.svg', '<svg/>');
  write(dir, 'package.json', '{"browserslist":{"production":[">0.5%"]}}');
  write(dir, 'scripts/post-build.mjs', "import { importTs } from '../tests/lib/import-ts.mjs';\n");
  write(dir, 'tests/lib/import-ts.mjs', '// what post-build imports\n');
  write(dir, 'scripts/run-tests.mjs', '// the test runner\n');
  write(dir, 'versioned_sidebars/version-1.0.0-sidebars.json', '{}');
  write(dir, 'docs/config/mqtt.md', '---\ntitle: MQTT 配置\n---\n\n正文。\n');
  write(dir, 'versioned_docs/version-1.0.0/config/mqtt.md', '---\ntitle: MQTT 配置\n---\n\n旧版正文。\n');
  return dir;
}

test("a version's key changes with every input its pages are made from, and not with another version's text", () => {
  const dir = siteOfTwoVersions();
  const before = versionKeys(dir, {});
  assert.deepEqual(versionKeys(dir, {}), before, 'the same inputs give the same keys');
  const changed = (edit, env = {}) => {
    const original = new Map();
    const apply = (file, text) => {
      if (!original.has(file)) original.set(file, fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file)) : null);
      write(dir, file, text);
    };
    edit(apply);
    const after = versionKeys(dir, env);
    for (const [file, bytes] of original) {
      if (bytes === null) fs.rmSync(path.join(dir, file));
      else fs.writeFileSync(path.join(dir, file), bytes);
    }
    return Object.keys(before)
      .filter((v) => before[v] !== after[v])
      .sort();
  };
  // The latest page's text: the latest version alone.
  assert.deepEqual(
    changed((w) => w('docs/config/mqtt.md', '---\ntitle: MQTT 配置\n---\n\n改过的正文。\n')),
    ['current'],
  );
  // The frozen page's text: that version alone.
  assert.deepEqual(
    changed((w) => w('versioned_docs/version-1.0.0/config/mqtt.md', '---\ntitle: MQTT 配置\n---\n\n改过。\n')),
    ['1.0.0'],
  );
  // What other versions' pages show of a page (its title, its address), a new page, the site's
  // code and data, static files, the build's scripts, sidebars, the version list, the packages and
  // the build's switches: every version.
  const every = ['1.0.0', 'current'];
  assert.deepEqual(
    changed((w) => w('docs/config/mqtt.md', '---\ntitle: MQTT 监听器\n---\n\n正文。\n')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('docs/config/new.md', '# 新页面\n')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('src/data/ports.ts', 'export const MQTT = 1884;\n')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('static/img/logo.svg', '<svg></svg>')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('scripts/post-build.mjs', '// changed\n')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('versioned_sidebars/version-1.0.0-sidebars.json', '{"a":[]}')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('sidebars.ts', 'export default { a: [] };\n')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('package-lock.json', '{"v":2}')),
    every,
  );
  assert.deepEqual(
    changed((w) => w('package.json', '{"browserslist":{"production":["last 1 chrome version"]}}')),
    every,
  );
  // A module the build's scripts import, found through their imports (no list to keep).
  assert.deepEqual(
    changed((w) => w('tests/lib/import-ts.mjs', '// changed\n')),
    every,
  );
  // A module outside the site's folders that the site's own code imports (examples.ts, without an extension).
  assert.deepEqual(
    changed((w) => w('scripts/lib/samples.mjs', '// changed\n')),
    every,
  );
  assert.deepEqual(
    changed(() => {}, { FLUXMQ_WITHOUT: 'startUpScripts' }),
    every,
  );
  // A test build's pages are not the published site's: its parts are never reused for it.
  assert.deepEqual(
    changed(() => {}, { FLUXMQ_TEST_BUILD: '1' }),
    every,
  );
  // What does not make pages: the test runner, which version is built.
  assert.deepEqual(
    changed((w) => w('scripts/run-tests.mjs', '// changed\n')),
    [],
  );
  assert.deepEqual(
    changed(() => {}, { FLUXMQ_BUILD_ONLY_VERSION: 'current' }),
    [],
  );
  // A copy of the site in another folder has keys of its own (it shares node_modules and the cache).
  const copy = scratch();
  fs.cpSync(dir, copy, { recursive: true });
  assert.notEqual(versionKeys(copy, {}).current, before.current);
  assert.notEqual(siteCache(copy), siteCache(dir));
});

test("a version's part of the site: its own folder for an older version, the rest for the latest, the bundles for each", () => {
  const older = ['2.0.18', '2.0.17'];
  assert.ok(isPartOf('2.0.18/config/mqtt/index.html', '2.0.18', older));
  assert.ok(!isPartOf('config/mqtt/index.html', '2.0.18', older));
  assert.ok(!isPartOf('2.0.17/index.html', '2.0.18', older));
  assert.ok(isPartOf('assets/js/main.0123abcd.js', '2.0.18', older));
  assert.ok(isPartOf('config/mqtt/index.html', 'current', older));
  assert.ok(isPartOf('sitemap.xml', 'current', older));
  assert.ok(!isPartOf('2.0.18/404.html', 'current', older));
  assert.ok(isPartOf('assets/js/main.89abcdef.js', 'current', older));

  const out = scratch();
  for (const file of ['index.html', '2.0.18/index.html', '2.0.17/index.html', 'assets/js/a.js']) write(out, file, file);
  keepPart(out, '2.0.18', older);
  assert.deepEqual(fs.readdirSync(out).sort(), ['2.0.18', 'assets']);
});

test('the parts are put together; a file two parts hold differently fails the build, naming it', () => {
  const latest = scratch();
  const frozen = scratch();
  write(latest, 'index.html', 'latest home');
  fs.utimesSync(path.join(latest, 'index.html'), new Date(Date.now() - 60000), new Date(Date.now() - 60000));
  write(latest, 'index.html.gz', 'its compressed copy');
  write(latest, 'assets/js/shared.0123abcd.js', 'same bundle');
  write(frozen, '1.0.0/index.html', 'frozen home');
  write(frozen, 'assets/js/shared.0123abcd.js', 'same bundle');
  write(frozen, 'assets/js/frozen.89abcdef.js', 'frozen bundle');
  const out = path.join(scratch(), 'build');
  write(out, 'stale.html', 'from the last build');
  const parts = [
    { version: '1.0.0', dir: frozen },
    { version: 'current', dir: latest },
  ];
  assemble(parts, out);
  const files = (dir, prefix = '') =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
  assert.deepEqual(files(out).sort(), [
    '1.0.0/index.html',
    'assets/js/frozen.89abcdef.js',
    'assets/js/shared.0123abcd.js',
    'index.html',
    'index.html.gz',
  ]);
  assert.equal(fs.readFileSync(path.join(out, '1.0.0/index.html'), 'utf8'), 'frozen home');
  // The files keep their times: post-build then sees the compressed copies made with them as fresh.
  assert.ok(hasFreshCopies(path.join(out, 'index.html')), "the page's compressed copy is as new as the page");

  write(latest, 'assets/js/shared.0123abcd.js', 'another bundle under the same name');
  assert.throws(() => assemble(parts, out), /assets\/js\/shared\.0123abcd\.js differs between the builds of 1\.0\.0 and current/);
  assert.equal(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'latest home', 'a failed assembly leaves the last site as it was');
});

test('two builds of the tree at once: a part the other wrote first is kept, and both assemble a whole site', () => {
  const cache = scratch();
  const part = path.join(cache, 'key');
  const mine = path.join(cache, 'key.111.tmp');
  write(mine, 'index.html', 'this build');
  assert.equal(moveUnlessPresent(mine, part), true, 'the first to finish puts its part in place');
  const theirs = path.join(cache, 'key.222.tmp');
  write(theirs, 'index.html', 'the other build');
  assert.equal(moveUnlessPresent(theirs, part), false, 'the second finds the part there');
  assert.equal(fs.readFileSync(path.join(part, 'index.html'), 'utf8'), 'this build');
  assert.ok(!fs.existsSync(theirs), "the second build's copy is removed");

  // Assembling into one build folder from two processes at once: each stages its own, the last wins.
  const latest = scratch();
  write(latest, 'index.html', 'latest home');
  const out = path.join(scratch(), 'build');
  const script = `import { assemble } from ${JSON.stringify(new URL('../../scripts/lib/version-builds.mjs', import.meta.url).href)};
for (let i = 0; i < 20; i++) assemble([{ version: 'current', dir: ${JSON.stringify(latest)} }], ${JSON.stringify(out)});`;
  const runs = [0, 1].map(() => spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' }));
  return Promise.all(
    runs.map(
      (child) =>
        new Promise((resolve, reject) => {
          let err = '';
          child.stderr.on('data', (d) => (err += d));
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`an assembly failed: ${err}`))));
        }),
    ),
  ).then(() => {
    assert.equal(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'latest home');
    assert.deepEqual(
      fs.readdirSync(path.dirname(out)).filter((f) => f !== 'build'),
      [],
      'no staging folder is left behind',
    );
  });
});

test('a link to an address of the site that no file answers is reported with its page', () => {
  const site = scratch();
  write(site, 'index.html', '<a href="/config/mqtt">ok</a><a href="/config/mqtt#port">anchor</a><a href="/2.0.17/">version home</a>');
  write(
    site,
    'config/mqtt/index.html',
    '<a class="x" href="/config/missing">broken</a><a href="/config/mqtt.md">md</a><a href="/search?q=a&amp;b">search</a>',
  );
  write(site, 'config/mqtt.md', '# MQTT');
  write(site, 'search/index.html', '');
  write(
    site,
    '2.0.17/index.html',
    '<a href="https://example.com/x">outside</a><a href="//cdn.example.com/y">outside</a><a href="/2.0.17/%E5%8A%9F%E8%83%BD">功能</a>',
  );
  write(site, '2.0.17/功能/index.html', '');
  assert.deepEqual(brokenLinks(site), [{ page: '/config/mqtt/index.html', link: '/config/missing' }]);
});

test("a version's older keys are removed but the last one used, so an edit undone finds its part again", () => {
  const dir = scratch();
  const keys = ['k1', 'k2', 'k3', 'k4'];
  keys.forEach((key, i) => {
    fs.mkdirSync(path.join(dir, key));
    fs.utimesSync(path.join(dir, key), new Date(1000 * (i + 1)), new Date(1000 * (i + 1)));
  });
  pruneOthers(dir, 'k1', KEPT_KEYS);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['k1', ...keys.slice(-KEPT_KEYS)].sort());
});
