// The site as deployed: deploy/nginx/site.conf under Debian's nginx, checked over HTTP and in chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { LATEST, VERSIONS, prefixOf, versionRoutes } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, atRest, countIdleCallbacks, hydrated, newPage, settled, useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const get = (path, headers = {}) => fetch(`${env.server.baseUrl}${encodeURI(path)}`, { redirect: 'manual', headers });

test('every route of the manifest answers 200 with text/html', async () => {
  const routes = VERSIONS.flatMap(versionRoutes);
  const bad = [];
  for (let i = 0; i < routes.length; i += 16) {
    await Promise.all(
      routes.slice(i, i + 16).map(async (r) => {
        const res = await get(r);
        const type = res.headers.get('content-type') ?? '';
        await res.arrayBuffer();
        if (res.status !== 200 || !type.startsWith('text/html')) bad.push(`${r}: ${res.status} ${type}`);
      }),
    );
  }
  assert.deepEqual(bad, []);
});

test('an unknown path answers 404 with the not-found page', async () => {
  const res = await get('/config/no-such-page');
  assert.equal(res.status, 404);
  assert.match(res.headers.get('content-type'), /text\/html/);
  assert.match(await res.text(), /找不到页面/);
});

test("an unknown path in an older version answers 404 with that version's not-found page", async () => {
  // Each older version's page is drawn in that version (its class on <html>); the latest's, and a
  // version-like prefix the site does not have, get the site's own.
  const cases = [
    ['/2.0.18/config/no-such-page', 'docs-version-2.0.18'],
    ['/2.1.0/no/such/page', 'docs-version-2.1.0'],
    ['/2.0.17/acl/gone.html', 'docs-version-2.0.17'],
    ['/config/no-such-page', 'docs-version-current'],
    ['/9.9.9/config/mqtt', 'docs-version-current'],
    ['/2.0.18/404.html', 'docs-version-2.0.18'],
  ];
  for (const [path, versionClass] of cases) {
    // A .html address is first sent to its clean path, as every page is.
    let res = await get(path);
    if (res.status === 301) res = await get(res.headers.get('location'));
    const html = await res.text();
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type'), /text\/html/, path);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src/, `${path}: security headers`);
    assert.match(html, /找不到页面/, path);
    const htmlClass = html.match(/<html[^>]*class="([^"]*)"/)?.[1] ?? '';
    assert.ok(htmlClass.split(' ').includes(versionClass), `${path}: <html class="${htmlClass}">, expected ${versionClass}`);
  }
});

test('….html and …/index.html redirect to the clean path', async () => {
  for (const [from, to] of [
    ['/config/mqtt.html', '/config/mqtt'],
    ['/config/mqtt/index.html', '/config/mqtt/'],
    ['/2.0.18/acl/http.html', '/2.0.18/acl/http'],
    ['/index.html', '/'],
  ]) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
  assert.equal((await get('/config/mqtt/')).status, 200);
});

test('cache policy: hashed assets immutable for a year, HTML and search indexes revalidated', async () => {
  const html = await (await get('/config/mqtt')).text();
  const asset = html.match(/\/assets\/js\/[^"' >]+\.js/)[0];
  const a = await get(asset);
  assert.equal(a.status, 200);
  assert.match(a.headers.get('cache-control'), /max-age=31536000/);
  assert.match(a.headers.get('cache-control'), /immutable/);
  for (const p of ['/config/mqtt', '/search-index.json', '/2.0.18/search-index.json']) {
    const res = await get(p);
    assert.equal(res.headers.get('cache-control'), 'no-cache', p);
    assert.ok(res.headers.get('etag'), `${p} has an ETag`);
  }
});

test('precompressed files are served to clients that accept them', async () => {
  const gz = await get('/config/mqtt', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  const br = await get('/search-index.json', { 'accept-encoding': 'br, gzip' });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const plain = await get('/config/mqtt', { 'accept-encoding': 'identity' });
  assert.equal(plain.headers.get('content-encoding'), null);
});

/** A response's bytes as sent, not decoded (fetch would decode them). */
function rawGet(urlPath, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(`${env.server.baseUrl}${encodeURI(urlPath)}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? null, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

test("each kind of file is sent as post-build's precompressed copy, which decodes to the file itself", async () => {
  // scripts/post-build.mjs writes a .gz of each text file and a .br where brotli pays; nginx must
  // send those very bytes (not compress again on the fly), and they must hold the build's file.
  const html = await (await get('/config/mqtt')).text();
  // The page's largest script (the entry) and its style sheet.
  const sizeOf = (u) => fs.statSync(path.join(BUILD_DIR, u)).size;
  const script = [...html.matchAll(/\/assets\/js\/[^"' >]+\.js/g)].map((m) => m[0]).sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  const style = html.match(/\/assets\/css\/[^"' >]+\.css/)[0];
  const cases = [
    ['/', 'index.html', 200],
    ['/config/mqtt', 'config/mqtt/index.html', 200],
    [script, script.slice(1), 200],
    [style, style.slice(1), 200],
    ['/search-index.json', 'search-index.json', 200],
    ['/2.0.18/search-index.json', '2.0.18/search-index.json', 200],
    ['/llms-full.txt', 'llms-full.txt', 200],
    ['/sitemap.xml', 'sitemap.xml', 200],
    ['/2.0.18/no-such-page', '2.0.18/404.html', 404],
  ];
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
  for (const [url, file, status] of cases) {
    const original = fs.readFileSync(path.join(BUILD_DIR, file));
    for (const accept of ['br, gzip', 'gzip']) {
      const res = await rawGet(url, { 'accept-encoding': accept });
      assert.equal(res.status, status, url);
      const hasBr = fs.existsSync(path.join(BUILD_DIR, `${file}.br`));
      const expected = accept.startsWith('br') && hasBr ? 'br' : 'gzip';
      assert.equal(res.encoding, expected, `${url} (Accept-Encoding: ${accept})`);
      const copyPath = path.join(BUILD_DIR, `${file}.${expected === 'br' ? 'br' : 'gz'}`);
      assert.ok(fs.existsSync(copyPath), `${file} has no precompressed ${expected} copy`);
      const copy = fs.readFileSync(copyPath);
      assert.ok(res.body.equals(copy), `${url}: the ${expected} bytes sent are ${file}'s precompressed copy`);
      assert.ok(decode[expected](res.body).equals(original), `${url}: the ${expected} copy decodes to ${file}`);
    }
  }
  assert.ok(fs.existsSync(path.join(BUILD_DIR, 'search-index.json.br')), 'the search index has a brotli copy');
});

test('security headers on pages, assets, redirects and the 404', async () => {
  for (const p of ['/', '/config/mqtt.html', '/nope', '/img/logo.svg']) {
    const res = await get(p);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/, p);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, p);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', p);
    assert.ok(res.headers.get('referrer-policy'), p);
    assert.ok(res.headers.get('permissions-policy'), p);
  }
  assert.equal((await get('/csp-hashes.conf')).status, 404);
});

test('in chromium: zero CSP violations and zero console errors across versions, search and colour mode', async () => {
  const { page, context } = await newPage(env.browser);
  await context.addInitScript(countIdleCallbacks);
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = [];
  for (const p of [
    '/',
    '/config/store',
    '/2.1.0/gzyq/rule/FUNCTION',
    '/2.0.18/acl/http',
    '/2.0.17/install/docker',
    '/gzyq/rule/INTRODUCE',
  ]) {
    await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
    await hydrated(page);
    // What the page does after it starts (effects, observers, the idle prefetch) is done, and a
    // violation's event (a queued task) has fired.
    await atRest(page);
    violations.push(...(await page.evaluate(() => window.__csp)).map((v) => `${p}: ${v}`));
  }
  await page.keyboard.press('Control+k');
  await page.keyboard.type('集群');
  await page.waitForSelector('[role="listbox"] [role="option"]');
  await page.click('button[title*="切换浅色/暗黑模式"]');
  // The mode's re-render and what it loads or injects are done once the page has settled.
  await settled(page);
  violations.push(...(await page.evaluate(() => window.__csp)));
  assert.deepEqual(violations, []);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('in chromium: a page of another origin reads the OpenAPI files, llms.txt, the Markdown copies, the config schema and its catalog, and cannot read a page', async () => {
  // The integrator's tool: a page served by a second server on another port of 127.0.0.1 (another origin).
  const tool = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="zh-Hans"><title>导入工具</title><p>导入工具</p></html>');
  });
  await new Promise((resolve) => tool.listen(0, '127.0.0.1', resolve));
  const { page, context } = await newPage(env.browser);
  try {
    const toolOrigin = `http://127.0.0.1:${tool.address().port}`;
    assert.notEqual(toolOrigin, new URL(env.server.baseUrl).origin);
    await page.goto(`${toolOrigin}/`);
    const older = VERSIONS.find((v) => v !== LATEST);
    const files = [
      '/openapi.json',
      `${prefixOf(older)}/openapi.json`,
      '/llms.txt',
      '/llms-full.txt',
      '/config/mqtt.md',
      `${prefixOf(older)}/config/mqtt.md`,
      `/${older}/config.schema.json`,
      '/config.schema.catalog.json',
    ];
    const read = (urls, headers) =>
      page.evaluate(
        ({ base, urls, headers }) =>
          Promise.all(
            urls.map(async (u) => {
              try {
                // The encodings chromium accepts (br, gzip) make nginx send the precompressed copies.
                const res = await fetch(base + u, { headers });
                return { u, status: res.status, text: (await res.text()).slice(0, 200) };
              } catch (e) {
                return { u, error: String(e) };
              }
            }),
          ),
        { base: env.server.baseUrl, urls, headers },
      );
    // A plain GET, and one with a header of the tool's own, which makes chromium send a preflight first.
    for (const headers of [{}, { 'x-import-tool': 'fluxmq' }]) {
      const results = await read(files, headers);
      for (const r of results) {
        assert.equal(r.error, undefined, `${r.u} (${JSON.stringify(headers)}): ${r.error}`);
        assert.equal(r.status, 200, r.u);
      }
      const [latestApi, olderApi, llms, llmsFull, md, olderMd, schema, catalog] = results.map((r) => r.text);
      assert.match(latestApi, /"openapi":\s*"3\.1\.0"/);
      assert.match(olderApi, /"openapi":\s*"3\.1\.0"/);
      assert.match(llms, /^# /);
      assert.match(llmsFull, /^# /);
      assert.match(md, /^# .*MQTT/);
      assert.match(olderMd, /^# .*MQTT/);
      assert.match(schema, /"\$schema":\s*"https:\/\/json-schema\.org\/draft\/2020-12\/schema"/);
      assert.match(catalog, /"\$schema":\s*"https:\/\/json\.schemastore\.org\/schema-catalog\.json"/);
    }
    // A page, the home page and a file not made for other tools stay unreadable from another origin.
    for (const r of await read(['/config/mqtt', '/', '/search-index.json'], {}))
      assert.match(r.error ?? `read ${r.u}: ${r.status}`, /TypeError|Failed to fetch/, r.u);
  } finally {
    await context.close();
    await new Promise((resolve) => tool.close(resolve));
  }
});

test('the files other tools read carry Access-Control-Allow-Origin on every encoding; pages and other files do not', async () => {
  const older = VERSIONS.find((v) => v !== LATEST);
  const files = ['/openapi.json', `${prefixOf(older)}/openapi.json`, '/llms.txt', '/llms-full.txt', '/config/mqtt.md'];
  for (const url of [...files, '/config.schema.json', '/config.schema.catalog.json']) {
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      const res = await get(url, { origin: 'http://tool.example', 'accept-encoding': accept });
      await res.arrayBuffer();
      assert.equal(res.status, 200, url);
      assert.equal(
        res.headers.get('access-control-allow-origin'),
        '*',
        `${url} (Accept-Encoding: ${accept}, sent as ${res.headers.get('content-encoding')})`,
      );
    }
  }
  // The brotli copy of the OpenAPI file is what chromium gets, with the header.
  const br = await get('/openapi.json', { 'accept-encoding': 'br' });
  await br.arrayBuffer();
  assert.ok(fs.existsSync(path.join(BUILD_DIR, 'openapi.json.br')), 'the OpenAPI file has a brotli copy');
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(br.headers.get('access-control-allow-origin'), '*');
  const options = await fetch(`${env.server.baseUrl}/openapi.json`, {
    method: 'OPTIONS',
    headers: { origin: 'http://tool.example', 'access-control-request-method': 'GET' },
  });
  assert.equal(options.status, 204);
  assert.equal(options.headers.get('access-control-allow-origin'), '*');
  assert.equal(options.headers.get('access-control-allow-methods'), 'GET, HEAD, OPTIONS');
  const post = await fetch(`${env.server.baseUrl}/openapi.json`, { method: 'POST', headers: { origin: 'http://tool.example' } });
  assert.equal(post.status, 405, 'only GET and HEAD read the files');
  for (const url of ['/', '/config/mqtt', '/search-index.json', '/sitemap.xml', '/config/no-such-page.md', '/nope']) {
    const res = await get(url, { origin: 'http://tool.example' });
    await res.arrayBuffer();
    assert.equal(res.headers.get('access-control-allow-origin'), null, url);
  }
});
