// Every doc page of every version as Markdown at its address plus .md (src/features/page-markdown):
// present for each doc route and none for the category pages; plain Markdown, with no MDX left
// (imports, JSX, :::, fact tokens); and complete — a page with Tabs, tables, admonitions, Mermaid
// and config-key tables carries every heading, tab, table and code block the HTML page shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, LATEST, prefixOf, docRoutes, categoryRoutes } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, htmlOf } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { markdownPathOf } = await importTs('src/features/page-markdown/paths.ts');
const SITE = 'https://doc.fluxmq.com';
const fileOf = (route) => path.join(BUILD_DIR, decodeURI(markdownPathOf(route)));
const read = (route) => fs.readFileSync(fileOf(route), 'utf8');
/** Markdown without its fenced code blocks (what a reader sees as prose). */
const prose = (md) => md.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '');
/** Prose without inline code either (`<SID>` there is text, not JSX). */
const plainProse = (md) => prose(md).replace(/`[^`\n]+`/g, '');
const decode = (s) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();

for (const v of VERSIONS) {
  test(`${v}: every doc page has its Markdown copy, plain Markdown with no MDX left`, () => {
    const problems = [];
    for (const route of docRoutes(v)) {
      if (!fs.existsSync(fileOf(route))) {
        problems.push(`${route}: no ${markdownPathOf(route)}`);
        continue;
      }
      const md = read(route);
      const text = plainProse(md);
      if (!md.startsWith('# ')) problems.push(`${route}: does not start with the page title`);
      if (!md.includes(`本页地址：${SITE}${encodeURI(route)}`)) problems.push(`${route}: does not name the page's address`);
      if (/^import\s/m.test(text)) problems.push(`${route}: an import line`);
      if (/^:::/m.test(text)) problems.push(`${route}: an admonition marker`);
      if (/<\/?[A-Z][A-Za-z]*[\s/>]/.test(text)) problems.push(`${route}: JSX left: ${text.match(/<\/?[A-Z][A-Za-z]*[\s/>][^\n]{0,40}/)[0]}`);
      if (/:fact\[/.test(md)) problems.push(`${route}: a shared-fact token left`);
      if (/\{\/\*/.test(text)) problems.push(`${route}: an MDX comment left`);
      if (md.includes('\u0000')) problems.push(`${route}: a NUL placeholder left`);
    }
    assert.deepEqual(problems, []);
  });
}

test('category index pages have no Markdown copy (they are not docs)', () => {
  for (const v of VERSIONS) {
    for (const route of categoryRoutes(v)) assert.ok(!fs.existsSync(fileOf(route)), `${route}: ${markdownPathOf(route)} should not exist`);
  }
});

for (const v of VERSIONS) {
  test(`${v}: config/cluster as Markdown is complete — headings, tabs as labelled sections, tables, admonitions, Mermaid, code`, () => {
    const route = `${prefixOf(v)}/config/cluster`;
    const md = read(route);
    const html = htmlOf(route);
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    // Every h2/h3 of the page, in order.
    const headings = [...article.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => `${'#'.repeat(Number(m[1]))} ${decode(m[2])}`);
    const mdHeadings = md.split('\n').filter((l) => /^#{2,3} /.test(l));
    assert.ok(headings.length >= 4, `${route}: the page has headings`);
    assert.deepEqual(mdHeadings, headings);
    // Each tab's label as a bold line, followed by its content (never an empty section).
    const tabs = [...article.matchAll(/role="?tab"?[\s>][^>]*>?([^<]*)/g)].map((m) => decode(m[1]));
    assert.ok(tabs.length >= 2, `${route}: the page has tabs`);
    for (const label of tabs) assert.match(md, new RegExp(`^\\*\\*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\\*\\n\\n\\S`, 'm'), `tab 「${label}」`);
    // As many tables (config-key tables rendered from data included) and code blocks as the HTML.
    const htmlTables = (article.match(/<table/g) ?? []).length;
    const mdTables = (prose(md).match(/^\| *-{3,}/gm) ?? []).length;
    assert.equal(mdTables, htmlTables, 'tables');
    assert.match(md, /^\| `[a-zA-Z]+[^`]*` \| [^|]+ \| [^|]* \| [^|]+ \|$/m, 'config-key rows: key, type, default, meaning');
    const htmlCode = (article.match(/<pre/g) ?? []).length;
    const fences = [...md.matchAll(/^\s*```(\S*)/gm)].map((m) => m[1]).filter((_, i) => i % 2 === 0);
    assert.equal(fences.filter((l) => l !== 'mermaid').length, htmlCode, 'code blocks');
    // The Mermaid diagram kept as a mermaid block; admonitions as quotes with their label.
    assert.match(md, /^```mermaid\n(flowchart|graph|sequenceDiagram)/m);
    assert.match(md, /^> \*\*(备注|提示|信息|注意|警告|危险)(：[^*]+)?\*\*$/m);
    // Links to other pages point at their Markdown copies, in the same version.
    const links = [...md.matchAll(/\]\((https:\/\/doc\.fluxmq\.com[^)\s]+)\)/g)].map((m) => m[1].replace(SITE, ''));
    for (const l of links) {
      assert.match(l, /\.md(#|$)/, l);
      assert.ok(fs.existsSync(path.join(BUILD_DIR, decodeURI(l.split('#')[0]))), `${l} exists`);
      if (prefixOf(v)) assert.ok(l.startsWith(`${prefixOf(v)}/`), `${l} stays in ${v}`);
    }
  });
}

/** The admonition headings of a page's HTML: the title, or for an untitled one the label the theme gives its type. */
const admonitionHeadingsOf = (article) =>
  [...article.matchAll(/<div class="?admonitionHeading_[^">\s]*"?>([\s\S]*?)<\/div>/g)].map((m) => decode(m[1].replace(/<span[^>]*>[\s\S]*?<\/span>/, '')));
/**
 * The admonition quotes of a copy, as the page heads them: `> **注意**` → 注意, `> **注意：标题**` → 标题;
 * inline code in a title is code in the copy (`fluxmq`) and text on the page.
 */
const ADMONITION_QUOTE = /^> \*\*(备注|提示|信息|注意|警告|危险|secondary|important|success)(?:：(.+))?\*\*$/gm;
const quotedHeadingsOf = (md) => [...prose(md).matchAll(ADMONITION_QUOTE)].map((m) => (m[2] ?? m[1]).replace(/`([^`]+)`/g, '$1'));
/** The 「… 起」 badges of the config-key rows: in the HTML (the badge's title says what it is) and in the copy's table rows. */
const htmlBadgesOf = (article) =>
  [...article.matchAll(/title="?[0-9.]+ 版本起提供此配置项"?>([\s\S]*?)<\/span>/g)].map((m) => decode(m[1].replace(/<!--[\s\S]*?-->/g, '')).replace(/ 起$/, ''));
const copyBadgesOf = (md) => [...md.matchAll(/^\| `[^`]+`（([0-9.]+) 起） \|/gm)].map((m) => m[1]);

for (const v of VERSIONS) {
  test(`${v}: every copy heads each admonition as its page does and keeps every 「… 起」 badge of its config-key tables`, () => {
    const problems = [];
    let admonitions = 0;
    let badges = 0;
    for (const route of docRoutes(v)) {
      const html = htmlOf(route);
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      const md = read(route);
      const onPage = admonitionHeadingsOf(article).sort();
      const inCopy = quotedHeadingsOf(md).sort();
      if (JSON.stringify(onPage) !== JSON.stringify(inCopy)) problems.push(`${route}: admonitions on the page [${onPage}], in the copy [${inCopy}]`);
      const pageBadges = htmlBadgesOf(article).sort();
      const copyBadges = copyBadgesOf(md).sort();
      if (JSON.stringify(pageBadges) !== JSON.stringify(copyBadges)) problems.push(`${route}: badges on the page [${pageBadges}], in the copy [${copyBadges}]`);
      admonitions += onPage.length;
      badges += pageBadges.length;
    }
    assert.deepEqual(problems, []);
    assert.ok(admonitions > 10, `${v}: only ${admonitions} admonitions found: is the heading still found in the HTML?`);
    if (v === LATEST) assert.ok(badges > 10, `${v}: only ${badges} badges found: is the badge still found in the HTML?`);
  });
}

test('the testers are described in words in the Markdown copies of their pages', () => {
  for (const v of VERSIONS) {
    assert.match(read(`${prefixOf(v)}/function/share`), /「主题匹配测试器」/);
    assert.match(read(`${prefixOf(v)}/acl/before`), /「ACL 规则测试器」/);
  }
});

test('llms.txt links every latest page by its Markdown copy', () => {
  const txt = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  const urls = [...txt.matchAll(/\]\((https:[^)]+)\): \S/g)].map((m) => decodeURI(m[1].replace(SITE, '')));
  for (const r of docRoutes(LATEST)) {
    assert.ok(urls.includes(markdownPathOf(r)), `${markdownPathOf(r)} missing from llms.txt`);
    assert.ok(fs.existsSync(fileOf(r)), `${markdownPathOf(r)} linked but not built`);
  }
});
