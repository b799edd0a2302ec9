// Every page of every version is a real page: no placeholder, front matter with a title and a
// description unique in its version, at least two h2 sections and none empty, code blocks that
// name their language, and a body no shorter than its facts warrant.
//
// The floor: a page must carry every fact of its notes (tests/fixtures/notes-sizes.json holds the
// length of each page's notes file). Notes are terse English; the same facts told in Chinese prose
// with tables and an example take at least a third of the notes' length in characters, so the floor
// is 0.33 × the notes length, at least 600 characters. Pages whose older versions the notes describe
// as much shorter have their own floor in OLDER_PAGE_FLOORS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LATEST_VERSION, versionNames, versionDir, markdownFiles, docIdOf } from '../../scripts/lib/docs-tree.mjs';
import { PLACEHOLDER, sectionProblems, unlabelledFences } from '../../scripts/lib/page-checks.mjs';
import { descriptionClashes } from '../../scripts/lib/page-sample-checks.mjs';
import { floorFor, readableLength } from '../lib/content-floor.mjs';

for (const v of versionNames()) {
  test(`content of ${v}: every page is written, structured and long enough`, () => {
    const dir = versionDir(v);
    const problems = [];
    const described = [];
    for (const rel of markdownFiles(dir)) {
      const id = docIdOf(rel);
      const raw = fs.readFileSync(path.join(dir, rel), 'utf8');
      const { data, content } = matter(raw);
      if (raw.includes(PLACEHOLDER)) problems.push(`${id}: holds the placeholder`);
      if (!data.title) problems.push(`${id}: no title`);
      if (!data.description) problems.push(`${id}: no description`);
      else described.push({ id, description: data.description });
      for (const p of sectionProblems(content)) problems.push(`${id}: ${p}`);
      if (unlabelledFences(content).length) problems.push(`${id}: code block without a language`);
      const len = readableLength(content);
      const floor = floorFor(id, v);
      if (len < floor) problems.push(`${id}: ${len} characters, floor ${floor}`);
    }
    for (const { page, first } of descriptionClashes(described)) problems.push(`${page.id}: same description as ${first.id}`);
    assert.deepEqual(problems, []);
  });
}

test('the content check fails on a placeholder page and on a short page', () => {
  assert.ok(readableLength('## 标题\n\n短。\n') < floorFor('config/store', LATEST_VERSION));
  assert.deepEqual(sectionProblems('正文\n\n## 一\n\n## 二\n\n内容\n'), ['empty section: ## 一']);
  assert.deepEqual(sectionProblems('## 只有一节\n\n内容\n'), ['has 1 h2 sections, needs at least 2']);
});
