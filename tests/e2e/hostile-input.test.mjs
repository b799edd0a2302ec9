// Hostile and odd search input never runs a script, never crashes the page, and gives a clear
// answer. The CSP is bypassed here so that only the page's own escaping stands between a payload
// and the reader; a trap counts any payload that runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const PAYLOADS = [
  '<img src=x onerror="window.__pwned++">',
  '"><script>window.__pwned++</script>',
  'javascript:window.__pwned++//',
  '<svg onload=window.__pwned++>',
  '\'"><iframe srcdoc="<script>parent.__pwned++</script>">',
];
const NO_RESULTS = '没有找到任何文档';

async function trappedPage() {
  const { page, context } = await newPage(env.browser, { bypassCSP: true });
  await context.addInitScript(() => {
    window.__pwned = 0;
    window.alert =
      window.confirm =
      window.prompt =
        () => {
          window.__pwned++;
        };
  });
  page.on('dialog', (d) => {
    page.errors.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  return { page, context };
}

async function typeInSearch(page, text) {
  const input = 'input.navbar__search-input';
  await page.fill(input, '');
  await page.click(input);
  await page.keyboard.type(text);
  await page.waitForTimeout(600);
}

const options = (page) => page.$$('[role="listbox"] [role="option"]');
const listboxText = (page) => page.$eval('[role="listbox"]', (e) => e.textContent).catch(() => '');

test('HTML, script and javascript: payloads typed in the search box run nothing', async () => {
  const { page, context } = await trappedPage();
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  for (const p of PAYLOADS) {
    await typeInSearch(page, p);
    assert.equal(await page.evaluate(() => window.__pwned), 0, p);
    assert.equal(
      await page.$('[role="listbox"] img, [role="listbox"] svg[onload], [role="listbox"] script, [role="listbox"] iframe'),
      null,
      p,
    );
  }
  // The page still works: a real query still finds pages.
  await typeInSearch(page, 'kafka');
  await page.waitForSelector('[role="listbox"] [role="option"]', { timeout: 10000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('payloads in the search page ?q= are shown as text and run nothing', async () => {
  const { page, context } = await trappedPage();
  for (const p of PAYLOADS) {
    await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent(p)}`);
    await hydrated(page);
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => window.__pwned), 0, p);
    assert.ok((await page.textContent('h1')).includes(p.slice(0, 10)), 'the query is shown as text');
    assert.equal(await page.$('main img[src="x"], article img[src="x"], iframe'), null);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('whitespace or punctuation only: no results, no crash', async () => {
  const { page, context } = await trappedPage();
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  for (const q of ['     ', '-- -- --', '，。！？、；：', '!!! ??? ...']) {
    await typeInSearch(page, q);
    assert.equal((await options(page)).length, 0, JSON.stringify(q));
    const shown = await page.isVisible('[role="listbox"]').catch(() => false);
    if (shown) assert.match(await listboxText(page), new RegExp(NO_RESULTS));
  }
  await typeInSearch(page, 'zzqqxxjj');
  assert.match(await listboxText(page), new RegExp(NO_RESULTS), 'the zh-Hans "No results" footer');
  await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent('   ')}`);
  await hydrated(page);
  assert.equal(await page.$$eval('a[href*="_highlight"]', (a) => a.length), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a 10,000-character query and mixed CJK/Latin/emoji do not break the page', async () => {
  const { page, context } = await trappedPage();
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  const long = 'mqtt 集群 '.repeat(1250).slice(0, 10000);
  const input = 'input.navbar__search-input';
  await page.click(input);
  await page.fill(input, long);
  await page.waitForTimeout(1500);
  await typeInSearch(page, 'MQTT 集群 🚀 cluster 😀 kafka');
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__pwned), 0);
  assert.match(await page.textContent('h1'), /MQTT/);
  const res = await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent(long)}`);
  assert.equal(res.status(), 200, 'the server accepts a long query URL');
  await hydrated(page);
  await page.waitForTimeout(1500);
  assert.ok(await page.isVisible('h1'));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Chinese typed through IME composition finds results', async () => {
  const { page, context } = await trappedPage();
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.click('input.navbar__search-input');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'ji', selectionStart: 2, selectionEnd: 2 });
  await cdp.send('Input.imeSetComposition', { text: 'jiqun', selectionStart: 5, selectionEnd: 5 });
  await cdp.send('Input.insertText', { text: '集群' });
  await page.waitForSelector('[role="listbox"] [role="option"]', { timeout: 20000 });
  assert.equal(await page.inputValue('input.navbar__search-input'), '集群');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a version parameter pointing to another origin is refused with "Unexpected version url"', async () => {
  const { page, context } = await trappedPage();
  const foreign = [];
  page.on('request', (r) => !r.url().startsWith(env.server.baseUrl) && foreign.push(r.url()));
  await page.goto(`${env.server.baseUrl}/search/?q=kafka&version=${encodeURIComponent('/evil.example/')}`);
  await hydrated(page);
  await page.waitForTimeout(1500);
  assert.deepEqual(foreign, []);
  assert.ok(page.errors.length > 0 && page.errors.every((e) => /Unexpected version url/.test(e)), page.errors.join('\n'));
  // The page is intact and still usable.
  assert.match(await page.textContent('h1'), /kafka/);
  await page.goto(`${env.server.baseUrl}/search/?q=kafka&version=${encodeURIComponent('https://evil.example/')}`);
  await hydrated(page);
  await page.waitForTimeout(1000);
  assert.deepEqual(foreign, []);
  assert.ok(await page.isVisible('nav.navbar'));
  await context.close();
});
