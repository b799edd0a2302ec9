/**
 * The HTML of a code block's lines, as the theme's CodeBlock renders them (a `token-line` span per
 * line ending in `<br>`, a `token <types>` span per token), leaner: plain text is not wrapped in a
 * span, neighbouring tokens of the same types are joined, and lines carry no inline colour (the
 * `<pre>` sets it; ./prism-theme-css.ts colours the tokens per colour mode).
 *
 * Used at build time with Prism's tokens (./rehype-highlight-code.ts) and in the browser, without
 * Prism, for a code block that was not highlighted at build time (one plain token per line).
 */
export type CodeToken = { types: string[]; content: string };

/** Class names of the theme's line markup; styled by the theme and ./theme/CodeBlock/styles.module.css. */
export const LINE_CLASS = 'token-line';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

const isPlain = (t: CodeToken): boolean => t.types.length === 0 || (t.types.length === 1 && t.types[0] === 'plain');

function lineHtml(tokens: CodeToken[], classNames: string[] | undefined): string {
  const parts: string[] = [];
  let open: string | null = null; // class of the token span being written, null for plain text
  for (const token of tokens) {
    // An empty line comes as one token whose content is '\n' (Prism's tokens otherwise never hold a newline).
    if (token.content === '' || token.content === '\n') continue;
    const cls = isPlain(token) ? null : `token ${token.types.join(' ')}`;
    if (cls !== open) {
      if (open !== null) parts.push('</span>');
      if (cls !== null) parts.push(`<span class="${escapeHtml(cls)}">`);
      open = cls;
    }
    parts.push(escapeHtml(token.content));
  }
  if (open !== null) parts.push('</span>');
  const cls = [LINE_CLASS, ...(classNames ?? [])].join(' ');
  return `<span class="${escapeHtml(cls)}">${parts.join('')}<br></span>`;
}

/** Lines of tokens (and the magic-comment classes of each line, by index) to HTML. */
export function linesHtml(lines: CodeToken[][], lineClassNames: Record<number, string[]> = {}): string {
  return lines.map((tokens, i) => lineHtml(tokens, lineClassNames[i])).join('');
}

const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));

/**
 * The code that lines HTML (linesHtml's output) shows, as text: what a block's copy button copies.
 * The build keeps only the HTML of a highlighted block in the page's JavaScript, not its text too.
 */
export function linesText(html: string): string {
  return html
    .replaceAll('<br>', '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot);/g, (e) => UNESCAPES[e]!)
    .replace(/\n$/, '');
}

/** Code as lines of one plain token each: for a block that was not highlighted at build time. */
export function plainLines(code: string): CodeToken[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [{ types: ['plain'], content }]);
}
