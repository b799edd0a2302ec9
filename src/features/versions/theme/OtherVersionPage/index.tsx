import React, { useEffect, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useSearchableVersions, versionOf } from '@site/src/features/search/versions';
import { previousAddress } from '../../navigations';

/**
 * The page of an address in another docs version than the one this build holds (each version is
 * its own build: scripts/build-site.mjs). Reached by a link or the version dropdown, it loads the
 * address from the server, whose page is that version's; the heading and link say where the reader
 * is going, and are the way on should the load not happen.
 */
export default function OtherVersionPage(): ReactNode {
  const { pathname, search, hash } = useLocation();
  const version = versionOf(pathname, useSearchableVersions());
  const address = `${pathname}${search}${hash}`;
  useEffect(() => {
    const from = previousAddress();
    if (from === undefined) return;
    // The app has already added this address to the history. Put the previous one back in its
    // place and load this one in that entry: one entry added, and the browser scrolls to the #hash
    // of a new document (a reload would restore this placeholder's scroll position instead).
    window.history.replaceState(window.history.state, '', from);
    window.location.replace(address);
  }, [address]);
  const label = version?.label ?? '';
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">{translate({ id: 'fluxmq.otherVersion.title', message: '正在打开 {version} 版文档' }, { version: label })}</Heading>
      <p>
        {/* pathname://: a plain link, which the browser follows by loading the page from the server. */}
        <Link to={`pathname://${address}`}>
          {translate({ id: 'fluxmq.otherVersion.link', message: '打开 {version} 版的这一页' }, { version: label })}
        </Link>
      </p>
    </main>
  );
}
