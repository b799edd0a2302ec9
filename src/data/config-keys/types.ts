/**
 * One structured source for the configuration keys of the 配置指南 pages.
 * Each config page renders its tables with <ConfigKeyTable page=… table=… />, and the
 * 配置速查 page renders every key of the version being read, so the two cannot drift.
 *
 * Keys and tables are versioned by range, never by a list of version names: `since` is the version
 * that introduced them (omitted = the oldest docs version; for a key, its table's), `until` the first
 * version without them (omitted = still there, including versions cut later; for a key, its table's),
 * and `changes` what became different from a version on. The version order comes from src/data/versions.ts (versions.json + the latest label).
 */
import type { VersionRange } from '../versions';

/** What a key's row says: its type, default and meaning. */
export type KeyFacts = Pick<ConfigKey, 'type' | 'default' | 'meaning'>;

/** From version `from` on (until the next change), the key's type, default or meaning became these. */
export interface KeyChange extends Partial<KeyFacts> {
  from: string;
}

export interface ConfigKey extends VersionRange {
  /** Key path as written in the YAML file, e.g. `mqtt[].port`, `cluster.discovery`. */
  key: string;
  /** Value type in Chinese or YAML terms: `int`, `boolean`, `string`, `list`, `map` … (as of `since`). */
  type: string;
  /** Default value exactly as the notes give it; `—` when none is stated, `必填` when required (as of `since`). */
  default: string;
  /** One plain Chinese sentence: what the key does (as of `since`). */
  meaning: string;
  /** The allowed values when the key takes one of a closed set (e.g. `store.storeType`), as written in YAML. */
  values?: readonly (string | number | boolean)[];
  /**
   * What some of the `values` mean, as the key's notes state it (/work/shared/facts/pages/<page>.md):
   * one plain Chinese sentence per value, keyed by the value as written in YAML. A value the notes do
   * not explain has no entry. Editors show it beside the value in completion (the schema's
   * enumDescriptions); every entry must name one of `values` (checked when the data is imported).
   */
  valueMeanings?: Readonly<Record<string, string>>;
  /** Later differences, oldest first: from version X on, the default/type/meaning became … */
  changes?: readonly KeyChange[];
  /**
   * The docs version from which the key is deprecated: still a key of that version and the later ones
   * that have it (accepted, never an error), shown with a deprecation note and a warning.
   */
  deprecated?: string;
}

export interface ConfigTable extends VersionRange {
  /**
   * The FluxMQ version (older than every docs version) from which the table's keys are no longer read,
   * though its page still documents them (config/es: 2.0.11): a config.yaml of any docs version that
   * writes them is told they were removed in that version.
   */
  removedIn?: string;
  /** Stable id used by the page: <ConfigKeyTable page="config/mqtt" table="listener" />. */
  id: string;
  /** Short Chinese caption, shown in the 配置速查 page, e.g. 「监听端口（mqtt 列表项）」. */
  caption: string;
  keys: readonly ConfigKey[];
}

export interface ConfigPage {
  /** Doc id of the page that explains these keys, e.g. `config/mqtt`, `endpoint/config`. */
  docId: `${'config' | 'endpoint'}/${string}`;
  /** Page title (the front matter title of the page). */
  title: string;
  tables: readonly ConfigTable[];
}
