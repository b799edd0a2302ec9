/**
 * The configuration keys of one docs version as the checker walks a config.yaml: which paths are keys
 * (with their rows), which are sections that hold keys (a map, or a list for `mqtt[]`), and, for a path
 * the version does not know, whether another version has it and since or until when. Everything comes
 * from src/data/config-keys (since / until / changes), never from a list of versions.
 */
import { configPages, keyAt, type ConfigKey, type ConfigPage, type ConfigTable } from '../../data/config-keys';
import { valueSchemaOf, type ValueSchema } from '../../data/config-keys/value-schema';
import { DOCS_VERSIONS, inRange, versionOrder } from '../../data/versions';
import { keyAnchor } from '../config-key-links/anchors';

/** A key's row, to link to: `/config/mqtt#mqtt%5B%5D.port` in the version `version`. */
export interface KeyRef {
  key: string;
  anchor: string;
  /** The config page that explains it (doc id). */
  docId: string;
  /** The docs version whose page the link leads to. */
  version: string;
  /** The table's caption, telling apart a name several tables list. */
  caption: string;
}

/** One row of a version: its facts as they read in that version. */
export interface KnownKey {
  ref: KeyRef;
  key: ConfigKey;
  schema: ValueSchema;
  table: ConfigTable;
  page: ConfigPage;
}

export type SectionKind = 'map' | 'list';

export interface VersionSchema {
  version: string;
  /** Rows by key path; a name several tables list has several rows. */
  keys: Map<string, KnownKey[]>;
  /** Paths that hold keys below them (`pool`, `mqtt` as a list, `mqtt[]`, `mqtt[].ssl`). */
  sections: Map<string, SectionKind>;
  /** Every path the walk may meet (keys and sections), for suggestions. */
  paths: string[];
  /**
   * Keys and sections a page documents but FluxMQ no longer reads (a table removed before the docs
   * versions, config/es): the version that removed them and the row to link to.
   */
  removed: Map<string, { removedIn: string; ref: KeyRef }>;
}

export function refOf(page: ConfigPage, table: ConfigTable, key: string, version: string): KeyRef {
  return { key, anchor: keyAnchor(table, key), docId: page.docId, version, caption: table.caption };
}

/** The sections above a key path: `mqtt[].ssl.crt` → mqtt (list), mqtt[] (map), mqtt[].ssl (map). */
function sectionsAbove(path: string): [string, SectionKind][] {
  const out: [string, SectionKind][] = [];
  const re = /\.|\[\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path))) {
    const prefix = path.slice(0, m.index);
    out.push([prefix, m[0] === '[]' ? 'list' : 'map']);
  }
  return out;
}

const cache = new Map<string, VersionSchema>();

/** The keys and sections of version v. */
export function schemaOf(v: string, pages: readonly ConfigPage[] = configPages): VersionSchema {
  const cached = pages === configPages ? cache.get(v) : undefined;
  if (cached) return cached;
  const keys = new Map<string, KnownKey[]>();
  const sections = new Map<string, SectionKind>();
  for (const page of pages) {
    for (const table of page.tables) {
      if (!inRange(table, v)) continue;
      for (const raw of table.keys) {
        if (!inRange(raw, v)) continue;
        const key = keyAt(raw, v);
        const rows = keys.get(key.key) ?? [];
        rows.push({ ref: refOf(page, table, key.key, v), key, schema: valueSchemaOf(key), table, page });
        keys.set(key.key, rows);
        for (const [prefix, kind] of sectionsAbove(key.key)) if (!sections.has(prefix)) sections.set(prefix, kind);
      }
    }
  }
  const removed = new Map<string, { removedIn: string; ref: KeyRef }>();
  for (const [path, rows] of keys) {
    const removedIn = rows.every((r) => r.table.removedIn) ? rows[0].table.removedIn : undefined;
    if (!removedIn) continue;
    removed.set(path, { removedIn, ref: rows[0].ref });
  }
  // A section is removed when every key below it is.
  for (const section of sections.keys()) {
    const below = [...keys.keys()].filter((k) => k.startsWith(`${section}.`) || k.startsWith(`${section}[]`));
    if (below.length && below.every((k) => removed.has(k)))
      removed.set(section, { ...removed.get(below[0])!, ref: { ...removed.get(below[0])!.ref, key: section } });
  }
  const schema: VersionSchema = {
    version: v,
    keys,
    sections,
    removed,
    paths: [...new Set([...keys.keys(), ...sections.keys()])].filter((p) => !removed.has(p)),
  };
  if (pages === configPages) cache.set(v, schema);
  return schema;
}

/** Where a key that version v lacks is found in other versions. */
export type OtherVersion = { kind: 'later'; since: string; ref: KeyRef } | { kind: 'removed'; until: string; ref: KeyRef };

/**
 * Whether a path that version v does not know is a key of another version: 「2.1.0 起」 when it arrives
 * after v (the earliest such version), 「2.1.0 移除」 when it left at or before v (the latest removal).
 */
export function otherVersionOf(path: string, v: string, pages: readonly ConfigPage[] = configPages): OtherVersion | undefined {
  const at = versionOrder(v);
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];
  let later: OtherVersion | undefined;
  let removed: OtherVersion | undefined;
  for (const page of pages) {
    for (const table of page.tables) {
      for (const k of table.keys) {
        if (k.key !== path) continue;
        const since = k.since ?? table.since ?? oldest;
        const until = k.until ?? table.until;
        if (versionOrder(since) > at) {
          if (!later || (later.kind === 'later' && versionOrder(since) < versionOrder(later.since)))
            later = { kind: 'later', since, ref: refOf(page, table, k.key, since) };
        } else if (until !== undefined && versionOrder(until) <= at) {
          // Link to the row in the last version that still had the key.
          const last = DOCS_VERSIONS[DOCS_VERSIONS.indexOf(until) + 1];
          if (!removed || (removed.kind === 'removed' && versionOrder(until) > versionOrder(removed.until)))
            removed = { kind: 'removed', until, ref: refOf(page, table, k.key, last) };
        }
      }
    }
  }
  return removed ?? later;
}
