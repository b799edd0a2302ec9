import React, { type ComponentProps, type ReactNode } from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';

type Props = ComponentProps<typeof OriginalCodeBlock>;

/** The text of a code block whose children are plain strings (the Markdown case), else null. */
function plainText(children: ReactNode): string | null {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.every((c) => typeof c === 'string')) return children.join('');
  return null;
}

/**
 * Docusaurus's CodeBlock remounts its content once the page has hydrated (a `key` that flips with
 * `useIsBrowser`), because the server renders the light theme's inline colours. Our Prism theme has
 * no inline colours (config/prism.ts, src/plugins/prism-theme-css), so the server markup is already
 * right in both colour modes and the remount only cost time: on config/store it re-created ~5,800
 * token elements as the page started. Plain-text blocks render the theme's own string content
 * directly; anything else goes to the original component.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const text = plainText(children);
  if (text === null) return <OriginalCodeBlock {...props}>{children}</OriginalCodeBlock>;
  return <StringContent {...props}>{text}</StringContent>;
}
