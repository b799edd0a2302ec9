// `npm run check` (scripts/check.mjs) fails, naming the file to fix and what to add, for the mistakes a
// new maintainer makes that only the build tests would otherwise catch: a page missing from the route
// manifest, a version missing from the sidebar facts, a page in no sidebar, a heading renamed while
// a page links to it, a shared fact typed by hand, an ESLint error.
// Each is planted in a scratch copy of the repository (.tmp/check/<case>), which check takes as its root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { LATEST_VERSION, versionNames, markdownFiles } from '../../scripts/lib/docs-tree.mjs';
import { NEW_PAGE as PAGE, check, scratchCopy } from '../lib/scratch-copy.mjs';

test('a page missing from the route manifest fails routes, naming tests/fixtures/spec-routes.mjs and the entry to add', () => {
  const dir = scratchCopy('route');
  assert.equal(check(dir, '--only=routes,sidebars').status, 0, 'the copy passes before the page is added');
  fs.writeFileSync(path.join(dir, 'docs/config/tls.md'), PAGE);
  const { status, out } = check(dir, '--only=routes', 'docs/config/tls.md');
  assert.equal(status, 1, out);
  assert.match(out, /✗ routes/);
  assert.ok(
    out.includes(`docs/config/tls.md has no route in tests/fixtures/spec-routes.mjs (version ${LATEST_VERSION}: /config/tls)`),
    out,
  );
  assert.ok(out.includes(`add to PAGES in tests/fixtures/spec-routes.mjs:  ['config/tls', from('${LATEST_VERSION}')],`), out);
  assert.match(out, /check: FAIL — routes .*files to fix: tests\/fixtures\/spec-routes\.mjs/);
});

test('a version missing from the sidebar facts fails sidebars, naming tests/fixtures/facts-sidebars.md', () => {
  const dir = scratchCopy('sidebar-facts');
  const oldest = versionNames().at(-1);
  const factsFile = path.join(dir, 'tests/fixtures/facts-sidebars.md');
  const facts = fs.readFileSync(factsFile, 'utf8');
  const start = facts.indexOf(`## ${oldest}\n`);
  assert.ok(start > 0, `the facts have a section for ${oldest}`);
  const end = facts.indexOf('\n## ', start + 1);
  fs.writeFileSync(factsFile, facts.slice(0, start) + (end === -1 ? '' : facts.slice(end + 1)));
  const { status, out } = check(dir, '--only=sidebars');
  assert.equal(status, 1, out);
  assert.ok(out.includes(`tests/fixtures/facts-sidebars.md has no section for version ${oldest}`), out);
  assert.ok(out.includes(`add a section \`## ${oldest}\` to tests/fixtures/facts-sidebars.md`), out);
  assert.match(out, /check: FAIL — sidebars .*files to fix: tests\/fixtures\/facts-sidebars\.md/);
});

test('a doc added to sidebars.ts but not to the sidebar facts fails sidebars, giving the line to add', () => {
  const dir = scratchCopy('sidebar-doc');
  fs.writeFileSync(path.join(dir, 'docs/config/tls.md'), PAGE);
  const sidebarsFile = path.join(dir, 'sidebars.ts');
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  assert.ok(sidebars.includes("'config/license'"));
  fs.writeFileSync(sidebarsFile, sidebars.replace("'config/license'", "'config/license',\n        'config/tls'"));
  const { status, out } = check(dir, '--only=sidebars');
  assert.equal(status, 1, out);
  assert.ok(out.includes('add `  - config/tls` under category「配置指南」 in tests/fixtures/facts-sidebars.md'), out);
  assert.ok(out.includes('after `- config/license`'), out);
});

test('a page in no sidebar and not listed outside one fails sidebars, naming the sidebar file and both ways to fix it', () => {
  const dir = scratchCopy('orphan-page');
  fs.writeFileSync(path.join(dir, 'docs/config/tls.md'), PAGE);
  const { status, out } = check(dir, '--only=sidebars');
  assert.equal(status, 1, out);
  assert.ok(out.includes(`docs/config/tls.md is in no sidebar of ${LATEST_VERSION} and not listed outside it`), out);
  assert.ok(out.includes("add 'config/tls' to sidebars.ts in its category"), out);
  assert.ok(out.includes('"Outside the sidebar:" line'), out);
  assert.match(out, /check: FAIL — sidebars .*files to fix: sidebars\.ts/);
});

test('a heading renamed while another page links to it fails anchors, naming the linking page and line', () => {
  const dir = scratchCopy('renamed-heading');
  assert.equal(check(dir, '--only=anchors').status, 0, 'the copy passes before the heading is renamed');
  // A link of the latest version into a heading of another page, and that heading.
  let found;
  for (const rel of markdownFiles(path.join(dir, 'docs'))) {
    const lines = fs.readFileSync(path.join(dir, 'docs', rel), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const m = /\]\((\.{1,2}\/[^)#\s]+\.md)#([^)\s]+)\)/.exec(line);
      if (found || !m) return;
      const target = path.resolve(path.dirname(path.join(dir, 'docs', rel)), m[1]);
      const targetLines = fs.readFileSync(target, 'utf8').split('\n');
      const slugger = createSlugger();
      const at = targetLines.findIndex(
        (l) => /^#{2,3} /.test(l) && !l.includes('{#') && slugger.slug(l.replace(/^#+ /, '')) === decodeURIComponent(m[2]),
      );
      if (at >= 0) found = { file: `docs/${rel}`, line: i + 1, target, targetLines, at };
    });
    if (found) break;
  }
  assert.ok(found, 'a page of the latest version links to a heading of another page');
  found.targetLines[found.at] += '（已改名）';
  fs.writeFileSync(found.target, found.targetLines.join('\n'));
  const { status, out } = check(dir, '--only=anchors');
  assert.equal(status, 1, out);
  assert.ok(out.includes(`${found.file}:${found.line}: the link`), out);
  assert.match(out, /leads to no anchor of/);
  assert.match(out, /check: FAIL — anchors .*files to fix: /);
});

test('a port typed where a shared fact exists and a broken link fail pages, naming the page, its line in the file and the fix', () => {
  const dir = scratchCopy('shared-fact');
  const page = path.join(dir, 'docs/config/mqtt.md');
  assert.equal(check(dir, '--only=pages', 'docs/config/mqtt.md').status, 0, 'the page passes before the port is typed');
  fs.appendFileSync(page, '\n## 默认端口\n\n普通 MQTT 监听器的默认端口是 1883。\n\n另见 [TLS 配置](./tls.md)。\n');
  // Line numbers are the file's own, front matter included: what an editor shows.
  const lines = fs.readFileSync(page, 'utf8').split('\n');
  const portLine = lines.indexOf('普通 MQTT 监听器的默认端口是 1883。') + 1;
  const linkLine = lines.indexOf('另见 [TLS 配置](./tls.md)。') + 1;
  const { status, out } = check(dir, '--only=pages', 'docs/config/mqtt.md');
  assert.equal(status, 1, out);
  assert.ok(out.includes(`docs/config/mqtt.md: shared fact typed by hand, line ${portLine}: 1883 → :fact[port.mqtt]`), out);
  assert.ok(out.includes(`docs/config/mqtt.md: line ${linkLine}: broken relative link: ./tls.md`), out);
  assert.match(out, /check: FAIL — pages .*files to fix: docs\/config\/mqtt\.md/);
});

test('an ESLint error fails lint, naming the file, line and rule', () => {
  const dir = scratchCopy('eslint');
  const file = 'src/features/start-up/planted.tsx';
  fs.writeFileSync(
    path.join(dir, file),
    'import React from \'react\';\n\nexport default function Planted() {\n  return <a href="/config/mqtt">MQTT</a>;\n}\n',
  );
  const { status, out } = check(dir, '--only=lint', file);
  assert.equal(status, 1, out);
  assert.ok(out.includes(`${file}:4:10 @docusaurus/no-html-links`), out);
  assert.match(out, /check: FAIL — lint .*files to fix: src\/features\/start-up\/planted\.tsx/);
  fs.writeFileSync(
    path.join(dir, file),
    "import React from 'react';\nimport Link from '@docusaurus/Link';\n\nexport default function Planted() {\n  return <Link to=\"/config/mqtt\">MQTT</Link>;\n}\n",
  );
  assert.equal(check(dir, '--only=lint', file).status, 0, 'the fixed file passes');
});
