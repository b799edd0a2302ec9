/**
 * The first cell of a configuration key's row (config pages and 配置速查): the key's name, a 「2.1.0 起」
 * badge on a key newer than the page's oldest version, and a link to the row itself. The link is an
 * ordinary in-page link (#key): without JavaScript it still takes the reader there and puts the
 * address in the address bar; with it, a click also copies the full address to the clipboard.
 */
import React, { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { announce } from './announce';
import { hashOf } from './hash';
import styles from './styles.module.css';

interface Props {
  name: string;
  anchor: string;
  /** The version that introduced the key, when the badge is shown. */
  badge?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

function CopyLink({ name, anchor }: { name: string; anchor: string }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function copy(event: MouseEvent<HTMLAnchorElement>) {
    // The browser still follows the link (the row is highlighted, the address shows it); only a plain
    // click copies: a click with a modifier opens a tab or a window, as for any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const address = `${window.location.origin}${window.location.pathname}${hashOf(anchor)}`;
    const done = (ok: boolean) => {
      setState(ok ? 'copied' : 'failed');
      announce(ok ? `已复制配置项 ${name} 的链接` : `未能写入剪贴板，可以从地址栏复制配置项 ${name} 的链接`);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), 2000);
    };
    try {
      navigator.clipboard.writeText(address).then(
        () => done(true),
        () => done(false),
      );
    } catch {
      done(false); // no clipboard in this context (e.g. an address that is not https)
    }
  }

  const label = `复制配置项 ${name} 的链接`;
  return (
    // An in-page link (Link renders a plain <a>; the build's anchor check finds the row, which KeysTable registers).
    <Link
      to={hashOf(anchor)}
      className={styles.copyLink}
      data-state={state}
      aria-label={label}
      title={state === 'copied' ? '已复制链接' : label}
      onClick={copy}>
      {state === 'copied' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12M8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10"
          />
        </svg>
      )}
    </Link>
  );
}

export default function KeyNameCell({ name, anchor, badge }: Props): ReactNode {
  return (
    <>
      <code>{name}</code>
      {badge && (
        <span className={styles.sinceBadge} title={`${badge} 版本起提供此配置项`}>
          {badge} 起
        </span>
      )}
      <CopyLink name={name} anchor={anchor} />
    </>
  );
}
