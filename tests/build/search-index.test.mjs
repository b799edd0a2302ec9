// Each docs version has its own search index: it parses, has the five hit-type sections
// (Title, Heading, Description, Keywords, Content) and points only at routes of that version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, LATEST, prefixOf } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, htmlOf } from '../lib/site.mjs';

const OLDER = VERSIONS.filter((v) => v !== LATEST);

function indexOf(v) {
  const file = path.join(BUILD_DIR, prefixOf(v).slice(1), 'search-index.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

for (const v of VERSIONS) {
  test(`search index of ${v}: five hit-type sections, documents of ${v} only`, () => {
    const idx = indexOf(v);
    assert.ok(Array.isArray(idx));
    assert.equal(idx.length, 5, 'one section per hit type');
    for (const section of idx) {
      assert.ok(Array.isArray(section.documents));
      assert.ok(section.index && typeof section.index === 'object');
    }
    const titles = idx[0].documents;
    assert.ok(titles.length >= 100, `only ${titles.length} title documents`);
    for (const doc of idx.flatMap((s) => s.documents)) {
      assert.equal(typeof doc.u, 'string');
      if (v === LATEST) {
        assert.ok(!OLDER.some((o) => doc.u.startsWith(`/${o}/`)), `${doc.u} belongs to an older version`);
      } else {
        assert.ok(doc.u.startsWith(`/${v}/`), `${doc.u} is not under /${v}/`);
      }
    }
  });
}

// A reader searches a section and a topic together (「数据源配置 kafka」): each page in a sidebar
// category is indexed with its section names and its title in one text, its Keywords document
// (src/features/search/SectionKeywords.tsx). The sections are read here as the plugin reads them from
// the page's rendered sidebar (a title document's breadcrumb `b`: the navbar's active item, then the
// open categories).
for (const v of VERSIONS) {
  test(`search index of ${v}: every page in a sidebar category has its section names and title in one Keywords text`, () => {
    const [titles, , , keywords] = indexOf(v);
    const keywordsOf = new Map(keywords.documents.map((doc) => [doc.p, doc.t.split(/\s*,\s*/)]));
    const missing = [];
    let inSections = 0;
    for (const page of titles.documents) {
      const sections = (page.b ?? []).slice(1);
      if (sections.length === 0) continue;
      inSections += 1;
      const words = keywordsOf.get(page.i) ?? [];
      const absent = [...sections, page.t].filter((word) => !words.includes(word));
      if (absent.length) missing.push(`${page.u}: ${absent.join(', ')} (keywords: ${words.join(', ') || 'none'})`);
    }
    // Most pages sit in a category (the check is not passed by reading no breadcrumb at all).
    assert.ok(inSections > titles.documents.length / 2, `only ${inSections} of ${titles.documents.length} pages in a sidebar category`);
    assert.deepEqual(missing, []);
  });
}

test('the Chinese and English vocabulary is in the index', () => {
  const raw = fs.readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8');
  assert.match(raw, /集群/);
  assert.match(raw, /kafka/i);
});

// What each index holds (config/search.ts): a key is found on the 配置指南 page that explains it;
// the 配置速查 tables (the same rows) and the code blocks (copied, not searched) are left out.
const CONFIG_PAGES = ['read', 'mqtt', 'pool', 'cluster', 'http', 'eventbus', 'store', 'shareSubscribe', 'retry', 'application', 'license', 'es'];
const keysIn = (html) =>
  [...html.matchAll(/<table class="?config-keys[ ">][\s\S]*?<\/table>/g)].flatMap((t) =>
    [...t[0].matchAll(/<tr[^>]*><td[^>]*><code>([^<]+)<\/code>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
  );
const textOf = (html) => html.replace(/<br>/g, '\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The lines of a page's code blocks that are long enough to be unique. */
const codeLines = (html) =>
  [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].flatMap((m) =>
    textOf(m[1])
      .split('\n')
      .map((l) => l.trim().replace(/\s+/g, ' '))
      .filter((l) => l.length >= 24),
  );

for (const v of VERSIONS) {
  test(`search index of ${v}: every config key on its own page; no 配置速查 table rows, no code-block lines`, () => {
    const content = indexOf(v)[4].documents;
    const docsOf = (url) => content.filter((d) => d.u === url);
    const allKeys = new Set();
    for (const p of CONFIG_PAGES) {
      const url = `${prefixOf(v)}/config/${p}`;
      const html = htmlOf(url);
      const texts = docsOf(url).map((d) => d.t);
      for (const key of keysIn(html)) {
        allKeys.add(key);
        assert.ok(texts.some((t) => t.includes(key)), `${key} is not in the index of ${url}`);
      }
      for (const line of codeLines(html)) {
        assert.ok(!texts.some((t) => t.includes(line)), `${url}: a code-block line is indexed: ${line}`);
      }
    }
    assert.ok(allKeys.size >= 40, `only ${allKeys.size} keys`);
    const quick = docsOf(`${prefixOf(v)}/config/quick-reference`).map((d) => d.t);
    const listedThere = [...allKeys].filter((k) => quick.some((t) => t.includes(k)));
    // The page's own text names a few keys as examples; its tables name them all.
    assert.ok(listedThere.length <= allKeys.size / 10, `配置速查's tables are indexed: ${listedThere.length} of ${allKeys.size} keys`);
  });
}
