/**
 * The 「2.1.0 起」 badge of a configuration key: the version that introduced the key, computed from the
 * data's `since` (the key's own, else its table's), shown only on keys newer than the oldest version
 * that has the page being read — on a page every version has, a key all of them have needs no badge.
 */
import type { ConfigTable } from '../../data/config-keys';
import { DOCS_VERSIONS, versionOrder } from '../../data/versions';

/**
 * The version that introduced a key name in a table. A key listed twice in one table (one row per
 * range of versions) was introduced by its first row.
 */
export function keyIntroducedIn(table: ConfigTable, key: string): string {
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];
  const sinces = table.keys.filter((k) => k.key === key).map((k) => k.since ?? table.since ?? oldest);
  if (!sinces.length) throw new Error(`keyIntroducedIn: table "${table.id}" has no key "${key}"`);
  return sinces.reduce((a, b) => (versionOrder(b) < versionOrder(a) ? b : a));
}

/** The badge's version for a key on a page whose oldest version is `oldestWithPage`; undefined for no badge. */
export function sinceBadge(table: ConfigTable, key: string, oldestWithPage: string | undefined): string | undefined {
  const since = keyIntroducedIn(table, key);
  if (oldestWithPage === undefined || versionOrder(oldestWithPage) < 0) return undefined;
  return versionOrder(since) > versionOrder(oldestWithPage) ? since : undefined;
}
