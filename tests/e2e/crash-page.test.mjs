// A page component that throws shows the framework's crash page in Chinese, with the cause chain,
// and 'Try again' renders the page once the fault is gone. The throwing page exists only in the
// test build (config/test-build.ts), never on the published site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { hydrated, newPage, site, useSiteAndBrowser } from '../lib/site.mjs';
import { ensureTestBuild } from '../lib/test-build.mjs';

const env = useSiteAndBrowser({ serve: () => startNginx(ensureTestBuild()) });

test('a reader of the published site who opens the test-only crash address gets the not-found page', async () => {
  // The published build (BASE_URL, or build/ served as deployed), not the test build served above.
  const published = await site();
  try {
    const res = await fetch(`${published.baseUrl}/__test__/crash`);
    const html = await res.text();
    assert.equal(res.status, 404);
    assert.match(html, /找不到页面/);
    assert.doesNotMatch(html, /崩溃测试/);
  } finally {
    published.stop();
  }
});

test('a throwing page shows 页面已崩溃。 with the cause chain, and 重试 recovers it', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/__test__/crash`);
  await hydrated(page);
  const crash = await page.waitForSelector('main:has-text("页面已崩溃。")', { timeout: 10000 });
  const text = await crash.textContent();
  assert.match(text, /测试组件渲染失败/);
  assert.match(text, /根因：测试数据缺失/, 'the cause is shown');
  assert.doesNotMatch(text, /This page crashed|Try again/);
  // The navbar still works around the crashed content.
  assert.ok(await page.isVisible('nav.navbar'));
  await page.evaluate(() => {
    window.__crashTestRecovered = true;
  });
  await page.click('button:text-is("重试")');
  await page.waitForSelector('#crash-test-recovered');
  assert.equal(await page.$('text=页面已崩溃。'), null);
  await context.close();
});
