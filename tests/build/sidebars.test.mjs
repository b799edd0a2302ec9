// The built sidebars match the sidebar tree the facts give for each version
// (tests/fixtures/facts-sidebars.md): labels, order and nesting; the listed pages stay outside the sidebar,
// and every page in it is drawn with that sidebar, marking the page itself as the one being read.
// `npm run check` compares the same facts with the sources (sidebars.ts, versioned_sidebars/) without a build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { parseSidebarFacts } from '../../scripts/lib/sidebar-facts.mjs';
import { VERSIONS, prefixOf, outsideSidebar } from '../fixtures/spec-routes.mjs';
import { htmlOf } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { versionOrder } = await importTs('src/data/versions.ts');

/** The facts' sidebar tree per version: { version: { outside: [], tree: [...] } } with simple nodes. */
const parseFacts = () => parseSidebarFacts(ROOT);

/** The built sidebar of a version, from the docs plugin's generated data, in the same simple shape. */
function builtSidebar(v) {
  const dir = path.join(ROOT, '.docusaurus/docusaurus-plugin-content-docs/default/p');
  for (const f of fs.readdirSync(dir)) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const version = data.version;
    if (!version?.docsSidebars || version.label !== v) continue;
    const simplify = (items) =>
      items.map((i) =>
        i.type === 'category'
          ? { category: i.label, items: simplify(i.items), href: i.href }
          : { doc: i.docId, label: i.label, href: i.href },
      );
    return simplify(version.docsSidebars.tutorialSidebar);
  }
  throw new Error(`no built sidebar for ${v}`);
}

const described = parseFacts();
/**
 * The facts of version v: its own section. A version cut after the facts were written (newer than
 * every version they describe) starts as a copy of its predecessor, so it has the newest described one's.
 */
const newestDescribed = VERSIONS.find((v) => described[v]);
const facts = Object.fromEntries(
  VERSIONS.map((v) => {
    const own = described[v] ?? (versionOrder(v) > versionOrder(newestDescribed) ? described[newestDescribed] : undefined);
    if (!own) throw new Error(`tests/fixtures/facts-sidebars.md has no section for ${v}`);
    return [v, own];
  }),
);

for (const v of VERSIONS) {
  test(`sidebar of ${v} matches the facts: labels, order, nesting`, () => {
    const strip = (items, withLabels) =>
      items.map((i) => (i.category ? { category: i.category, items: strip(i.items, withLabels) } : withLabels && i.label ? { doc: i.doc, label: i.label } : { doc: i.doc }));
    const built = builtSidebar(v);
    const expected = facts[v].tree;
    assert.deepEqual(strip(built, false), strip(expected, false));
    // Sidebar labels given by the facts are used.
    const labelled = [];
    const walk = (items, b) => items.forEach((i, n) => (i.category ? walk(i.items, b[n].items) : i.label && labelled.push([i.label, b[n].label])));
    walk(expected, built);
    for (const [want, got] of labelled) assert.equal(got, want);
  });

  test(`sidebar of ${v}: every category has its generated index page`, () => {
    const walk = (items) => items.flatMap((i) => (i.category ? [i, ...walk(i.items)] : []));
    for (const c of walk(builtSidebar(v))) {
      assert.equal(decodeURI(c.href), `${prefixOf(v)}/category/${c.category.toLowerCase()}`);
    }
  });

  test(`pages outside the sidebar of ${v} render without a sidebar, others with one`, () => {
    const outside = outsideSidebar(v);
    assert.deepEqual([...facts[v].outside].sort(), [...outside].sort());
    for (const id of outside) {
      assert.doesNotMatch(htmlOf(`${prefixOf(v)}/${id}`), /theme-doc-sidebar-container/, `${id} has a sidebar`);
    }
  });

  test(`every page in the sidebar of ${v} renders that sidebar, with itself marked as the current page`, () => {
    const docs = (items) => items.flatMap((i) => (i.category ? docs(i.items) : [i]));
    const pages = docs(builtSidebar(v));
    assert.ok(pages.length > 50, `${pages.length} pages in the sidebar of ${v}`);
    const problems = [];
    for (const { doc, href } of pages) {
      const html = htmlOf(href);
      const start = html.indexOf('theme-doc-sidebar-container');
      if (start < 0) {
        problems.push(`${href} (${doc}): no sidebar`);
        continue;
      }
      const sidebar = html.slice(start, html.indexOf('</aside>', start));
      // The sidebar's links marked as the page being read (the minifier drops attribute quotes).
      const current = [...sidebar.matchAll(/<a\b[^>]*\baria-current="?page"?[^>]*>/g)].map((m) => /\bhref="?([^"\s>]+)/.exec(m[0])?.[1]);
      if (current.length !== 1 || decodeURI(current[0] ?? '') !== decodeURI(href))
        problems.push(`${href} (${doc}): the sidebar marks ${JSON.stringify(current)} as the current page`);
    }
    assert.deepEqual(problems, []);
  });
}
