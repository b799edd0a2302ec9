import type { VersionOptions } from '@docusaurus/plugin-content-docs';
import frozenVersions from '../versions.json';

/**
 * The docs versions, written in one place: the latest label here, the frozen versions in
 * versions.json (which `docusaurus docs:version` writes). Everything else derives from these two
 * (src/data/versions.ts, scripts/lib/docs-tree.mjs, the tests). `docs/` is the latest and is served
 * at the root; `versioned_docs/version-X` hold the older ones, served under /X. Older versions show the
 * framework's "unmaintained" banner, which links to the same page in the latest version when
 * it exists there (the version root otherwise), and every doc page shows a version badge.
 * Older versions stay indexable, but each page that also exists in the latest version names that
 * page as its canonical URL (src/features/versions/theme/DocItem/Metadata), and the sitemap lists only the latest
 * version: search engines send readers to the current docs, while a page that only an older version
 * has can still be found.
 */
export const LATEST_VERSION = '2.1.1';
/** The frozen versions, newest first, exactly as `docusaurus docs:version` keeps them. */
export const OLDER_VERSIONS: readonly string[] = frozenVersions;

const older: Record<string, VersionOptions> = Object.fromEntries(
  OLDER_VERSIONS.map((name): [string, VersionOptions] => [name, { label: name, path: name, banner: 'unmaintained', badge: true }]),
);

export const versions = {
  current: { label: LATEST_VERSION, path: '', banner: 'none', badge: true } as VersionOptions,
  ...older,
} satisfies Record<string, VersionOptions>;

/** Sitemap patterns of the older versions (the sitemap lists the latest version only). */
export const OLDER_VERSION_PATTERNS = OLDER_VERSIONS.flatMap((name) => [`/${name}`, `/${name}/**`]);
