/**
 * One structured source for the configuration keys of the 配置指南 pages.
 * Each config page renders its tables with <ConfigKeyTable page=… table=… />, and the
 * 配置速查 page renders every key of the version being read, so the two cannot drift.
 */
export const DOCS_VERSION_NAMES = ['2.1.1', '2.1.0', '2.0.19', '2.0.18', '2.0.17'] as const;
export type DocsVersionName = (typeof DOCS_VERSION_NAMES)[number];

export interface ConfigKey {
  /** Key path as written in the YAML file, e.g. `mqtt[].port`, `cluster.discovery`. */
  key: string;
  /** Value type in Chinese or YAML terms: `int`, `boolean`, `string`, `list`, `map` … */
  type: string;
  /** Default value exactly as the notes give it; `—` when none is stated, `必填` when required. */
  default: string;
  /** One plain Chinese sentence: what the key does. */
  meaning: string;
  /** Only these versions have the key. Omit when every version of the page has it. */
  versions?: readonly DocsVersionName[];
  /** Version-specific differences (older defaults, other meaning) for the versions that differ. */
  byVersion?: Partial<Record<DocsVersionName, Partial<Pick<ConfigKey, 'type' | 'default' | 'meaning'>>>>;
}

export interface ConfigTable {
  /** Stable id used by the page: <ConfigKeyTable page="config/mqtt" table="listener" />. */
  id: string;
  /** Short Chinese caption, shown in the 配置速查 page, e.g. 「监听端口（mqtt 列表项）」. */
  caption: string;
  keys: readonly ConfigKey[];
  /** Only these versions have the table. Omit when every version has it. */
  versions?: readonly DocsVersionName[];
}

export interface ConfigPage {
  /** Doc id of the page that explains these keys, e.g. `config/mqtt`. */
  docId: `config/${string}`;
  /** Page title (the front matter title of the page). */
  title: string;
  tables: readonly ConfigTable[];
}
