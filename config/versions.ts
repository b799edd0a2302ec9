import type { VersionOptions } from '@docusaurus/plugin-content-docs';

/**
 * The five docs versions (SPEC §1). `docs/` is the latest (2.1.1) and is served at the root;
 * `versioned_docs/version-X` hold the older ones, served under /X. Older versions show the
 * framework's "unmaintained" banner, which links to the same page in the latest version when
 * it exists there (the version root otherwise), and every doc page shows a version badge.
 * Older versions are noindex: search engines should send readers to the latest page.
 */
export const LATEST_VERSION = '2.1.1';
export const OLDER_VERSIONS = ['2.1.0', '2.0.19', '2.0.18', '2.0.17'] as const;

const older: Record<string, VersionOptions> = Object.fromEntries(
  OLDER_VERSIONS.map((name): [string, VersionOptions] => [
    name,
    { label: name, path: name, banner: 'unmaintained', badge: true, noIndex: true },
  ]),
);

export const versions = {
  current: { label: LATEST_VERSION, path: '', banner: 'none', badge: true } as VersionOptions,
  ...older,
} satisfies Record<string, VersionOptions>;
