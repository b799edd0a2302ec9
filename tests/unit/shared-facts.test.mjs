// Shared facts (src/data/shared-facts.ts): one value per docs version for the ports, image and paths
// that many pages repeat. Pages write :fact[id]; a value typed by hand in prose fails here, so no two
// pages of a version can state different ports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { importTs } from '../lib/import-ts.mjs';
import { handTypedFacts } from '../../scripts/lib/page-checks.mjs';
import { versionNames, versionDir, markdownFiles, ROOT } from '../../scripts/lib/docs-tree.mjs';

const facts = await importTs('src/data/shared-facts.ts');
const { default: remarkSharedFacts } = await importTs('src/features/shared-facts/remark-shared-facts.ts');
const versions = versionNames();
const oldest = versions.at(-1);
const latest = versions[0];

test('the shared facts data is sound: every span in a docs version, one value per version', () => {
  assert.deepEqual(facts.sharedFactProblems(), []);
  for (const v of versions) assert.ok(facts.factValue('port.mqtt', v), `port.mqtt has a value in ${v}`);
});

test('broken fact data is reported, naming the fact', () => {
  const broken = {
    'port.x': { meaning: 'x', guardProse: true, spans: [{ value: '1' }, { since: latest, value: '2' }] },
    'port.y': { meaning: 'y', guardProse: true, spans: [{ since: '0.0.1', value: '3' }] },
    'port.z': { meaning: 'z', guardProse: true, spans: [{ since: latest, until: oldest, value: '4' }] },
  };
  const problems = facts.sharedFactProblems(broken).join('\n');
  assert.match(problems, new RegExp(`port\\.x: 2 values for version ${latest.replace(/\./g, '\\.')}`));
  assert.match(problems, /port\.y \(span 1\): since "0\.0\.1" is not a docs version/);
  assert.match(problems, /port\.z \(span 1\): until .* is not after since/);
});

async function render(markdown, file) {
  const out = await compile(
    { value: markdown, path: file },
    { remarkPlugins: [remarkGfm, remarkDirective, remarkSharedFacts], format: 'mdx' },
  );
  return String(out);
}

test('a page renders the value of its own version, in prose, tables, inline code and code blocks', async () => {
  const md =
    '端口 :fact[port.mqtt]。\n\n| 端口 |\n| --- |\n| :fact[port.http] |\n\n`-p :fact[port.http]::fact[port.http]`\n\n```bash\ndocker pull :fact[image]\n```\n';
  const latestOut = await render(md, path.join(ROOT, 'docs/install/x.md'));
  const oldOut = await render(md, path.join(ROOT, `versioned_docs/version-${oldest}/install/x.md`));
  const [mqtt, http] = [facts.factValue('port.mqtt', latest), facts.factValue('port.http', latest)];
  assert.ok(latestOut.includes(`端口 ${mqtt}。`), 'prose token rendered');
  assert.ok(latestOut.includes(`-p ${http}:${http}`), 'inline code token rendered');
  assert.ok(latestOut.includes(`docker pull ${facts.factValue('image', latest)}`), 'code block token rendered');
  assert.ok(oldOut.includes(`docker pull ${facts.factValue('image', oldest)}`), 'older version gets its own image');
  assert.ok(!latestOut.includes(':fact['), 'no token left');
});

test(':fact[version] is the version the page belongs to', async () => {
  assert.ok((await render('版本 :fact[version]。\n', path.join(ROOT, 'docs/x.md'))).includes(`版本 ${latest}。`));
  assert.ok(
    (await render('版本 :fact[version]。\n', path.join(ROOT, `versioned_docs/version-${oldest}/x.md`))).includes(`版本 ${oldest}。`),
  );
});

test('an unknown fact fails the build, naming it and the file', async () => {
  await assert.rejects(
    render('端口 :fact[port.nope]。\n', path.join(ROOT, 'docs/x.md')),
    /docs\/x\.md: unknown shared fact ":fact\[port\.nope\]"/,
  );
});

test('the hand-typed-fact check flags a value in prose, table and inline code, not in code blocks or tokens', async () => {
  const guarded = facts.guardedFacts(latest);
  const mqtt = facts.factValue('port.mqtt', latest);
  assert.equal((await handTypedFacts(`默认端口为 ${mqtt}。\n`, guarded)).length, 1);
  assert.equal((await handTypedFacts(`| 端口 |\n| --- |\n| ${mqtt} |\n`, guarded)).length, 1);
  assert.equal((await handTypedFacts(`执行 \`-p ${mqtt}:${mqtt}\`。\n`, guarded)).length, 1);
  assert.equal((await handTypedFacts(`\`\`\`yaml\nport: ${mqtt}\n\`\`\`\n`, guarded)).length, 0);
  assert.equal((await handTypedFacts('默认端口为 :fact[port.mqtt]，另一个监听器用 1887。\n', guarded)).length, 0);
});

for (const v of versions) {
  test(`no page of ${v} types a shared fact by hand (run node scripts/use-shared-facts.mjs <file>)`, async () => {
    const guarded = facts.guardedFacts(v);
    const findings = [];
    for (const rel of markdownFiles(versionDir(v))) {
      const { content } = matter(fs.readFileSync(path.join(versionDir(v), rel), 'utf8'));
      for (const f of await handTypedFacts(content, guarded)) findings.push(`${rel} ${f}`);
    }
    assert.deepEqual(findings, []);
  });
}
