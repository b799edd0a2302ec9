// What search engines and assistants get: sitemap of the latest version only, older pages with the
// latest page as canonical URL (where it exists), robots.txt, a meta description per page (unique in
// its version) and Open Graph tags, llms.txt and llms-full.txt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, LATEST, docRoutes } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, htmlOf } from '../lib/site.mjs';

const SITE = 'https://doc.fluxmq.com';
const canonicals = (html) => [...html.matchAll(/<link[^>]*rel="?canonical"?[^>]*>/g)].map((m) => decodeURI(m[0].match(/href="?([^" >]+)/)[1]));
/** Whether a site path lies in an older (frozen) docs version: /<older> or /<older>/… */
const OLDER = VERSIONS.filter((v) => v !== LATEST);
const inOlderVersion = (p) => OLDER.some((v) => p === `/${v}` || p.startsWith(`/${v}/`));
const meta = (html, attr, name) => html.match(new RegExp(`<meta[^>]*${attr}="?${name}"?[^>]*content="?([^">]*)"?`))?.[1];

test('the sitemap lists every latest page and no page of an older version', () => {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(m[1].replace(SITE, '')));
  for (const r of docRoutes(LATEST)) assert.ok(locs.includes(r.replace(/(.)\/$/, '$1')) || locs.includes(r), `${r} missing from the sitemap`);
  assert.deepEqual(locs.filter(inOlderVersion), []);
});

test('robots.txt allows crawling and names the sitemap', () => {
  const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
  assert.match(robots, /User-agent: \*/);
  assert.match(robots, /Sitemap: https:\/\/doc\.fluxmq\.com\/sitemap\.xml/);
});

const latestRoutes = new Set(docRoutes(LATEST));
for (const v of VERSIONS) {
  test(`${v}: every doc page has its own meta description, Open Graph tags and the right canonical URL`, () => {
    const seen = new Map();
    const problems = [];
    for (const r of docRoutes(v)) {
      const html = htmlOf(r);
      const desc = meta(html, 'name', 'description');
      if (!desc || desc.length < 10) problems.push(`${r}: no meta description`);
      else if (seen.has(desc)) problems.push(`${r}: same description as ${seen.get(desc)}`);
      else seen.set(desc, r);
      if (!meta(html, 'property', 'og:title')) problems.push(`${r}: no og:title`);
      if (meta(html, 'property', 'og:image') !== `${SITE}/img/og-image.jpg`) problems.push(`${r}: no og:image`);
      const robots = meta(html, 'name', 'robots');
      if (robots) problems.push(`${r}: robots ${robots}`);
      // Older pages point search engines at the same page in the latest version when there is one.
      const rest = r.slice(`/${v}`.length) || '/';
      const expected = v !== LATEST && latestRoutes.has(rest) ? rest : r;
      const found = canonicals(html);
      if (found.length !== 1 || found[0] !== `${SITE}${expected}`) problems.push(`${r}: canonical ${found.join(' ')} instead of ${SITE}${expected}`);
    }
    assert.deepEqual(problems, []);
  });
}

/** Width and height of a JPEG, from its first start-of-frame segment; null when the bytes are not a JPEG. */
function jpegSize(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test('a shared link shows a large card: the image every page names is a 1200×630 JPEG the site serves', () => {
  const html = htmlOf('/config/mqtt');
  assert.equal(meta(html, 'name', 'twitter:card'), 'summary_large_image');
  const image = meta(html, 'property', 'og:image');
  assert.equal(meta(html, 'name', 'twitter:image'), image);
  assert.ok(image.startsWith(`${SITE}/`), `${image} is not on the site`);
  const file = path.join(BUILD_DIR, decodeURI(new URL(image).pathname));
  assert.ok(fs.existsSync(file), `${image} is not in the build`);
  // 1.91:1 at 1200 px wide: what large link cards show without cropping or upscaling.
  assert.deepEqual(jpegSize(fs.readFileSync(file)), { width: 1200, height: 630 }, `${image} is not a 1200×630 JPEG`);
});

test('llms.txt lists every latest page with its description, grouped like the sidebar', () => {
  const txt = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  assert.match(txt, /^# FluxMQ 文档/);
  const urls = [...txt.matchAll(/\]\((https:[^)]+)\): \S/g)].map((m) => decodeURI(m[1].replace(SITE, '')));
  // Each page is linked by its Markdown copy (/config/mqtt.md; …/ → …/index.md).
  const md = (r) => (r.endsWith('/') ? `${r}index.md` : `${r}.md`);
  for (const r of docRoutes(LATEST)) assert.ok(urls.includes(md(r)), `${md(r)} missing from llms.txt`);
  assert.ok(txt.indexOf('## 安装部署') < txt.indexOf('## 配置指南'), 'sidebar order');
  assert.deepEqual(urls.filter(inOlderVersion), [], 'only the latest version');
});

test('llms-full.txt holds every latest page as Markdown, config tables included', () => {
  const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  const pages = full.split(/^URL: /m).length - 1;
  assert.equal(pages, docRoutes(LATEST).length);
  assert.doesNotMatch(full, /^import .* from '@(theme|site)\//m);
  assert.doesNotMatch(full, /<ConfigKeyTable/);
  assert.match(full, /\| `mqtt\[\]\.port` \|/);
});
