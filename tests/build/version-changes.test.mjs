// The built 「版本变化」 pages state the configuration changes the notes give for each upgrade, in
// every version from that upgrade on, and never an upgrade past the version being read. The
// expectations are written here by hand from the product facts (each with the line of the facts
// that supports it), not from src/data/config-keys: they check the data and the page
// against the notes. The pages added and removed are checked against the site's page table
// (tests/fixtures/spec-routes.mjs), which is written by hand too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, prefixOf, docRoutes } from '../fixtures/spec-routes.mjs';
import { htmlOf } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { inRange, versionOrder } = await importTs('src/data/versions.ts');

/** Versions oldest first; the version before v. */
const ORDERED = [...VERSIONS].reverse();
const before = (v) => ORDERED[ORDERED.indexOf(v) - 1];

/**
 * What each upgrade changed in the configuration keys, per the notes: `upgradeTo` is the version the
 * upgrade leads to (from the one before it). kind: 新增 / 废弃 / 移除 / 默认值变化; `detail` (optional) must
 * appear in the row's details.
 */
const EXPECTED = [
  {
    upgradeTo: '2.0.18',
    keys: {
      // config/read, Version notes — 2.0.17: "no `logAll` key; no `http.bridge` key"; 2.0.18: "same as
      // 2.0.19"; 2.0.19: "Everything else same as 2.1.1 (logAll, http.bridge present)".
      logAll: { kind: '新增' },
      'http.bridge': { kind: '新增' },
      // config/read, Version notes — 2.0.17: "no ruleEngineAsync/ruleEngineThreadSize/ruleEngineMessageSize/
      // ruleEngineMetrics/ruleEngineMetricsInterval comments"; 2.0.19 (= 2.0.18): "no ruleEngineMetrics /
      // ruleEngineMetricsInterval comments" — so the other three are there from 2.0.18.
      'pool.ruleEngineAsync': { kind: '新增' },
      'pool.ruleEngineThreadSize': { kind: '新增' },
      'pool.ruleEngineMessageSize': { kind: '新增' },
    },
  },
  {
    upgradeTo: '2.0.19',
    keys: {
      // config/mqtt, Version notes — 2.0.18: "key table differs: no `exclusivePool` row"; 2.1.1 table:
      // "exclusivePool | boolean | false | … (row added in 2.0.19)".
      'mqtt[].exclusivePool': { kind: '新增', detail: '默认值 false' },
      // config/mqtt, Version notes — 2.0.18: "`wiretap` default shown as "required" (必填项) instead of false".
      'mqtt[].wiretap': { kind: '默认值变化', detail: '默认值：必填 → false' },
      // config/mqtt, Version notes — 2.0.18: "`messageMaxSize` default shown as "required" instead of
      // 512 KB" (the new default is the reading the notes' inconsistency line settles on).
      'mqtt[].messageMaxSize': { kind: '默认值变化', detail: '默认值：必填 →' },
    },
  },
  {
    upgradeTo: '2.1.0',
    keys: {
      // config/read, Version notes — 2.0.19: "no ruleEngineMetrics / ruleEngineMetricsInterval comments";
      // config/pool: "ruleEngineMetrics (default on, 2.1.0+), ruleEngineMetricsInterval (default 60 s, 2.1.0+)".
      'pool.ruleEngineMetrics': { kind: '新增', detail: '默认值 true' },
      'pool.ruleEngineMetricsInterval': { kind: '新增', detail: '默认值 60' },
      // install/docker, Version notes — 2.0.19: "No globalRead/WriteSize, no eventThreadGroup"; its 2.1.x
      // pool table: "eventThreadGroup | CPU cores".
      'pool.eventThreadGroup': { kind: '新增', detail: '默认值 CPU 核数' },
      // install/docker, Version notes — 2.0.19: "…; no `metrics` key"; its 2.1.x listeners: "metrics | true | true | metrics on (2.1.x)".
      'mqtt[].metrics': { kind: '新增' },
      // install/docker, Version notes — 2.0.19: "active keys bufferSize 4096, eventMessageSize 500000 …,
      // waitStrategy BLOCKING", absent from its 2.1.x pool table; CHANGELOG [2.1.0]: "`pool` config
      // structure changed; some old config items deprecated"; config/read 2.1.x still sets bufferSize:
      // 4096 — deprecated, not removed (READINGS.md, config/pool): they may stay.
      'pool.bufferSize': { kind: '废弃', detail: '2.1.0 起已废弃' },
      'pool.eventMessageSize': { kind: '废弃', detail: '2.1.0 起已废弃' },
      'pool.waitStrategy': { kind: '废弃', detail: '2.1.0 起已废弃' },
      // install/docker, Version notes — 2.0.19: "bossThreadSize default 4, … eventThreadSize default CPU
      // cores + 2"; its 2.1.x pool table: "bossThreadSize | max(CPU cores / 4, 1)", "eventThreadSize | max(CPU cores / 4, 1)".
      'pool.bossThreadSize': { kind: '默认值变化', detail: '默认值：4 → max(CPU 核数 / 4, 1)' },
      'pool.eventThreadSize': { kind: '默认值变化', detail: '默认值：CPU 核数 + 2 → max(CPU 核数 / 4, 1)' },
    },
  },
  {
    upgradeTo: '2.1.1',
    keys: {
      // endpoint/config (2.1.1 only) cluster example: "cluster.kubernetes.enabled | true",
      // "cluster.kubernetes.port | 8080"; install/kubernetes (every version) has only service, namespace,
      // master, accountToken. Every config/*.md Version note for 2.1.0 reads "same".
      'cluster.kubernetes.enabled': { kind: '新增' },
      'cluster.kubernetes.port': { kind: '新增' },
    },
  },
];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
/** What a reader reads of some HTML: tags and comments out, entities decoded, spaces collapsed. */
const text = (html) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, e) => ENTITIES[e] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
/** An attribute's value in a tag (the minifier leaves some values unquoted). */
const attr = (tag, name) => new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((x) => x !== undefined);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sections of a built 「版本变化」 page: upgradeTo → section HTML (comments removed). */
function sectionsOf(v) {
  const html = htmlOf(`${prefixOf(v)}/version-changes`).replace(/<!--[\s\S]*?-->/g, '');
  const sections = new Map();
  for (const m of html.matchAll(/(<section class="?version-step[^>]*>)([\s\S]*?)<\/section>/g)) sections.set(attr(m[1], 'aria-labelledby').replace(/^to-/, ''), m[2]);
  return sections;
}

/** The key table of a section: key → { kind, detail, href }. Cells split on their opening tags (closing tags may be left out). */
function keyRows(section) {
  const rows = new Map();
  const body = /<tbody>([\s\S]*?)<\/table>/.exec(section)?.[1] ?? '';
  for (const row of body.split(/<tr[^>]*>/).slice(1)) {
    const [first, kind, detail] = row.split(/<td[^>]*>/).slice(1);
    const link = /<a [^>]*>/.exec(first)?.[0];
    rows.set(text(/<code>([\s\S]*?)<\/code>/.exec(first)[1]), { kind: text(kind), detail: text(detail), href: link && attr(link, 'href') });
  }
  return rows;
}

/** The keys of the config-key tables of a built page. */
const tableKeysOf = (route) =>
  [...htmlOf(route).matchAll(/<table class="?config-keys[ ">][\s\S]*?<\/table>/g)].flatMap((t) =>
    [...t[0].matchAll(/<tr[^>]*><td[^>]*><code>([^<]+)<\/code>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
  );

/**
 * Keys the upgrade added with whole pages (the 端点管理 pages came in 2.1.1 with their own keys): the
 * keys in the key tables of the pages the spec adds in `upgradeTo` that the previous version's
 * 配置速查 does not list. They are new as the pages are, with nothing per key in the notes to add.
 */
function keysOfAddedPages(upgradeTo) {
  const from = before(upgradeTo);
  const had = new Set(docRoutes(from).map((r) => r.slice(prefixOf(from).length)));
  const earlier = new Set(tableKeysOf(`${prefixOf(from)}/config/quick-reference`));
  const added = docRoutes(upgradeTo).filter((r) => !had.has(r.slice(prefixOf(upgradeTo).length)));
  return Object.fromEntries(added.flatMap(tableKeysOf).filter((k) => !earlier.has(k)).map((k) => [k, { kind: '新增' }]));
}

/** The items of the list a section introduces with `label（n）：`, as HTML; [] when there is none. */
function listAfter(section, label) {
  const m = new RegExp(`${label}（(\\d+)）：(?:</p>)?<ul>([\\s\\S]*?)</ul>`).exec(section);
  if (!m) return [];
  const items = m[2].split(/<li[^>]*>/).slice(1);
  assert.equal(items.length, Number(m[1]), `${label}: the count says ${m[1]}, the list has ${items.length}`);
  return items;
}

for (const { upgradeTo, keys } of EXPECTED) {
  const from = before(upgradeTo);
  const readers = VERSIONS.filter((v) => inRange({ since: upgradeTo }, v));
  test(`「版本变化」 ${from} → ${upgradeTo}: the keys the notes give, on the page of ${readers.join(', ')}`, () => {
    for (const v of readers) {
      const section = sectionsOf(v).get(upgradeTo);
      assert.ok(section, `${v}: no section for the upgrade to ${upgradeTo}`);
      assert.match(text(section), new RegExp(`^${escapeRegExp(`${from} → ${upgradeTo}`)}`));
      const rows = keyRows(section);
      const found = Object.fromEntries([...rows].map(([k, r]) => [k, r.kind]));
      const expected = Object.fromEntries(Object.entries({ ...keysOfAddedPages(upgradeTo), ...keys }).map(([k, e]) => [k, e.kind]));
      assert.deepEqual(found, expected, `${v}: the keys of ${from} → ${upgradeTo}`);
      for (const [k, e] of Object.entries(keys)) {
        if (e.detail) assert.ok(rows.get(k).detail.includes(e.detail), `${v}: ${k}: "${rows.get(k).detail}" does not say "${e.detail}"`);
      }
    }
  });
}

test('a key the version read still has links to its row on its config page, in that version', () => {
  let checked = 0;
  for (const v of VERSIONS) {
    for (const [upgradeTo, section] of sectionsOf(v)) {
      for (const [key, row] of keyRows(section)) {
        if (row.kind === '移除') {
          assert.equal(row.href, undefined, `${v}: the removed ${key} links to ${row.href}`);
          continue;
        }
        assert.ok(row.href, `${v} (upgrade to ${upgradeTo}): ${key} has no link`);
        const [pathname, hash] = row.href.split('#');
        assert.ok(pathname.startsWith(`${prefixOf(v)}/`) && /^\/(config|endpoint)\//.test(pathname.slice(prefixOf(v).length)), `${v}: ${key} links outside its version: ${row.href}`);
        const target = htmlOf(pathname);
        const id = decodeURIComponent(hash);
        assert.match(target, new RegExp(`<tr[^>]*\\sid=("?)${escapeRegExp(id)}\\1[\\s>]`), `${row.href}: the page has no row with id "${id}"`);
        checked++;
      }
    }
  }
  assert.ok(checked > 20, `${checked} links checked`);
});

test('the pages each upgrade added are those the spec adds in that version', () => {
  let checked = 0;
  for (const v of VERSIONS) {
    for (const [upgradeTo, section] of sectionsOf(v)) {
      const from = before(upgradeTo);
      if (!from) continue;
      // The spec's routes of the two versions, as paths inside a version ('' = the version root).
      const inside = (u) => new Set(docRoutes(u).map((r) => r.slice(prefixOf(u).length)));
      const added = [...inside(upgradeTo)].filter((p) => !inside(from).has(p));
      const removed = [...inside(from)].filter((p) => !inside(upgradeTo).has(p));
      const addedHere = listAfter(section, '新增的页面').map((li) => /<a [^>]*>/.exec(li) && attr(/<a [^>]*>/.exec(li)[0], 'href'));
      // Pages added then and still in v link to v's copy (pages v no longer has are named only).
      const stillThere = added.filter((p) => inside(v).has(p)).map((p) => `${prefixOf(v)}${p}`.replace(/\/$/, '') || '/');
      assert.deepEqual(addedHere.filter(Boolean).map((h) => h.replace(/\/$/, '') || '/').sort(), stillThere.map((p) => p.replace(/\/$/, '') || '/').sort(), `${v}: pages added by ${from} → ${upgradeTo}`);
      assert.equal(listAfter(section, '删除的页面').length, removed.length, `${v}: pages removed by ${from} → ${upgradeTo}`);
      checked++;
    }
  }
  assert.ok(checked >= VERSIONS.length, `${checked} sections checked`);
});

test("a version's page never tells an upgrade past that version", () => {
  for (const v of VERSIONS) {
    const tos = [...sectionsOf(v).keys()];
    assert.ok(tos.length > 0, `${v}: no section`);
    for (const to of tos) assert.ok(versionOrder(to) <= versionOrder(v), `${v}'s page tells the upgrade to ${to}`);
  }
});

test('the upgrade notes: the database script of each upgrade, in its section, from that version on', () => {
  // FAQ (2.1.0/2.1.1): "如何从 2.0.19 版本升级到 2.1.0" — column additions and the new tables OfflineMessage, RuleEngineMetrics.
  // FAQ Version notes — 2.0.18: "如何从 2.0.17 升级到 2.0.18 … same three ALTER statements"; 2.0.17: "从 2.0.16 升级到 2.0.17 … drop table DelayMessage … then recreate it".
  const scripts = [
    { upgradeTo: '2.1.0', title: 'upgrade-2.0.19-to-2.1.0.sql', says: ['CREATE TABLE IF NOT EXISTS `OfflineMessage`', 'CREATE TABLE IF NOT EXISTS `RuleEngineMetrics`'] },
    { upgradeTo: '2.0.18', title: 'upgrade-2.0.17-to-2.0.18.sql', says: ['ALTER TABLE `PolicyModel` ADD COLUMN `f_http_model`'] },
    { upgradeTo: '2.0.17', title: 'upgrade-2.0.16-to-2.0.17.sql', says: ['DROP TABLE IF EXISTS `DelayMessage`'] },
  ];
  for (const { upgradeTo, title, says } of scripts) {
    for (const v of VERSIONS.filter((x) => inRange({ since: upgradeTo }, x))) {
      const section = sectionsOf(v).get(upgradeTo);
      assert.ok(section?.includes(title), `${v}: the upgrade to ${upgradeTo} has no ${title}`);
      for (const s of says) assert.ok(text(section).includes(s), `${v}: ${title} lacks ${s}`);
    }
  }
});
