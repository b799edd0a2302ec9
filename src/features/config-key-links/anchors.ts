/**
 * The anchor of each configuration key's row — the same on its config page, on 配置速查 and in every
 * version — so a reader can point at one key: /config/quick-reference#pool.ruleEngineAsync.
 *
 * A key's anchor is its name as written in the YAML file. A name that several tables list (e.g.
 * store.datasource.url under MySQL and under PostgreSQL) keeps the plain name for the first of them in
 * data order and takes `<name>@<table id>` for the others (store.datasource.url@postgresql). The anchors
 * are worked out once over the whole data, not per version, so a row's anchor does not depend on the
 * version being read; two rows that would share one are refused when the data is imported.
 */
import { configPages, type ConfigPage, type ConfigTable } from '../../data/config-keys';

/** Which table first lists each key name, in data order (pages, then their tables). */
function firstTables(pages: readonly ConfigPage[]): Map<string, ConfigTable> {
  const first = new Map<string, ConfigTable>();
  for (const page of pages) for (const table of page.tables) for (const k of table.keys) if (!first.has(k.key)) first.set(k.key, table);
  return first;
}

/** The anchor of a key's row in a table, given the table that first lists the name. */
function anchorWith(first: Map<string, ConfigTable>, table: ConfigTable, key: string): string {
  return first.get(key) === table || !first.has(key) ? key : `${key}@${table.id}`;
}

/** Rows (page, table, key) that would share an anchor with another row; empty when every anchor is unique. */
export function anchorProblems(pages: readonly ConfigPage[]): string[] {
  const first = firstTables(pages);
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const page of pages) {
    for (const table of page.tables) {
      const seen = new Set<string>();
      for (const k of table.keys) {
        // The same key twice in one table is one row, split by version range (never on a page together).
        if (seen.has(k.key)) continue;
        seen.add(k.key);
        const anchor = anchorWith(first, table, k.key);
        const owner = `${page.docId} table "${table.id}"`;
        const other = owners.get(anchor);
        if (other)
          problems.push(
            `${owner} ${k.key}: its anchor "#${anchor}" is already the anchor of a row in ${other}; give one of the tables another id`,
          );
        else owners.set(anchor, owner);
      }
    }
  }
  return problems;
}

const FIRST = firstTables(configPages);
const problems = anchorProblems(configPages);
if (problems.length) throw new Error(`src/data/config-keys: configuration-key anchors are not unique:\n- ${problems.join('\n- ')}`);

/** The anchor (element id, without '#') of a key's row in a table of the site's data. */
export function keyAnchor(table: ConfigTable, key: string): string {
  return anchorWith(FIRST, table, key);
}
