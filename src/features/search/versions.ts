import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';

/** A docs version as the search knows it. */
export interface SearchableVersion {
  label: string;
  /** The version's folder under the base URL, as `?version=` names it: '' for the latest, '2.0.18/' for an older one. */
  dir: string;
  /** The version's docs path without the trailing slash ('/', '/2.0.18'). */
  path: string;
  isLast: boolean;
}

/** The site's docs versions, newest first (the search page's `?version=`, the not-found page's links). */
export function useSearchableVersions(): SearchableVersion[] {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(
    () =>
      Object.values(allDocsData).flatMap((plugin) =>
        plugin.versions.map(({ label, path, isLast }) => ({
          label,
          dir: isLast || path.length <= baseUrl.length ? '' : `${path.slice(baseUrl.length)}/`,
          path,
          isLast,
        })),
      ),
    [allDocsData, baseUrl],
  );
}

/** The docs version an address belongs to: the one whose path prefixes it, else the latest. */
export function versionOf(pathname: string, versions: SearchableVersion[]): SearchableVersion | undefined {
  const older = versions.find((version) => !version.isLast && (pathname === version.path || pathname.startsWith(`${version.path}/`)));
  return older ?? versions.find((version) => version.isLast);
}

/** The search page's address for a query in a version (the latest needs no `?version=`). */
export function searchPageUrl(baseUrl: string, query: string, dir: string): string {
  return `${baseUrl}search/?${new URLSearchParams([...(query ? [['q', query]] : []), ...(dir ? [['version', dir]] : [])])}`;
}
