import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchPageUrl, useSearchableVersions, versionOf } from '@site/src/features/search/versions';
import styles from './styles.module.css';

/** The longest search query made from a broken address (a path can be very long). */
const MAX_WORDS = 60;

/**
 * The framework's not-found content (ejected: a public swizzle the theme marks safe; its heading and
 * two paragraphs and their translations as they are) with a way on inside the same <main>: search
 * the docs for the words of the broken address, or go to the docs home, both in the version the
 * address was in (/2.0.17/… stays in 2.0.17). A reader who follows an old or mistyped link gets two
 * links instead of a dead end, in the page's main landmark where a screen reader's "main" jump lands.
 * The address is known only in the browser (one not-found page per version answers all of that
 * version's unknown paths), so the links are drawn after hydration.
 */
export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
          <NotFoundWayOn />
        </div>
      </div>
    </main>
  );
}

/** The words of an address's last segment: "/2.0.17/config/store-mysql.html" → "store mysql". */
function wordsOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the segment as it came.
  }
  return decoded
    .replace(/\.html?$/i, '')
    .replace(/[-_+.]+/g, ' ')
    .trim()
    .slice(0, MAX_WORDS)
    .trim();
}

function NotFoundWayOn(): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const versions = useSearchableVersions();
  if (!isBrowser) return null;
  const version = versionOf(pathname, versions);
  if (!version) return null;
  const words = wordsOf(pathname);
  return (
    <nav aria-label={translate({ id: 'fluxmq.notFound.wayOn', message: '接下来可以' })} className={styles.wayOn}>
      <p>{translate({ id: 'fluxmq.notFound.wayOnIntro', message: '你可以：' })}</p>
      <ul>
        {words && (
          <li>
            <Link to={searchPageUrl(baseUrl, words, version.dir)}>
              {translate(
                { id: 'fluxmq.notFound.search', message: '在 {version} 版文档中搜索“{words}”' },
                { version: version.label, words },
              )}
            </Link>
          </li>
        )}
        <li>
          <Link to={`${baseUrl}${version.dir}`}>
            {translate({ id: 'fluxmq.notFound.home', message: '前往 {version} 版文档首页' }, { version: version.label })}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
