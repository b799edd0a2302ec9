/**
 * The doc page header's Markdown actions: 「查看 Markdown」 opens the page's Markdown copy (written at
 * build time by src/features/page-markdown), 「复制为 Markdown」 puts it on the clipboard. The link
 * works without JavaScript; the button appears once the page runs, and says in words (in a live
 * region) whether the copy worked, or what to do when the browser refuses the clipboard.
 */
import React, { useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownPathOf } from './paths';
import styles from './styles.module.css';

type Status = { kind: 'idle' | 'busy' | 'done' | 'failed'; text: string };

/** A download that failed: its message is said to the reader. */
class DownloadError extends Error {}

async function fetchMarkdown(href: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
  } catch {
    throw new DownloadError('网络错误');
  }
  if (!res.ok) throw new DownloadError(`HTTP ${res.status}`);
  const text = await res.text();
  return new Blob([text], { type: 'text/plain' });
}

/** Copy the Markdown at `href`: ClipboardItem with a promise (keeps the click's permission while it loads), else writeText. */
async function copyMarkdown(href: string): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('no-clipboard');
  const blob = fetchMarkdown(href);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (e) {
      // A failed download is reported as such (await throws it); otherwise try writeText below.
      await blob;
      if (e instanceof DownloadError) throw e;
    }
  }
  await clipboard.writeText(await (await blob).text());
}

export default function PageMarkdownActions(): ReactNode {
  const { metadata } = useDoc();
  const isBrowser = useIsBrowser();
  const href = markdownPathOf(metadata.permalink);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const copy = async () => {
    setStatus({ kind: 'busy', text: '正在复制…' });
    try {
      await copyMarkdown(href);
      setStatus({ kind: 'done', text: '已复制本页的 Markdown。' });
    } catch (e) {
      const reason = e instanceof DownloadError ? `无法取得本页的 Markdown（${e.message}）` : '浏览器不允许写入剪贴板';
      setStatus({ kind: 'failed', text: `复制失败：${reason}。请点「查看 Markdown」打开后手动复制。` });
    }
  };
  return (
    <div className={styles.actions}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the page's Markdown copy is a file served beside the page, not a route */}
      <a className={styles.link} href={href} type="text/markdown">
        查看 Markdown
      </a>
      {isBrowser && (
        <button type="button" className={styles.button} onClick={copy} disabled={status.kind === 'busy'}>
          复制为 Markdown
        </button>
      )}
      <span className={styles.status} role="status" aria-live="polite" data-kind={status.kind}>
        {status.text}
      </span>
    </div>
  );
}
