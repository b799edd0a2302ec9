/**
 * When the idle prefetch may run: never on 2g or data-saver connections (SPEC §2, the same test as
 * Docusaurus's), and in the browser's idle time. Shared by ./client.ts and ./prefetcher.ts.
 */
import type { IdleDeadline } from './prefetch-queue';

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

export function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 5000 });
  } else {
    setTimeout(() => callback({ timeRemaining: () => 8 }), 50);
  }
}
