import React, { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';

/**
 * Wraps the theme's Mermaid component so the mermaid library (~700 KB) is fetched only by pages that
 * draw a diagram, and only once the diagram is about to scroll into view: in Docusaurus 3.6 it is
 * imported statically by every doc page's MDX components, and drawing a diagram the reader has not
 * reached yet cost the product introduction ~0.9 s of blocked main thread on a throttled phone
 * (bench/HISTORY.md). The original renders nothing on the server anyway (diagrams are drawn in the
 * browser); until then a placeholder of similar height keeps the layout steady.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far ahead of the viewport a diagram starts loading. */
const AHEAD = '400px 0px';

function WhenNearViewport({ children }: { children: ReactNode }): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = placeholder.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return near ? children : <div ref={placeholder} className="mermaid-placeholder" />;
}

export default function MermaidWrapper(props: ComponentProps<typeof MermaidType>): ReactNode {
  return (
    <BrowserOnly fallback={<div className="mermaid-placeholder" />}>
      {() => (
        <WhenNearViewport>
          <Suspense fallback={<div className="mermaid-placeholder" />}>
            <OriginalMermaid {...props} />
          </Suspense>
        </WhenNearViewport>
      )}
    </BrowserOnly>
  );
}
