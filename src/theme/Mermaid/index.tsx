import React, { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';

/**
 * Wraps the theme's Mermaid component so the mermaid library (~700 KB) is fetched only by pages that
 * draw a diagram. In Docusaurus 3.6 it is imported statically by every doc page's MDX components;
 * the original renders nothing on the server anyway (diagrams are drawn in the browser).
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: ComponentProps<typeof MermaidType>): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
