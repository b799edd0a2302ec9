import type { Root, Element, Text } from 'hast';
import { visit } from 'unist-util-visit';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { linesHtml, plainLines, type CodeToken } from './lines-html';
import { parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers } from './theme-code-block-utils';

export type HighlightCodeOptions = {
  /** Prism languages to add to those prism-react-renderer bundles (`prismjs/components/prism-<name>`). */
  languages: string[];
  /** The theme's magic comments (config/prism.ts): `// highlight-next-line` and friends. */
  magicComments: ThemeConfig['prism']['magicComments'];
};

/** The props the rehype plugin gives a fenced code block; ./theme/CodeBlock renders them. */
export type HighlightedCodeProps = { highlightedHtml: string; title?: string; showLineNumbers?: boolean };

let loading: Promise<void> | null = null;

/** Register the extra languages on prism-react-renderer's Prism, once (Prism components need a global Prism). */
function loadLanguages(languages: string[]): Promise<void> {
  loading ??= (async () => {
    const before = (globalThis as { Prism?: unknown }).Prism;
    (globalThis as { Prism?: unknown }).Prism = Prism;
    try {
      for (const lang of languages) {
        if (!Prism.languages[lang]) await import(`prismjs/components/prism-${lang}.js`);
      }
    } finally {
      (globalThis as { Prism?: unknown }).Prism = before;
    }
  })();
  return loading;
}

/** Prism's tokens of `code` in lines, as prism-react-renderer's <Highlight> makes them; plain text for an unknown language. */
export function tokenize(code: string, language: string | undefined): CodeToken[][] {
  const grammar = language ? Prism.languages[language] : undefined;
  if (!grammar) return plainLines(code);
  const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}

/**
 * Highlights fenced code blocks at build time. Docusaurus highlights them in the browser with
 * prism-react-renderer, which puts Prism and its grammars into the entry bundle of every page and
 * tokenises every block again while the page starts (bench/HISTORY.md: about half of main.js's
 * start-up). Here each `<pre><code>` gets its lines as HTML (`highlightedHtml`), its parsed title and
 * line-number flag, and a newline for its text (the copy button copies the HTML's text); the theme's
 * magic comments and `{1,3-4}` ranges become line classes exactly as the theme parses them.
 */
export default function rehypeHighlightCode(options: HighlightCodeOptions) {
  return async (tree: Root): Promise<void> => {
    await loadLanguages(options.languages);
    visit(tree, 'element', (pre: Element) => {
      const code = pre.tagName === 'pre' && pre.children.length === 1 ? pre.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const props = code.properties;
      const metastring = typeof props.metastring === 'string' ? props.metastring : undefined;
      const classNames = Array.isArray(props.className) ? props.className.join(' ') : String(props.className ?? '');
      const language = parseLanguage(classNames)?.toLowerCase();
      const { code: text, lineClassNames } = parseLines(textOf(code), { metastring, language, magicComments: options.magicComments });
      const title = parseCodeBlockTitle(metastring);
      const highlighted: HighlightedCodeProps = {
        highlightedHtml: linesHtml(tokenize(text, language), lineClassNames),
        ...(title ? { title } : {}),
        ...(containsLineNumbers(metastring ?? '') ? { showLineNumbers: true } : {}),
      };
      const { metastring: _meta, live: _live, ...rest } = props;
      code.properties = { ...rest, ...highlighted };
      // The text itself is not kept: the copy button reads it from the HTML (linesText), so a page's
      // JavaScript does not carry each block's code twice. A newline keeps the theme's MDX `code`
      // treating the block as a block, not inline code.
      code.children = [{ type: 'text', value: '\n' } satisfies Text];
    });
  };
}
