import React, { type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * Replaces the theme's code-block container: the same element and classes, without the inline style
 * the theme writes on every block to pass the Prism theme's colours as CSS variables. The site's
 * Prism theme is CSS variables already (config/prism.ts), so `--prism-color` and
 * `--prism-background-color` are set once in src/features/code-blocks/code-blocks.css for every `.theme-code-block`;
 * a page with 76 code blocks carries ~8 KB less HTML.
 */
export default function CodeBlockContainer<T extends ElementType>({ as: As, ...props }: { as: T } & ComponentProps<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
