import React, { type ComponentProps, type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';

/**
 * Wraps the local-search results page: gives it a meta description, and marks the page so the
 * stylesheet can keep the footer below the fold while results load (no layout shift when they appear).
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  return (
    <>
      <Head>
        <html className="search-results-page" />
        <meta name="description" content="在 FluxMQ 各版本文档中按中文或英文关键词搜索配置项、功能和操作步骤。" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
