/**
 * Replaces the theme's CodeBlock (not a wrapper, on purpose): the original renders string content
 * with prism-react-renderer, which would bring Prism and its grammars back into every page's entry
 * bundle and tokenise every block again in the browser. Fenced code blocks arrive highlighted from
 * the build (../../rehype-highlight-code.ts); this component puts that HTML into the theme's own code
 * block pieces (container, title, copy and word-wrap buttons, the theme's styles), so blocks look and
 * behave as the theme's. A block written as JSX with a string (no build-time HTML) is shown the same
 * way, unhighlighted; one with element children goes to the theme's element content, as before.
 */
import React, { isValidElement, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import { useThemeConfig } from '@docusaurus/theme-common';
import { parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import ElementContent from '@theme/CodeBlock/Content/Element';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// The theme's line styles: the highlighted-line class of the magic comments.
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { linesHtml, linesText, plainLines } from '@site/src/features/code-blocks/lines-html';
import type { HighlightedCodeProps } from '@site/src/features/code-blocks/rehype-highlight-code';
import { useLazyWordWrap } from './useLazyWordWrap';
import styles from './styles.module.css';

type CodeBlockProps = Props & Partial<HighlightedCodeProps>;

/** The code as a string, or null when the children contain elements. */
function childrenText(children: ReactNode): string | null {
  if (React.Children.toArray(children).some((c) => isValidElement(c))) return null;
  return Array.isArray(children) ? children.join('') : String(children ?? '');
}

/** The block's lines as HTML, the code the copy button copies, its title and line-number flag. */
function useCodeBlockContent(
  { children, highlightedHtml, metastring, title, showLineNumbers }: CodeBlockProps & { children: string },
  language: string | undefined,
) {
  const { magicComments } = useThemeConfig().prism;
  if (highlightedHtml !== undefined) {
    // Highlighted at build time, without the magic comments; the code to copy is the HTML's text.
    return { html: highlightedHtml, code: linesText(highlightedHtml), title, showLineNumbers: Boolean(showLineNumbers) };
  }
  const parsed = parseLines(children, { metastring, language, magicComments });
  return {
    html: linesHtml(plainLines(parsed.code), parsed.lineClassNames),
    code: parsed.code,
    title: parseCodeBlockTitle(metastring) || title,
    showLineNumbers: showLineNumbers ?? containsLineNumbers(metastring ?? ''),
  };
}

/**
 * How many lines the HTML holds (each ends in <br>): the block's height while the browser skips it.
 * Counted without splitting: a long page renders dozens of blocks as it hydrates.
 */
function lineCount(html: string): number {
  let lines = 0;
  for (let at = html.indexOf('<br>'); at !== -1; at = html.indexOf('<br>', at + 4)) lines++;
  return lines;
}

function StringCodeBlock(props: CodeBlockProps & { children: string }): ReactNode {
  const { className: blockClassName = '', language: languageProp } = props;
  const { defaultLanguage } = useThemeConfig().prism;
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const { html, code, title, showLineNumbers } = useCodeBlockContent(props, language);
  const { codeBlockRef, isEnabled, isCodeScrollable, toggle } = useLazyWordWrap();
  return (
    <Container
      as="div"
      className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={contentStyles.codeBlockTitle}>{title}</div>}
      <div className={contentStyles.codeBlockContent}>
        <pre
          tabIndex={0}
          ref={codeBlockRef}
          className={clsx(
            'prism-code',
            `language-${language ?? 'text'}`,
            contentStyles.codeBlock,
            styles.codeColours,
            styles.skippedOffScreen,
            'thin-scrollbar',
          )}
          style={{ ['--fluxmq-code-lines' as string]: lineCount(html) }}>
          <code
            className={clsx(
              contentStyles.codeBlockLines,
              showLineNumbers && [contentStyles.codeBlockLinesWithNumbering, styles.numberedLines],
            )}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </pre>
        <div className={contentStyles.buttonGroup}>
          {(isEnabled || isCodeScrollable) && (
            <WordWrapButton className={contentStyles.codeButton} onClick={toggle} isEnabled={isEnabled} />
          )}
          <CopyButton className={contentStyles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}

export default function CodeBlock({ children, ...props }: CodeBlockProps): ReactNode {
  const text = childrenText(children);
  if (text === null) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringCodeBlock {...props}>{text}</StringCodeBlock>;
}
