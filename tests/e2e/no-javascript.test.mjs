// With JavaScript disabled, every sampled doc page of every version shows its full content, its
// sidebar and working links: the static HTML is complete.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, prefixOf } from '../fixtures/spec-routes.mjs';
import { useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const SAMPLE = ['/config/mqtt', '/gzyq/rule/GRAMMAR', '/auth/db', '/install/docker', '/gzyq/source/MYSQL', '/gzyq/event/connect'];

for (const v of VERSIONS) {
  test(`${v}: pages are complete without JavaScript`, async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const p of SAMPLE) {
      const url = `${env.server.baseUrl}${prefixOf(v)}${p}`;
      const res = await page.goto(url);
      assert.equal(res.status(), 200, url);
      assert.ok((await page.textContent('h1')).trim().length > 0, `${url} has a title`);
      const text = await page.textContent('article');
      assert.ok(text.length > 600, `${url} shows its content (${text.length} chars)`);
      assert.ok(await page.isVisible('.theme-doc-sidebar-container'), `${url} shows the sidebar`);
      assert.ok((await page.$$('.theme-doc-sidebar-container a[href]')).length >= 10, `${url} sidebar links`);
    }
    // Links work as plain links: follow one from the sidebar.
    await page.goto(`${env.server.baseUrl}${prefixOf(v)}/config/mqtt`);
    await Promise.all([page.waitForNavigation(), page.click('.theme-doc-sidebar-container a[href$="/config/cluster"]')]);
    assert.equal(new URL(page.url()).pathname, `${prefixOf(v)}/config/cluster`);
    assert.match(await page.textContent('h1'), /集群/);
    await context.close();
  });
}
