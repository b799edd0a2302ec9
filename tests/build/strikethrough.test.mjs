// The built pages strike text through (<del>) only where their source asks for it with `~~…~~`.
// A pair of single "~" in prose (a range such as 「23%~24%…1.7G~1.9G」) renders as <del> too; each
// <del> of a version's pages whose text is not an asked-for strikethrough of that version fails,
// naming the address, the struck text and the source line that makes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtRoutes, htmlOf } from '../lib/site.mjs';
import { strikethroughs } from '../../scripts/lib/strikethrough.mjs';
import { allPages } from '../../scripts/lib/code-samples.mjs';
import { versionNames, versionPrefix } from '../../scripts/lib/docs-tree.mjs';

/** The text of each <del> in a page's HTML, tags removed and entities decoded. */
export function deletedTexts(html) {
  const decode = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
  return [...html.matchAll(/<del\b[^>]*>([\s\S]*?)<\/del>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, '')));
}

/** The docs version an address belongs to: the one whose prefix it starts with (the latest has none). */
function versionOfRoute(route, versions = versionNames()) {
  return versions.find((v) => versionPrefix(v) && (route === versionPrefix(v) || route.startsWith(`${versionPrefix(v)}/`))) ?? versions[0];
}

/**
 * Problems: each <del> of `htmlByRoute` whose text is not an asked-for strikethrough of its version's
 * `pages` ([{ version, file, source }]), with the source line when a single-tilde pair makes it.
 */
export function unexpectedDeletions(htmlByRoute, pages) {
  const byVersion = new Map();
  for (const p of pages) {
    const list = byVersion.get(p.version) ?? [];
    for (const s of strikethroughs(p.source)) list.push({ ...s, file: p.file });
    byVersion.set(p.version, list);
  }
  const problems = [];
  for (const [route, html] of htmlByRoute) {
    const found = byVersion.get(versionOfRoute(route)) ?? [];
    for (const text of deletedTexts(html)) {
      if (found.some((s) => s.intended && s.text === text)) continue;
      const cause = found.find((s) => !s.intended && s.text === text);
      problems.push(`${route}: <del>${text}</del>${cause ? ` from a pair of single "~" at ${cause.file}:${cause.line}` : ' that no ~~…~~ in the source asks for'}`);
    }
  }
  return problems;
}

test('a planted accidental strikethrough in a built page is caught, naming address, text and source line', () => {
  const latest = versionNames()[0];
  const pages = [{ version: latest, file: 'docs/test/x.md', source: '# x\n\n旧端口 ~~8081~~。\n\nCPU 23%~24%，内存 1.7G~1.9G。\n' }];
  const html = new Map([['/test/x', '<p>旧端口 <del>8081</del>。</p><p>CPU 23%<del>24%，内存 1.7G</del>1.9G。</p>']]);
  assert.deepEqual(unexpectedDeletions(html, pages), ['/test/x: <del>24%，内存 1.7G</del> from a pair of single "~" at docs/test/x.md:5']);
  // A <del> of another version's asked-for strikethrough is not this version's.
  const older = versionNames().at(-1);
  assert.equal(unexpectedDeletions(new Map([[`${versionPrefix(older)}/test/x`, '<del>8081</del>']]), pages).length, 1);
});

test('no built page strikes text through unless its source asks with ~~', () => {
  const routes = builtRoutes();
  assert.ok(routes.length > 100, `${routes.length} pages built`);
  const html = new Map(routes.map((r) => [r, htmlOf(r)]));
  assert.deepEqual(unexpectedDeletions(html, allPages()), []);
});
