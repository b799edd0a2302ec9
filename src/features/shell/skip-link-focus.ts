/**
 * The skip link (「跳到主要内容」) leaves keyboard focus on the main content. The theme's link
 * focuses the page's <main> through a tabindex it removes at once; Chromium then moves focus back
 * to <body> (the element can no longer hold it), so a screen reader announced nothing and the page
 * said focus was nowhere. After the theme's click handler has run (this listener is on the document,
 * React's on the app's root), the same target gets focus again and keeps its tabindex="-1" until
 * focus leaves it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The theme's skip link and its fallback target (theme-common's SkipToContentFallbackId). */
const FALLBACK_ID = '__docusaurus_skipToContent_fallback';
const SKIP_LINK = `a[href="#${FALLBACK_ID}"]`;

/** What the theme's link moves focus to: the first <main>, else the layout's content wrapper. */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_ID);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(SKIP_LINK)) return;
    const target = skipTarget();
    if (!target || document.activeElement === target) return;
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus();
  });
}
