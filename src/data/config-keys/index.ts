import type { ConfigKey, ConfigPage, ConfigTable, KeyChange, KeyFacts } from './types';
import { inRange, versionOrder } from '../versions';
import pages from './pages';
import { configKeyProblems } from './check';

export type { ConfigKey, ConfigPage, ConfigTable, KeyChange, KeyFacts };
export { toVersionName } from '../versions';

// Bad data (a version the site does not have, a removal before the introduction, a change for a
// version without the key …) stops whatever imports it — the build, the tests — naming the key.
const problems = configKeyProblems(pages);
if (problems.length) {
  throw new Error(`src/data/config-keys: the configuration-key data is not sound:\n- ${problems.join('\n- ')}`);
}

/** Every config page's key tables, in sidebar order. */
export const configPages: readonly ConfigPage[] = pages;

export function tableFor(docId: string, tableId: string): ConfigTable | undefined {
  return configPages.find((p) => p.docId === docId)?.tables.find((t) => t.id === tableId);
}

/** Whether a key is deprecated in version v (a key of v, deprecated from `key.deprecated` on). */
export function isDeprecatedIn(key: Pick<ConfigKey, 'deprecated'>, v: string): boolean {
  return key.deprecated !== undefined && versionOrder(v) >= versionOrder(key.deprecated);
}

/**
 * What a deprecated key's row adds to its meaning: the version that deprecated it, and that a value
 * already written may stay (the key is still accepted: deleting it could change what the node does).
 */
export function deprecationNote(key: Pick<ConfigKey, 'deprecated'>): string {
  return `${key.deprecated} 起已废弃：仍然接受，config.yaml 中已写的值可以保留，不必删除。`;
}

/**
 * What 配置检查 and the editor (the schema's hover text) say of a deprecated key written in a config.yaml
 * of version v: the version that deprecated it, and that it still works there, so a written value may stay.
 * `path` is the key as the data writes it (`pool.bufferSize`, `mqtt[].port`).
 */
export function deprecationWarning(path: string, key: Pick<ConfigKey, 'deprecated'>, v: string): string {
  return `「${key.deprecated} 起已废弃」：${path} 在 ${v} 中仍然有效，已写的值可以保留，不必删除。`;
}

/** A key as it reads in version v: its base facts with every change made up to v applied, and its deprecation note. */
export function keyAt(key: ConfigKey, v: string): ConfigKey {
  const at = versionOrder(v);
  const applied = (key.changes ?? []).filter((c) => versionOrder(c.from) <= at).sort((a, b) => versionOrder(a.from) - versionOrder(b.from));
  let facts: KeyFacts = { type: key.type, default: key.default, meaning: key.meaning };
  for (const c of applied) facts = { type: c.type ?? facts.type, default: c.default ?? facts.default, meaning: c.meaning ?? facts.meaning };
  if (isDeprecatedIn(key, v)) facts = { ...facts, meaning: `${facts.meaning}${deprecationNote(key)}` };
  return { ...key, ...facts };
}

/** The rows of a table as they are in version v: keys the version lacks are left out, changes applied. */
export function keysFor(table: ConfigTable, v: string): ConfigKey[] {
  if (!inRange(table, v)) return [];
  return table.keys.filter((k) => inRange(k, v)).map((k) => keyAt(k, v));
}

/** The tables a page has in version v. */
export function tablesFor(page: ConfigPage, v: string): ConfigTable[] {
  return page.tables.filter((t) => inRange(t, v));
}
