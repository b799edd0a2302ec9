/**
 * Which documentation pages each docs version added or removed, compared with the version before it.
 * Worked out at build time from the docs plugin's loaded versions (./index.ts), never from a list
 * written by hand: a page is a doc id, named by its title in the version that has it.
 */
import { DOCS_VERSIONS, versionOrder } from '../../data/versions';

export interface PageRef {
  id: string;
  title: string;
}

/** The pages one version has, as the docs plugin loaded them. */
export interface VersionPages {
  /** The version's name (the latest by its label, as in src/data/versions.ts). */
  name: string;
  docs: readonly PageRef[];
}

/** The pages added and removed from `from` to `to`, two consecutive docs versions. */
export interface PagePair {
  from: string;
  to: string;
  added: PageRef[];
  removed: PageRef[];
}

const byId = (a: PageRef, b: PageRef) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * For each two consecutive docs versions that were both loaded, the pages the newer added and the
 * pages it no longer has. A version the build left out (a test build of the latest alone) gives no pair.
 */
export function pageChanges(versions: readonly VersionPages[]): PagePair[] {
  const loaded = new Map(versions.map((v) => [v.name, v]));
  const timeOrder = [...DOCS_VERSIONS].sort((a, b) => versionOrder(a) - versionOrder(b));
  const pairs: PagePair[] = [];
  for (let i = 1; i < timeOrder.length; i++) {
    const from = loaded.get(timeOrder[i - 1]);
    const to = loaded.get(timeOrder[i]);
    if (!from || !to) continue;
    const fromIds = new Set(from.docs.map((d) => d.id));
    const toIds = new Set(to.docs.map((d) => d.id));
    pairs.push({
      from: from.name,
      to: to.name,
      added: to.docs
        .filter((d) => !fromIds.has(d.id))
        .map(({ id, title }) => ({ id, title }))
        .sort(byId),
      removed: from.docs
        .filter((d) => !toIds.has(d.id))
        .map(({ id, title }) => ({ id, title }))
        .sort(byId),
    });
  }
  return pairs;
}
