// The sidebar tree each docs version must have (tests/fixtures/facts-sidebars.md): one `## <version>`
// section per version with an "Outside the sidebar:" line and the tree as a nested list, e.g.
//   - category「配置指南」 (generated index page)
//     - config/mqtt
//     - api/README (sidebar label「前言」)
// Read here (parseSidebarFacts) and written here (treeLines, sectionLines): scripts/sync-pages.mjs
// writes the latest version's tree from sidebars.ts in the same format.
import fs from 'node:fs';
import path from 'node:path';

export const FACTS_FILE = 'tests/fixtures/facts-sidebars.md';

/** The line that lists a section's pages outside the sidebar starts with this. */
export const OUTSIDE_LINE = 'Outside the sidebar:';

/**
 * The facts file of `root` as { [version]: { outside: [docId], tree: [node], line } }, where a node
 * is { category, items } or { doc, label? } and `line` is the line of the section's heading.
 */
export function parseSidebarFacts(root) {
  return parseSidebarFactsText(fs.readFileSync(path.join(root, FACTS_FILE), 'utf8'));
}

/** parseSidebarFacts of the facts file's text. */
export function parseSidebarFactsText(md) {
  const out = {};
  const lines = md.split('\n');
  const headings = lines.flatMap((l, i) => (l.startsWith('## ') ? [i] : []));
  headings.forEach((start, n) => {
    const rest = lines.slice(start + 1, headings[n + 1] ?? lines.length);
    const outside = (rest.find((l) => l.startsWith(OUTSIDE_LINE)) ?? '')
      .replace(OUTSIDE_LINE, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const tree = [];
    const stack = [{ indent: -1, items: tree }];
    for (const l of rest.filter((x) => /^\s*- /.test(x))) {
      const indent = l.match(/^\s*/)[0].length;
      const text = l.trim().slice(2);
      while (stack.at(-1).indent >= indent) stack.pop();
      const cat = text.match(/^category「(.+?)」/);
      if (cat) {
        const node = { category: cat[1], items: [] };
        stack.at(-1).items.push(node);
        stack.push({ indent, items: node.items });
      } else {
        const m = text.match(/^(\S+)(?: \(sidebar label「(.+?)」\))?/);
        stack.at(-1).items.push(m[2] ? { doc: m[1], label: m[2] } : { doc: m[1] });
      }
    }
    out[lines[start].slice(3).trim()] = { outside, tree, line: start + 1 };
  });
  return out;
}

/**
 * A tree's list lines in the facts' format, two spaces per level: nodes { category, items,
 * generatedIndex? } and { doc, label? }.
 */
export function treeLines(tree, depth = 0) {
  const indent = '  '.repeat(depth);
  return tree.flatMap((n) =>
    n.category !== undefined
      ? [`${indent}- category「${n.category}」${n.generatedIndex ? ' (generated index page)' : ''}`, ...treeLines(n.items, depth + 1)]
      : [`${indent}- ${n.doc}${n.label ? ` (sidebar label「${n.label}」)` : ''}`],
  );
}

/** Where the section of `version` is among the facts' `lines`: { start (its heading), end (the next heading or the end) }, or null. */
export function sectionLines(lines, version) {
  const start = lines.indexOf(`## ${version}`);
  if (start < 0) return null;
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return { start, end: next < 0 ? lines.length : next };
}
