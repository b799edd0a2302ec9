// Links into a heading of another page (or of the same page) land on an anchor that page has: a
// heading renamed while other pages still link to its old anchor is a link that drops the reader at
// the top of the page. The anchors of a page are its headings slugged as Docusaurus slugs them
// (@docusaurus/utils createSlugger: github-slugger, numbered when repeated; `{#id}` sets one by
// hand) and the ids written in its HTML/JSX.
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { versionNames, versionDir, markdownFiles } from './docs-tree.mjs';
import { splitPage } from './code-samples.mjs';

/** A heading's text as the reader sees it: no inline code ticks, link targets, emphasis or HTML. */
function headingText(markdown) {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .trim();
}

/** The anchors a page's source gives: its headings' slugs and the ids written in it. */
export function pageAnchors(source) {
  const anchors = new Set();
  const slugger = createSlugger();
  for (const { text: line } of splitPage(source).prose) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const { text, id } = parseMarkdownHeadingId(h[1]);
      anchors.add(id ?? slugger.slug(headingText(text)));
    }
    for (const m of line.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(m[1]);
  }
  return anchors;
}

/**
 * Links with an anchor whose target page has no such anchor, in every page of every version:
 * [{ file, line, link, target }] (file relative to root). `extraAnchors(file)` may add anchors that
 * components write at build time (key tables) for a target file.
 */
export function brokenAnchors(root, { extraAnchors = () => [] } = {}) {
  const cache = new Map();
  const anchorsOf = (file) => {
    if (!cache.has(file)) cache.set(file, new Set([...pageAnchors(fs.readFileSync(file, 'utf8')), ...extraAnchors(file)]));
    return cache.get(file);
  };
  const bad = [];
  for (const v of versionNames()) {
    const dir = versionDir(v);
    for (const rel of markdownFiles(dir)) {
      const file = path.join(dir, rel);
      for (const { line: at, text: line } of splitPage(fs.readFileSync(file, 'utf8')).prose) {
        for (const m of line.matchAll(/\]\(((?:[^)\s#]+\.mdx?)?)#([^)\s]+)\)/g)) {
          const [, target, anchor] = m;
          if (/^[a-z]+:/i.test(target)) continue;
          const targetFile = target ? path.resolve(path.dirname(file), target) : file;
          if (!fs.existsSync(targetFile)) continue; // a missing page is the broken-link check's
          if (!anchorsOf(targetFile).has(decodeURIComponent(anchor)))
            bad.push({ file: path.relative(root, file), line: at, link: m[0].slice(2, -1), target: path.relative(root, targetFile) });
        }
      }
    }
  }
  return bad;
}
