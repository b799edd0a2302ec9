/**
 * The theme's doc page layout, replaced for one change: the desktop table of contents stays
 * rendered on phones. The page's HTML always carries it (the server cannot know the window's size),
 * and below 997 px the theme's CSS hides it; the theme removed it right after hydration on every
 * phone, a DOM deletion in the first render after hydration, inside one of the long tasks that
 * follow it (gzyq/rule/FUNCTION: 96 elements). Kept, it is already there and hidden. Everything
 * else is the theme's layout as it is (same elements, classes and order); DocSidebar does the same
 * for the desktop sidebar.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type { Props } from '@theme/DocItem/Layout';
import styles from './styles.module.css';

export default function DocItemLayout({ children }: Props): ReactNode {
  const { frontMatter, toc, metadata } = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const hasTOC = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {hasTOC && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {hasTOC && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
