// `npm run check`'s samples step (scripts/lib/page-sample-checks.mjs) fails on what the suite's sample
// and content tests fail on, over the changed pages, naming the file, the line in it and the file to
// change: an unknown key in a config.yaml sample, a page under its content floor, a description another
// page of the version has, an empty section, a SQL statement its database does not parse. Each is
// planted in its own page of a scratch copy of the repository (.tmp/check/<case>, made as
// tests/unit/check.test.mjs makes them), which check takes as its root; the copy passes before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LATEST_VERSION } from '../../scripts/lib/docs-tree.mjs';
import { check, scratchCopy } from '../lib/scratch-copy.mjs';

/** The pages each mistake is planted in (latest version), one each. */
const PAGES = {
  yaml: 'docs/config/http.md',
  floor: 'docs/config/pool.md',
  description: 'docs/config/eventbus.md',
  descriptionOf: 'docs/config/cluster.md',
  section: 'docs/config/license.md',
  sql: 'docs/config/application.md',
};
const CHANGED = [PAGES.yaml, PAGES.floor, PAGES.description, PAGES.section, PAGES.sql];

/** The 1-based line of the first line of `file` (in `dir`) that `match` accepts. */
function lineOf(dir, file, match) {
  const at = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').findIndex(match);
  assert.ok(at >= 0, `${file} has the planted line`);
  return at + 1;
}

test('the samples step: a clean copy passes; each planted mistake fails it, naming the page, its line and the file to change', () => {
  const dir = scratchCopy('samples');
  const clean = check(dir, '--only=samples', ...CHANGED);
  assert.equal(clean.status, 0, clean.out);
  assert.match(clean.out, /✓ samples {2}ok — 5 pages: the changed pages/);

  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  // A config.yaml sample with a key FluxMQ has in no version.
  write(
    PAGES.yaml,
    `${read(PAGES.yaml)}\n## 另一个示例\n\n开启访问日志：\n\n\`\`\`yaml title="config.yaml"\nhttp:\n  port: :fact[port.http]\n  accessLogs: true\n\`\`\`\n`,
  );
  // The page cut to two short sections, far under its floor.
  const { data } = matter(read(PAGES.floor));
  write(
    PAGES.floor,
    `---\ntitle: ${JSON.stringify(data.title)}\ndescription: ${JSON.stringify(data.description)}\n---\n\n## 线程\n\n线程数。\n\n## 限速\n\n读写限速。\n`,
  );
  // Another page's description.
  const description = matter(read(PAGES.descriptionOf)).data.description;
  write(PAGES.description, read(PAGES.description).replace(/^description: .*$/m, `description: ${description}`));
  // A heading with nothing under it, before the page's second section.
  const license = read(PAGES.section).split('\n');
  const second = license.findIndex((l, i) => l.startsWith('## ') && license.slice(0, i).some((x) => x.startsWith('## ')));
  license.splice(second, 0, '## 待补充', '');
  write(PAGES.section, license.join('\n'));
  // A MySQL statement with a typo.
  write(PAGES.sql, `${read(PAGES.sql)}\n## 查询\n\n在数据库中查询：\n\n\`\`\`sql title="MySQL：查询"\nSELEC id FROM t;\n\`\`\`\n`);

  const { status, out } = check(dir, '--only=pages,samples', ...CHANGED);
  assert.equal(status, 1, out);
  assert.match(out, /✗ samples/);
  const expect = (text, why) => assert.ok(out.includes(text), `${why}: ${text}\n${out}`);

  const keyLine = lineOf(dir, PAGES.yaml, (l) => l.startsWith('  accessLogs:'));
  expect(`${PAGES.yaml}:${keyLine}: unknown key \`http.accessLogs\` — not in version ${LATEST_VERSION}`, 'the unknown key');
  expect(`add it to src/data/config-keys/pages/http.ts`, 'the data file to change');

  assert.match(out, new RegExp(`${PAGES.floor}:1: \\d+ characters of text, under the floor of \\d+ for config/pool in ${LATEST_VERSION}`));
  expect(`write the facts the notes of config/pool give in ${PAGES.floor}`, 'the floor: the page to change');

  const descLine = lineOf(dir, PAGES.description, (l) => l.startsWith('description:'));
  const firstLine = lineOf(dir, PAGES.descriptionOf, (l) => l.startsWith('description:'));
  expect(`${PAGES.description}:${descLine}: the same description as ${PAGES.descriptionOf}:${firstLine}`, 'the duplicate description');
  expect(`give ${PAGES.description} a description of its own`, 'the description: the page to change');

  expect(`${PAGES.section}:${second + 1}: empty section: ## 待补充`, 'the empty section, at its heading');
  assert.ok(!out.includes(`${PAGES.section}: empty section`), `the pages step leaves the section to the samples step\n${out}`);

  const sqlLine = lineOf(dir, PAGES.sql, (l) => l.startsWith('SELEC id'));
  expect(`${PAGES.sql}:${sqlLine}: MySQL (fence title 「MySQL：查询」): MySQL does not parse it`, 'the SQL typo');

  const files = /check: FAIL — .*files to fix: (.*)$/m.exec(out)?.[1].split(', ') ?? [];
  for (const file of CHANGED) assert.ok(files.includes(file), `${file} among the files to fix: ${files.join(', ')}`);
});
