// Every page's HTML holds the characters of its source and nothing else: no stray NUL written by
// React's streaming renderer, and no "�" (U+FFFD), which the HTML minifier makes of one
// (src/features/start-up/whole-characters-ssr). A broken heading id or link target breaks in-page jumps and
// links for every reader, and shows as "�" to readers without JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtRoutes, htmlOf } from '../lib/site.mjs';

test('no page of the build has a stray NUL or a broken (U+FFFD) character', () => {
  const routes = builtRoutes();
  assert.ok(routes.length > 100, `${routes.length} pages`);
  const broken = [];
  for (const route of routes) {
    const html = htmlOf(route);
    // eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
    const at = html.search(/[\u0000\uFFFD]/);
    if (at !== -1) broken.push(`${route}: …${html.slice(Math.max(0, at - 40), at + 10)}…`);
  }
  assert.deepEqual(broken.slice(0, 10), [], `${broken.length} pages with a broken character`);
});

test('the heading ids and link targets of a long Chinese page are whole', () => {
  const html = htmlOf('/config/store');
  assert.match(html, /<h2 class="anchor anchorWithStickyNavbar_[\w-]+" id="?备份与恢复/);
  assert.match(html, /href="?\/category\/规则引擎"?/);
});
