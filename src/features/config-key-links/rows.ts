/**
 * The rows of a key table as the site shows them: each key of a table in the version being read,
 * with its anchor and, when it is newer than the page's oldest version, its 「… 起」 badge.
 */
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { keysFor, type ConfigKey, type ConfigTable } from '../../data/config-keys';
import { toVersionName, versionOrder } from '../../data/versions';
import { keyAnchor } from './anchors';
import { sinceBadge } from './since';

/** A key as a row shows it. */
export interface KeyRow extends ConfigKey {
  /** The row's element id (./anchors.ts). */
  anchor: string;
  /** The version that introduced the key, when its 「… 起」 badge is shown. */
  badge?: string;
  /** Left out by the 配置速查 filter. */
  hidden?: boolean;
}

/** The rows of a table in version v, on a page whose oldest version is `oldestWithPage`. */
export function keyRowsFor(table: ConfigTable, v: string, oldestWithPage: string | undefined): KeyRow[] {
  return keysFor(table, v).map((k) => ({ ...k, anchor: keyAnchor(table, k.key), badge: sinceBadge(table, k.key, oldestWithPage) }));
}

/** The oldest docs version that has the doc (by the docs plugin's data); undefined when none does. */
export function useOldestVersionWithDoc(docId: string): string | undefined {
  const versions = useAllDocsData().default?.versions ?? [];
  let oldest: string | undefined;
  for (const v of versions) {
    if (!v.docs.some((d) => d.id === docId)) continue;
    const name = toVersionName(v.name);
    if (oldest === undefined || versionOrder(name) < versionOrder(oldest)) oldest = name;
  }
  return oldest;
}
