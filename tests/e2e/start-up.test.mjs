// How a page starts: every script it needs before it becomes interactive is named in its HTML, so
// the browser fetches them all at once, and none is discovered and inserted while main.js runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const PAGES = ['/config/store', '/', '/2.0.17/install/docker', '/category/前言', '/search/?q=kafka', '/2.1.0/gzyq/rule/FUNCTION'];

test('each page names its start-up scripts in its HTML: none is inserted before it becomes interactive', async () => {
  for (const p of PAGES) {
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(() => {
      window.__insertedBeforeHydration = [];
      new MutationObserver((records) => {
        if (document.documentElement.dataset.hasHydrated === 'true') return;
        // The webpack runtime marks the script elements it inserts with data-webpack.
        for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'SCRIPT' && n.hasAttribute('data-webpack')) window.__insertedBeforeHydration.push(n.src);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
    const named = [...(await response.text()).matchAll(/<script[^>]*\ssrc=/g)].length;
    await hydrated(page);
    const inserted = await page.evaluate(() => window.__insertedBeforeHydration);
    assert.deepEqual(inserted, [], `${p}: scripts inserted while the page started`);
    assert.ok(named > 2, `${p}: the HTML names the page's chunks besides main.js and the runtime (${named} scripts)`);
    assert.deepEqual(page.errors, [], p);
    await context.close();
  }
});
