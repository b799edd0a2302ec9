import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The theme's code word wrap (useCodeWordWrap: a "wrap" button for blocks that scroll sideways), but
 * measured only while the block is on screen. The theme measures every block as the page starts,
 * which lays out every block at once; code blocks here are skipped by the browser until they come near
 * the viewport (`content-visibility: auto`, ./styles.module.css), and measuring them all would undo
 * that. A block is measured when it comes into view (a hidden tab panel's block too, when its tab is
 * shown), when the window is resized while it is in view, and after toggling.
 */
export function useLazyWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const inView = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too: no sideways scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  useEffect(() => {
    if (inView.current) measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof IntersectionObserver !== 'function') {
      measure();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      inView.current = entries[entries.length - 1]!.isIntersecting;
      if (inView.current) measure();
    });
    observer.observe(pre);
    const onResize = () => {
      if (inView.current) measure();
    };
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
