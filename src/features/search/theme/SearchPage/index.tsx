/**
 * Replaces the local-search plugin's results page (not a wrapper, on purpose). The plugin's page
 * draws every result of a query (up to 100) in one update: on the site's phone benchmark that was one
 * task of 200–340 ms, most of the page's blocking time (bench/HISTORY.md). This page asks the
 * plugin's search worker the same question, shows the same results in the plugin's markup and
 * styles, and draws them in batches (./useDrawnInBatches.ts), so no single task is long and the
 * first results show sooner.
 *
 * Otherwise it behaves as the plugin's page: `?q=` is the query and follows the box, `?version=`
 * picks the docs version whose index is searched (the worker refuses one off the site: "Unexpected
 * version url"), results link with `_highlight` terms. The site configures no search
 * contexts (one index per docs version), so there is no context selector. Added: a main
 * landmark, a meta description, and a minimum height that keeps the footer below the fold while
 * results load (./styles.module.css), so nothing visible moves when they appear; a `?version=` that
 * names no version of the site, and an index that fails to load, are said on the page (the plugin's
 * page kept its loading ring turning for ever).
 */
import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePluralForm } from '@docusaurus/theme-common';
import useSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import { fetchIndexesByWorker, searchByWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import { highlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import { concatDocumentPath } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import { Mark } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css';
import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import { searchPageUrl, useSearchableVersions, type SearchableVersion } from '@site/src/features/search/versions';
import IndexFailedNotice from '@site/src/features/search/IndexFailedNotice';
import { searchReaderText } from '@site/src/features/search/searchedQuery';
import { useDrawnInBatches } from './useDrawnInBatches';
import pageStyles from './styles.module.css';

/** The most results a query shows (the plugin's page asks for as many). */
const RESULT_LIMIT = 100;

/** Whether a URL of the page's own site: the worker refuses any other ("Unexpected version url"). */
function isOnThisSite(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

function pageTitleFor(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

/**
 * One result: the heading links to the place found (with the terms to mark there), then where it
 * is, then the matching text. Memoised: each batch adds results, and those already drawn are the
 * same objects, so they are not highlighted and rendered again.
 */
const SearchResultItem = React.memo(function SearchResultItem({
  result: { document, type, page, tokens, metadata },
}: {
  result: SearchResult;
}): ReactNode {
  const isTitle = type === SearchDocumentType.Title;
  const isContent = type === SearchDocumentType.Content;
  const isDescription = type === SearchDocumentType.Description;
  const isDescriptionOrKeywords = isDescription || type === SearchDocumentType.Keywords;
  // A title hit is the page itself; any other hit also names its page in the path.
  const pathItems = [...(isTitle ? document.b : page.b), ...(isTitle || isDescriptionOrKeywords ? [] : [page.t])];
  const titleText = isContent || isDescriptionOrKeywords ? document.s : document.t;
  const highlightQuery = Mark && tokens.length > 0 ? `?${new URLSearchParams(tokens.map((t) => ['_highlight', t]))}` : '';
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2">
        <Link
          to={document.u + highlightQuery + (document.h ?? '')}
          dangerouslySetInnerHTML={{
            __html:
              isContent || isDescriptionOrKeywords
                ? highlight(titleText, tokens)
                : highlightStemmed(titleText, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      </Heading>
      {pathItems.length > 0 && <p className={styles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>}
      {(isContent || isDescription) && (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{ __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100) }}
        />
      )}
    </article>
  );
});

/** The results, drawn in batches; only this list re-renders as they are added. */
function ResultList({ results }: { results: SearchResult[] | undefined }): ReactNode {
  const drawn = useDrawnInBatches(results);
  return (
    <section>
      {results?.slice(0, drawn).map((result) => (
        <SearchResultItem key={result.document.i} result={result} />
      ))}
    </section>
  );
}

/** `?version=` names no version of this site: say so, and link the same query in each version. */
function UnknownVersion({ name, query, versions }: { name: string; query: string; versions: SearchableVersion[] }): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  return (
    <div role="alert" className="margin-vert--md">
      <p>
        {translate(
          { id: 'fluxmq.search.unknownVersion', message: '没有名为“{version}”的文档版本，无法在其中搜索。请在以下版本中搜索：' },
          { version: name },
        )}
      </p>
      <ul>
        {versions.map((version) => (
          <li key={version.dir}>
            <Link to={searchPageUrl(baseUrl, query, version.dir)}>{version.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const { searchValue, searchContext, searchVersion, updateSearchPath } = useSearchQuery();
  const [query, setQuery] = useState(searchValue);
  const [results, setResults] = useState<SearchResult[] | undefined>();
  const [indexReady, setIndexReady] = useState(false);
  const [indexFailed, setIndexFailed] = useState(false);
  // `?version=2.0.18/` as the search bar writes it, or `2.0.18` as a reader might type it.
  const versionDir = searchVersion && !searchVersion.endsWith('/') ? `${searchVersion}/` : searchVersion;
  const versionUrl = `${baseUrl}${versionDir}`;
  const versions = useSearchableVersions();
  // A `?version=` that names none of the site's versions is not searched: the page says so and
  // offers the versions there are (no request for an index that does not exist).
  const knownVersion = versions.some((version) => version.dir === versionDir);

  const isBrowser = useIsBrowser();
  // Whether the box has taken the address's query. The server cannot know ?q=, so the box starts
  // empty; until the query is read in the browser, the box must not be written to the address
  // (that would drop the reader's ?q=, and ?version= arrives at the same moment).
  const [queryRead, setQueryRead] = useState(false);

  // The address follows the box; a query is searched in the chosen version's index.
  useEffect(() => {
    if (!queryRead) return undefined;
    updateSearchPath(query);
    if (!query || !knownVersion) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the results follow the query and the index, which arrive outside React
      setResults(undefined);
      return undefined;
    }
    let current = true;
    // A long query is searched as far as the search reads it (a long run of Chinese characters would stall the worker),
    // without an operation word it opens with (修改/设置/开启 …: the object says which page is meant), and in the
    // site's words when it names something in English (offline message → 离线消息).
    searchReaderText((q, limit) => searchByWorker(versionUrl, searchContext, q, limit), query, RESULT_LIMIT).then(
      (found) => current && setResults(found),
      // The index did not load: the index effect below shows it and reports the error.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Not updateSearchPath: a new function each render, and calling it changes the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, versionUrl, searchContext, queryRead, knownVersion]);

  // The address's ?q= goes into the box: once in the browser, and again on a new ?q= (back/forward,
  // or a search from the navbar box while on this page).
  useEffect(() => {
    if (!isBrowser) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is read from the address once the page runs in the browser
    if (searchValue && searchValue !== query) setQuery(searchValue);
    setQueryRead(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isBrowser, searchValue]);

  // Load the index at once (the address's version: known once in the browser); the loading ring
  // shows until it is ready. An unknown version on this site is not fetched; one off the site is
  // handed to the worker, which refuses it ("Unexpected version url"). A failure (no network, a
  // refused version) ends the ring, is shown on the page, and is reported as an error as before.
  useEffect(() => {
    if (!isBrowser || (!knownVersion && isOnThisSite(versionUrl))) return undefined;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new version's index starts loading: its state is reset with it
    setIndexReady(false);
    setIndexFailed(false);
    fetchIndexesByWorker(versionUrl, searchContext).then(
      () => current && setIndexReady(true),
      (error: unknown) => {
        if (current) setIndexFailed(true);
        throw error;
      },
    );
    return () => {
      current = false;
    };
  }, [versionUrl, searchContext, isBrowser, knownVersion]);

  const title = useMemo(() => pageTitleFor(query), [query]);
  return (
    <>
      {/* No robots meta: the server sends this page's HTML for every ?q= (the query is read in the browser), so there is no page of results for a search engine to index. */}
      <Head>
        <title>{title}</title>
      </Head>
      <main className={clsx('container margin-vert--lg', pageStyles.resultsPage)}>
        <Heading as="h1">{title}</Heading>
        <div className="row">
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
              onChange={(e) => setQuery(e.target.value)}
              value={query}
              autoComplete="off"
              autoFocus
            />
          </div>
        </div>
        {isBrowser && !knownVersion && <UnknownVersion name={searchVersion} query={query} versions={versions} />}
        {knownVersion && indexFailed && <IndexFailedNotice className="margin-vert--md" />}
        {knownVersion && !indexReady && !indexFailed && query && <LoadingRing />}
        {results &&
          (results.length > 0 ? (
            <p>
              {selectMessage(
                results.length,
                translate(
                  { id: 'theme.SearchPage.documentsFound.plurals', message: '1 document found|{count} documents found' },
                  { count: results.length },
                ),
              )}
            </p>
          ) : (
            <p>{translate({ id: 'theme.SearchPage.noResultsText', message: 'No documents were found' })}</p>
          ))}
        <ResultList results={results} />
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <Head>
        <meta name="description" content="在 FluxMQ 各版本文档中按中文或英文关键词搜索配置项、功能和操作步骤。" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
