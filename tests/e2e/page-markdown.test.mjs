// Each doc page as Markdown, as deployed: nginx serves /x.md as UTF-8 text/markdown (precompressed
// too, never redirected, unknown ones are a 404 page), and the page header's 「复制为 Markdown」 puts
// exactly that file on the clipboard (chromium with clipboard permissions), or says plainly why not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { prefixOf } from '../fixtures/spec-routes.mjs';
import { hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';

const env = useSiteAndBrowser();
const get = (path, headers = {}) => fetch(`${env.server.baseUrl}${encodeURI(path)}`, { redirect: 'manual', headers });

test("nginx serves each page's .md as text/markdown; charset=utf-8, with the security headers", async () => {
  for (const path of [
    '/config/mqtt.md',
    `${prefixOf('2.0.18')}/config/mqtt.md`,
    '/index.md',
    `${prefixOf('2.0.17')}/index.md`,
    '/gzyq/rule/index.md',
  ]) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.match(res.headers.get('cache-control') ?? '', /no-cache/, path);
    assert.match(await res.text(), /^# \S/, path);
  }
  for (const encoding of ['br', 'gzip']) {
    const res = await get('/config/mqtt.md', { 'Accept-Encoding': encoding });
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', encoding);
    assert.equal(res.headers.get('content-encoding'), encoding);
    assert.match(await res.text(), /^# MQTT/, `${encoding}: decodes to the page`);
  }
  const missing = await get('/config/no-such-page.md');
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type'), /text\/html/);
});

test("the header links to the page's Markdown in its version; 「复制为 Markdown」 puts that file on the clipboard", async () => {
  const { page, context } = await newPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  for (const route of ['/config/cluster', `${prefixOf('2.0.18')}/config/cluster`]) {
    await page.goto(`${env.server.baseUrl}${route}`);
    await hydrated(page);
    const link = page.getByRole('link', { name: '查看 Markdown' });
    assert.equal(await link.getAttribute('href'), `${route}.md`);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: '复制为 Markdown' }).click();
    await waitUntil(page, () => document.querySelector('article [role="status"]')?.textContent === '已复制本页的 Markdown。');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const file = await (await get(`${route}.md`)).text();
    assert.equal(copied, file, route);
    assert.match(copied, /^# 集群配置|^# \S/);
    assert.match(copied, /```mermaid/);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('when the clipboard is refused, the button says so and points to 「查看 Markdown」', async () => {
  const { page, context } = await newPage(env.browser);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
  });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.getByRole('button', { name: '复制为 Markdown' }).click();
  await waitUntil(page, () => document.querySelector('article [role="status"]')?.textContent?.startsWith('复制失败'));
  assert.equal(
    await page.locator('article [role="status"]').textContent(),
    '复制失败：浏览器不允许写入剪贴板。请点「查看 Markdown」打开后手动复制。',
  );
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without JavaScript the 「查看 Markdown」 link is there and the copy button is not', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  assert.equal(await page.getByRole('link', { name: '查看 Markdown' }).getAttribute('href'), '/config/mqtt.md');
  assert.equal(await page.getByRole('button', { name: '复制为 Markdown' }).count(), 0);
  await context.close();
});
