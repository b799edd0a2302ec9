/**
 * Tells screen-reader users what a button-like action did ("已复制链接"), through one polite live
 * region the page keeps at the end of <body>. The region is made once and left empty until used; the
 * message is set a moment later, so a region that has just been added still announces it.
 */
let region: HTMLElement | null = null;
let timer: number | undefined;

export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.className = 'fluxmq-live-region';
    // Visually hidden, as the theme's own screen-reader-only texts are.
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: '0',
    });
    document.body.appendChild(region);
  }
  const target = region;
  target.textContent = '';
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    target.textContent = message;
  }, 100);
}
