import { useCallback, useRef, useState } from 'react';

const loadSearchWorker = () => import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');

/**
 * Whether the search index of the docs version being read failed to load. The plugin loads it on
 * the box's first focus or hover and, if that fails (no network), shows its loading ring for ever,
 * and its worker keeps the failed answer until the page is loaded again. On the same first focus or
 * hover (`watch`) this asks the same worker for the same index (the worker loads it once for both)
 * and, on failure, reports it (`failed`), for the box to hide the ring and show a notice with a
 * button that loads the page again. The plugin reports the error itself.
 *
 * `versionUrl` is the version's address exactly as the plugin's box computes it (the worker's cache key).
 */
export function useIndexWatch(versionUrl: string): { failed: boolean; watch: () => void } {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const watched = useRef(new Set<string>());
  const watch = useCallback(() => {
    if (watched.current.has(versionUrl)) return;
    watched.current.add(versionUrl);
    loadSearchWorker()
      .then(({ fetchIndexesByWorker }) => fetchIndexesByWorker(versionUrl, ''))
      .catch(() => setFailedUrl(versionUrl));
  }, [versionUrl]);
  return { failed: failedUrl === versionUrl, watch };
}
