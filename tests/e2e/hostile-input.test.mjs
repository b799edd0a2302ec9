// Hostile and odd search input never runs a script, never crashes the page, and gives a clear
// answer. The CSP is bypassed here so that only the page's own escaping stands between a payload
// and the reader; a trap counts any payload that runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countWorkers, hydrated, newPage, settled, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { recordSearchWorkerCalls, searchAnswered } from '../lib/search-worker-calls.mjs';
import { importTs } from '../lib/import-ts.mjs';

const env = useSiteAndBrowser();
const { searchedQuery } = await importTs('src/features/search/searchedQuery.ts');

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
  await context.addInitScript(recordSearchWorkerCalls);
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

/**
 * Resolves once the box has answered `text`: the worker has answered the search for it (what the
 * box asks for it: ../../src/features/search/searchedQuery.ts) and the page has drawn the answer.
 * Text that is only whitespace is no query to the box's autocomplete (it compares queries without
 * leading and repeated whitespace) and asks the worker nothing: the box's input handler has run, and
 * the page has settled after it.
 */
async function answered(page, text) {
  if (text.trim() === '') {
    await settled(page);
    return;
  }
  await searchAnswered(page, searchedQuery(text)).catch(() =>
    assert.fail(`the search box never answered ${JSON.stringify(text.slice(0, 40))}`),
  );
}

async function typeInSearch(page, text) {
  const input = 'input.navbar__search-input';
  await page.fill(input, '');
  await page.click(input);
  await page.keyboard.type(text);
  await answered(page, text);
}

/**
 * Resolves once the search page has answered its ?q=: it says how many documents it found (or that
 * it found none), and has drawn every one of them (it draws them in batches). The worker takes a
 * while over a query of the 12 words the search reads (tens of seconds on a busy machine): hence
 * the long timeout.
 */
async function searchPageAnswered(page, { timeout = 120000 } = {}) {
  const found = page.locator('main p', { hasText: /^(共找到 \d+ 篇文档|没有找到任何文档)$/ });
  await found.waitFor({ timeout }).catch(() => assert.fail(`the search page never said what it found for ${page.url().slice(0, 80)}`));
  const count = Number((await found.textContent()).match(/\d+/)?.[0] ?? 0);
  await waitUntil(page, (n) => document.querySelectorAll('main article').length === n, count, { timeout });
  await settled(page);
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
    await searchPageAnswered(page);
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
  await answered(page, long);
  await typeInSearch(page, 'MQTT 集群 🚀 cluster 😀 kafka');
  assert.equal(await page.evaluate(() => window.__pwned), 0);
  assert.match(await page.textContent('h1'), /MQTT/);
  const res = await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent(long)}`);
  assert.equal(res.status(), 200, 'the server accepts a long query URL');
  await hydrated(page);
  await searchPageAnswered(page);
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

/**
 * Resolves once the page reports an error (uncaught, or on the console) that matches `pattern`; fails
 * after `timeout` ms, with the errors reported until then.
 */
function reportsError(page, pattern, timeout = 20000) {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    };
    const check = (text) => {
      if (!pattern.test(text)) return;
      done();
      resolve();
    };
    const onPageError = (e) => check(e.message);
    const onConsole = (m) => m.type() === 'error' && check(m.text());
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no error matching ${pattern} within ${timeout} ms; errors: ${page.errors.join('\n') || 'none'}`));
    }, timeout);
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
  });
}

test('a version parameter pointing to another origin is refused with "Unexpected version url"', async () => {
  const { page, context } = await trappedPage();
  await context.addInitScript(countWorkers);
  const foreign = [];
  page.on('request', (r) => !r.url().startsWith(env.server.baseUrl) && foreign.push(r.url()));
  // '//evil.example/' is another origin: the page hands it to the worker, whose refusal is the
  // answer, and comes after any request the worker would have made for it.
  const refused = reportsError(page, /Unexpected version url/);
  await page.goto(`${env.server.baseUrl}/search/?q=kafka&version=${encodeURIComponent('/evil.example/')}`);
  await hydrated(page);
  await refused;
  await settled(page);
  assert.deepEqual(foreign, []);
  assert.ok(page.errors.length > 0 && page.errors.every((e) => /Unexpected version url/.test(e)), page.errors.join('\n'));
  // The page is intact and still usable.
  assert.match(await page.textContent('h1'), /kafka/);
  // '/https://evil.example/' is a path of this site that names no version: the page says so (the
  // commit whose effects decide whether to search) and, once settled after it, has started no
  // worker, so nothing can be fetched from anywhere.
  await page.goto(`${env.server.baseUrl}/search/?q=kafka&version=${encodeURIComponent('https://evil.example/')}`);
  await hydrated(page);
  await page.locator('main [role="alert"]').waitFor({ timeout: 20000 });
  await settled(page);
  assert.equal(await page.evaluate(() => window.__workersStarted), 0, 'no search worker was started');
  assert.deepEqual(foreign, []);
  assert.ok(await page.isVisible('nav.navbar'));
  await context.close();
});
