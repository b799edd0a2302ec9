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

test('the app starts in stages, each in its own task, and then hydrates the page', async () => {
  for (const p of ['/config/store', '/2.0.17/install/docker']) {
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(() => {
      // Count the browser's turns with a message loop, and note the count at each start-up mark:
      // a stage that ran in its own task sees a later count than the one before it.
      window.__turns = 0;
      window.__stages = [];
      const loop = new MessageChannel();
      window.__turnLoop = loop; // kept reachable, or the channel could be collected
      loop.port1.onmessage = () => {
        window.__turns += 1;
        if (document.documentElement?.dataset.hasHydrated !== 'true') loop.port2.postMessage(0);
      };
      loop.port2.postMessage(0);
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (String(name).startsWith('fluxmq:start-up:')) window.__stages.push([name.slice('fluxmq:start-up:'.length), window.__turns]);
        return mark(name, options);
      };
    });
    await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
    await hydrated(page);
    const stages = await page.evaluate(() => window.__stages);
    assert.deepEqual(
      stages.map(([name]) => name),
      ['client modules', 'react-dom', 'route table', 'theme layout', 'page route', 'client entry'],
      `${p}: the start-up stages, in order`,
    );
    for (let i = 1; i < stages.length; i++) {
      assert.ok(stages[i][1] > stages[i - 1][1], `${p}: the browser had a turn between "${stages[i - 1][0]}" and "${stages[i][0]}" (${JSON.stringify(stages)})`);
    }
    assert.deepEqual(page.errors, [], p);
    await context.close();
  }
});
