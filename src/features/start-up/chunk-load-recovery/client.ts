/**
 * When the scripts of a page fail to load on first visit (flaky mobile link, a deploy that removed
 * old bundles), Docusaurus leaves the server-rendered page as it is but without interactivity. Tell
 * the reader what happened and offer a retry, instead of failing silently.
 * Client-side navigations that fail already reload the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const BANNER_ID = 'chunk-load-error';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(reason.message);
}

function showBanner(error: Error): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = `页面脚本加载失败，部分交互功能暂不可用（${error.message}）。请检查网络后重试。`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = '重试';
  retry.addEventListener('click', () => window.location.reload());
  banner.append(text, retry);
  document.body.prepend(banner);
}

if (ExecutionEnvironment.canUseDOM) {
  // The start-up loader inserted the page's route chunks as scripts (../scripts/loader.js);
  // by now each has run or failed. Remove them: webpack looks for a chunk's existing script element
  // before inserting one, and would wait on a failed one whose error event is long gone, instead of
  // loading the chunk afresh and reporting the failure below.
  document.querySelectorAll('script[data-route-chunk]').forEach((script) => script.remove());
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showBanner(event.reason);
  });
}
