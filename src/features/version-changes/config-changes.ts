/**
 * What changed in the configuration keys between two docs versions, from the same data as the config
 * pages (src/data/config-keys: since / until / deprecated / changes): the keys added, the keys removed,
 * the keys deprecated (still accepted: they may stay in config.yaml), and the keys whose type or default
 * changed. A key is one row of one table (its page, table and name), so the same name under two
 * storage types is two keys; a name several tables list with the same type and default is listed once.
 */
import {
  configPages,
  deprecationNote,
  keysFor,
  tablesFor,
  type ConfigKey,
  type ConfigPage,
  type ConfigTable,
} from '../../data/config-keys';
import { versionOrder } from '../../data/versions';
import { keyAnchor } from '../config-key-links/anchors';

/** A key as it is in one version, with where it is explained. */
export interface KeyInVersion {
  page: ConfigPage;
  table: ConfigTable;
  /** The key's facts in that version (changes applied). */
  key: ConfigKey;
  /** Its row's anchor on the config page and 配置速查 (src/features/config-key-links/anchors.ts). */
  anchor: string;
}

/** The facts a reader acts on when a key changes between versions. */
export const COMPARED_FACTS = ['type', 'default'] as const;
export type ComparedFact = (typeof COMPARED_FACTS)[number];

export interface ChangedKey {
  before: KeyInVersion;
  after: KeyInVersion;
  /** Which of type / default differ. */
  facts: ComparedFact[];
}

export interface ConfigChanges {
  added: KeyInVersion[];
  removed: KeyInVersion[];
  /** Keys both versions have that became deprecated on the way (after `from`, by `to`), as they read in `to`. */
  deprecated: KeyInVersion[];
  changed: ChangedKey[];
}

const identity = (page: ConfigPage, table: ConfigTable, key: string) => `${page.docId}\u0000${table.id}\u0000${key}`;

/** Every key of version v, by identity, in data order. */
export function keysInVersion(v: string, pages: readonly ConfigPage[] = configPages): Map<string, KeyInVersion> {
  const keys = new Map<string, KeyInVersion>();
  for (const page of pages) {
    for (const table of tablesFor(page, v)) {
      for (const key of keysFor(table, v))
        keys.set(identity(page, table, key.key), { page, table, key, anchor: keyAnchor(table, key.key) });
    }
  }
  return keys;
}

/** What tells one key from another in a list of changes: its name, type and default. */
const sameKey = (k: KeyInVersion) => `${k.key.key}\u0000${k.key.type}\u0000${k.key.default}`;

/**
 * A key that several tables list alike (endpoint.port on endpoint/config and endpoint/README) is one
 * change: the first row, in data order (the reference page comes first). Rows that differ in type or
 * default (a name under two storage types) stay apart.
 */
function once(keys: KeyInVersion[]): KeyInVersion[] {
  const seen = new Set<string>();
  return keys.filter((k) => !seen.has(sameKey(k)) && Boolean(seen.add(sameKey(k))));
}

function onceChanged(changes: ChangedKey[]): ChangedKey[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const id = `${sameKey(c.before)}\u0000${sameKey(c.after)}`;
    return !seen.has(id) && Boolean(seen.add(id));
  });
}

/** The changes of the configuration keys from version `from` to version `to` (`from` older). */
export function configChanges(from: string, to: string, pages: readonly ConfigPage[] = configPages): ConfigChanges {
  if (versionOrder(from) < 0 || versionOrder(to) < 0) throw new Error(`configChanges: "${from}" → "${to}" is not a pair of docs versions`);
  if (versionOrder(from) >= versionOrder(to)) throw new Error(`configChanges: "${from}" is not older than "${to}"`);
  const before = keysInVersion(from, pages);
  const after = keysInVersion(to, pages);
  const added = [...after].filter(([id]) => !before.has(id)).map(([, k]) => k);
  const removed = [...before].filter(([id]) => !after.has(id)).map(([, k]) => k);
  const deprecated = [...after]
    .filter(
      ([id, k]) =>
        before.has(id) &&
        k.key.deprecated !== undefined &&
        versionOrder(k.key.deprecated) > versionOrder(from) &&
        versionOrder(k.key.deprecated) <= versionOrder(to),
    )
    .map(([, k]) => k);
  const changed: ChangedKey[] = [];
  for (const [id, now] of after) {
    const then = before.get(id);
    if (!then) continue;
    const facts = COMPARED_FACTS.filter((f) => then.key[f] !== now.key[f]);
    if (facts.length) changed.push({ before: then, after: now, facts });
  }
  return { added: once(added), removed: once(removed), deprecated: once(deprecated), changed: onceChanged(changed) };
}

/** Whether nothing changed. */
export function isEmpty(changes: ConfigChanges): boolean {
  return !changes.added.length && !changes.removed.length && !changes.deprecated.length && !changes.changed.length;
}

/** What a deprecated key's row says: the version that deprecated it, and that a written value may stay. */
export function deprecatedText(k: KeyInVersion): string {
  return deprecationNote(k.key);
}
