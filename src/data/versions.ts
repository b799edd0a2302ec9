/**
 * The docs versions as data: one list, derived from versions.json (written by `docusaurus docs:version`)
 * and the latest label in config/versions.ts. Versioned data (config keys, shared facts) says when a
 * thing arrived and left with `since` / `until`; these helpers turn that range into "is it in version v".
 */
import olderVersions from '../../versions.json';
import { LATEST_VERSION } from '../../config/versions';

/** Every docs version name, newest first: the latest label, then versions.json's order. */
export const DOCS_VERSIONS: readonly string[] = [LATEST_VERSION, ...(olderVersions as string[])];

/** Index of a version in time order (oldest = 0); -1 when the site has no such version. */
export function versionOrder(name: string): number {
  const i = DOCS_VERSIONS.indexOf(name);
  return i < 0 ? -1 : DOCS_VERSIONS.length - 1 - i;
}

/** Where a docs version is served: '' for the latest (the site root), '/<version>' for the others. */
export function versionPathPrefix(v: string): string {
  return v === DOCS_VERSIONS[0] ? '' : `/${v}`;
}

export function isDocsVersion(name: string): boolean {
  return DOCS_VERSIONS.includes(name);
}

/** The docs plugin names the latest version 'current'; data names it by its label. */
export function toVersionName(pluginVersionName: string): string {
  const name = pluginVersionName === 'current' ? LATEST_VERSION : pluginVersionName;
  if (!isDocsVersion(name)) throw new Error(`Unknown docs version "${pluginVersionName}"`);
  return name;
}

/**
 * A span of versions: from `since` (inclusive; omitted = the oldest docs version) up to `until`
 * (exclusive: the first version that no longer has it; omitted = still there, including versions
 * cut in the future).
 */
export interface VersionRange {
  since?: string;
  until?: string;
}

/** Whether version v lies in the range. */
export function inRange(range: VersionRange, v: string): boolean {
  const at = versionOrder(v);
  if (at < 0) throw new Error(`Unknown docs version "${v}"`);
  if (range.since !== undefined && at < versionOrder(range.since)) return false;
  if (range.until !== undefined && at >= versionOrder(range.until)) return false;
  return true;
}

/**
 * Problems with a range, each naming `what` (e.g. the config key): a version the site does not
 * have, or a removal not after the introduction. Empty when the range is sound.
 */
export function rangeProblems(range: VersionRange, what: string): string[] {
  const problems: string[] = [];
  for (const field of ['since', 'until'] as const) {
    const v = range[field];
    if (v !== undefined && !isDocsVersion(v)) {
      problems.push(`${what}: ${field} "${v}" is not a docs version (${DOCS_VERSIONS.join(', ')})`);
    }
  }
  if (
    !problems.length &&
    range.since !== undefined &&
    range.until !== undefined &&
    versionOrder(range.until) <= versionOrder(range.since)
  ) {
    problems.push(`${what}: until "${range.until}" is not after since "${range.since}"`);
  }
  return problems;
}
