// Strikethrough in the pages, as the site's Markdown parser (GFM) reads them. GFM strikes text through
// between a pair of single tildes too, so a range written with "~" in prose (「23%~24%，内存 1.7G~1.9G」)
// silently becomes struck-through text. Only `~~…~~` asks for it.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';

// Plain Markdown with GFM: strikethrough is parsed the same way as in MDX, minus the JSX parsing that
// would make every page several times slower to read.
const processor = createProcessor({ remarkPlugins: [remarkGfm], format: 'md' });

/** The text of a node and its descendants. */
const textOf = (node) => ('value' in node ? String(node.value) : (node.children ?? []).map(textOf).join(''));

/**
 * The blocks of prose that hold a "~": [{ text, line }]. Strikethrough never crosses a blank line, a
 * fenced code block or the front matter, so only these need parsing.
 */
function tildeBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  let current = null;
  let fence = null;
  const close = () => {
    // A strikethrough needs two tildes in the block.
    if (current && (current.text.match(/~/g) ?? []).length >= 2) blocks.push(current);
    current = null;
  };
  for (; i < lines.length; i++) {
    const line = lines[i];
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.trim().slice(f[1].length).trim()) fence = null;
      continue;
    }
    if (f) {
      close();
      fence = f[1];
      continue;
    }
    if (!line.trim()) {
      close();
      continue;
    }
    if (!current) current = { text: '', line: i + 1 };
    current.text += `${line}\n`;
  }
  close();
  return blocks;
}

/** Every strikethrough of a page source: [{ line, text, intended }], `intended` when written with `~~`. */
export function strikethroughs(source) {
  const found = [];
  for (const block of tildeBlocks(source)) {
    const tree = processor.parse(block.text);
    visit(tree, 'delete', (node) => {
      const { start } = node.position;
      found.push({ line: block.line + start.line - 1, text: textOf(node), intended: block.text.startsWith('~~', start.offset) });
    });
  }
  return found;
}

/** The accidental strikethroughs of a page: ['file:line: reason'] for each pair of single tildes. */
export function accidentalStrikethroughs(source, file) {
  return strikethroughs(source)
    .filter((s) => !s.intended)
    .map(
      (s) =>
        `${file}:${s.line}: a pair of single "~" strikes 「${s.text}」 through; write a range with 「～」 or 「至」 (and ~~…~~ only for intended strikethrough)`,
    );
}
