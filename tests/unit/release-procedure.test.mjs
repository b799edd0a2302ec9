// Cutting a release is one command, and the check after it names what the cut left stale. In a
// scratch copy of the repository, `npm run cut -- <next label>` (scripts/cut.mjs) freezes docs/, sets
// the label and writes versions.json as Prettier formats it; then `npm run check`'s release step names
// the announcement, the release artefacts and the missing upgrade notes, each with its file and line,
// until a maintainer writes them for the new release; and a page of the new latest that types its
// own label. A label that is not newer is refused, and a
// versions.json whose first version is not older than the latest label fails the check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, LATEST_VERSION, markdownFiles } from '../../scripts/lib/docs-tree.mjs';
import { copyRepository, nextLabel } from '../lib/version-cut.mjs';

const node = (dir, ...args) => {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};
const NEXT = nextLabel(LATEST_VERSION);

test(`npm run cut -- ${NEXT}: docs frozen, label set, versions.json formatted; check names the announcement, artefacts and upgrade notes until they are written`, () => {
  const dir = path.join(ROOT, '.tmp/release-procedure');
  copyRepository(ROOT, dir);
  const before = JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'));
  const cut = node(dir, 'scripts/cut.mjs', NEXT);
  assert.equal(cut.status, 0, cut.out);

  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8')), [LATEST_VERSION, ...before]);
  const prettier = node(dir, 'node_modules/prettier/bin/prettier.cjs', '--check', 'versions.json');
  assert.equal(prettier.status, 0, `versions.json as the cut leaves it is not formatted:\n${prettier.out}`);
  assert.match(
    fs.readFileSync(path.join(dir, 'config/versions.ts'), 'utf8'),
    new RegExp(`LATEST_VERSION = '${NEXT.replaceAll('.', '\\.')}'`),
  );
  const frozen = path.join(dir, `versioned_docs/version-${LATEST_VERSION}`);
  assert.deepEqual(markdownFiles(frozen), markdownFiles(path.join(ROOT, 'docs')));
  assert.match(
    fs.readFileSync(path.join(dir, 'tests/fixtures/facts-sidebars.md'), 'utf8'),
    new RegExp(`^## ${NEXT.replaceAll('.', '\\.')}$`, 'm'),
  );

  const stale = node(dir, 'scripts/check.mjs', '--only=release,routes,sidebars');
  assert.equal(stale.status, 1, stale.out);
  assert.match(
    stale.out,
    new RegExp(`src/data/release\\.ts:\\d+: the announcement bar announces [\\d.]+ .*the latest is ${NEXT.replaceAll('.', '\\.')}`),
  );
  assert.match(stale.out, /src\/data\/shared-facts\.ts:\d+: the release artefacts .* were written for/);
  assert.ok(stale.out.includes(`no upgrade note for ${NEXT}`), stale.out);
  assert.match(stale.out, /✓ routes/, 'the route manifest needs nothing for a cut');
  assert.match(stale.out, /✓ sidebars/, 'the sidebar facts got the new section');

  // What the maintainer writes for the new release.
  const edit = (file, from, to) => {
    const p = path.join(dir, file);
    const text = fs.readFileSync(p, 'utf8');
    assert.ok(from.test(text), `${file}: ${from}`);
    fs.writeFileSync(p, text.replace(from, to));
  };
  edit('src/data/release.ts', /version: '[^']*'/, `version: '${NEXT}'`);
  edit('src/data/shared-facts.ts', /ARTEFACTS_WRITTEN_FOR = '[^']*'/, `ARTEFACTS_WRITTEN_FOR = '${NEXT}'`);
  edit(
    'src/features/version-changes/upgrade-notes.ts',
    /(const WRITTEN_NOTES[^=]*=\s*\[)/,
    `$1\n  { since: '${NEXT}', topic: '备份与验证', text: ['升级前备份 config.yaml 与持久化数据。'] },`,
  );
  const written = node(dir, 'scripts/check.mjs', '--only=release,routes,sidebars');
  assert.equal(written.status, 0, written.out);

  // A page of the new latest that names its own version by the label: wrong after the next cut.
  const page = path.join(dir, 'docs/api/README.md');
  fs.appendFileSync(page, `\n## 版本\n\n本页说明 FluxMQ ${NEXT} 的 HTTP API。\n`);
  const line = fs.readFileSync(page, 'utf8').split('\n').indexOf(`本页说明 FluxMQ ${NEXT} 的 HTTP API。`) + 1;
  const typed = node(dir, 'scripts/check.mjs', '--only=release');
  assert.equal(typed.status, 1, typed.out);
  assert.ok(
    typed.out.includes(`docs/api/README.md:${line}: the latest label ${NEXT} typed where the page means its own version`),
    typed.out,
  );
  assert.ok(typed.out.includes('write :fact[version] there'), typed.out);
});

test('a label that is not newer than the latest is refused, changing nothing', () => {
  const dir = path.join(ROOT, '.tmp/release-procedure-wrong');
  copyRepository(ROOT, dir);
  const r = node(dir, 'scripts/cut.mjs', LATEST_VERSION);
  assert.equal(r.status, 1, r.out);
  assert.ok(r.out.includes(`must be newer than the latest, ${LATEST_VERSION}`), r.out);
  assert.ok(!fs.existsSync(path.join(dir, `versioned_docs/version-${LATEST_VERSION}`)));
});

test("docs:version run by hand under a newer name than the label fails check's release step, naming versions.json", () => {
  const dir = path.join(ROOT, '.tmp/release-procedure-order');
  copyRepository(ROOT, dir);
  // What `docusaurus docs:version ${NEXT}` writes into versions.json (the label left as it was).
  const versionsFile = path.join(dir, 'versions.json');
  fs.writeFileSync(versionsFile, JSON.stringify([NEXT, ...JSON.parse(fs.readFileSync(versionsFile, 'utf8'))]));
  const check = node(dir, 'scripts/check.mjs', '--only=release');
  assert.equal(check.status, 1, check.out);
  assert.ok(
    check.out.includes(
      `versions.json lists ${NEXT} after ${LATEST_VERSION} (the latest label, config/versions.ts), but ${NEXT} is not older`,
    ),
    check.out,
  );
});
