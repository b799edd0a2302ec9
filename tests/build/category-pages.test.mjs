// Every category index page of every version (/category/…) says what its section covers and when to
// read it: one or two Chinese sentences under its title, the same text as its meta description (what
// a search engine shows), each its own within the version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, categoryRoutes } from '../fixtures/spec-routes.mjs';
import { htmlOf } from '../lib/site.mjs';
import { metaDescription } from '../lib/html-text.mjs';

/** The paragraph under the page's title (the theme's generated index: <header><h1>…</h1><p>…; the minified HTML leaves out </p>). */
const shownDescription = (html) => html.match(/<header><h1[^>]*>[\s\S]*?<\/h1><p>([\s\S]*?)(?:<\/p>|<\/header>)/)?.[1];

for (const version of VERSIONS) {
  test(`${version}: every category page describes its section, on the page and as its meta description`, () => {
    const routes = categoryRoutes(version);
    assert.ok(routes.length >= 18, `${routes.length} category pages`);
    const seen = new Map();
    const problems = [];
    for (const route of routes) {
      const html = htmlOf(route);
      const meta = metaDescription(html);
      const shown = shownDescription(html);
      if (!shown) problems.push(`${route}: no description under the title`);
      else if (shown !== meta) problems.push(`${route}: meta description "${meta}" is not the shown "${shown}"`);
      else if (!/\p{Script=Han}/u.test(shown) || shown.length < 30 || shown.length > 200) problems.push(`${route}: "${shown}" is not one or two Chinese sentences`);
      else if (seen.has(shown)) problems.push(`${route}: same description as ${seen.get(shown)}`);
      else seen.set(shown, route);
      const sentences = (shown ?? '').split('。').filter(Boolean).length;
      if (shown && (sentences < 1 || sentences > 2)) problems.push(`${route}: ${sentences} sentences`);
    }
    assert.deepEqual(problems, []);
  });
}
