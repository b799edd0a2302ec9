/**
 * The soundness of the config-key data, checked when the data is imported (so a bad range fails
 * the build, naming the key): every version a range or change names is a docs version, a key leaves
 * after it arrives, a deprecation falls in a version that has the key, a change falls in a version that has the key (after its introduction, in version
 * order, saying something new), a value meaning explains one of the key's values, a key lies within its table's versions, and no key is listed twice.
 */
import type { ConfigKey, ConfigPage, ConfigTable, KeyFacts } from './types';
import { DOCS_VERSIONS, isDocsVersion, rangeProblems, versionOrder, type VersionRange } from '../versions';

const FACTS: readonly (keyof KeyFacts)[] = ['type', 'default', 'meaning'];

/** "since 2.0.18", "2.0.18 to before 2.1.0", "every version": a range as a reader of the message needs it. */
function describe(range: VersionRange): string {
  if (range.since === undefined && range.until === undefined) return 'every version';
  if (range.until === undefined) return `since ${range.since}`;
  return `${range.since ?? DOCS_VERSIONS.at(-1)} to before ${range.until}`;
}

/** The first and last index (time order) a sound range covers. */
function span(range: VersionRange): [number, number] {
  return [range.since === undefined ? 0 : versionOrder(range.since), range.until === undefined ? Infinity : versionOrder(range.until) - 1];
}

function keyProblems(key: ConfigKey, table: ConfigTable, where: string): string[] {
  const what = `${where} ${key.key}`;
  const range = rangeProblems(key, what);
  if (range.length) return range;
  const problems: string[] = [];
  // A key without since/until has its table's: it is in the versions that have the table.
  const tableSound = !rangeProblems(table, '').length;
  const own: VersionRange = tableSound ? { since: key.since ?? table.since, until: key.until ?? table.until } : key;
  if (tableSound) {
    const [tableFirst, tableLast] = span(table);
    const [keyFirst, keyLast] = span(own);
    if (keyFirst < tableFirst || keyLast > tableLast) {
      problems.push(`${what}: the key is listed for ${describe(own)}, but its table "${table.id}" exists only for ${describe(table)}`);
    } else if (keyFirst > keyLast) {
      problems.push(`${what}: the key is in no version of its table "${table.id}" (${describe(table)})`);
    }
  }
  const [first, last] = span(own);
  if (key.deprecated !== undefined) {
    if (!isDocsVersion(key.deprecated))
      problems.push(`${what}: deprecated from "${key.deprecated}", which is not a docs version (${DOCS_VERSIONS.join(', ')})`);
    else if (versionOrder(key.deprecated) < first || versionOrder(key.deprecated) > last)
      problems.push(`${what}: deprecated from ${key.deprecated}, a version without the key (it exists ${describe(own)})`);
  }
  for (const value of Object.keys(key.valueMeanings ?? {})) {
    if (!(key.values ?? []).some((v) => String(v) === value))
      problems.push(
        `${what}: valueMeanings explains "${value}", which is not one of its values (${(key.values ?? []).join(', ') || 'it has no values'})`,
      );
  }
  let previous = first;
  let facts: KeyFacts = { type: key.type, default: key.default, meaning: key.meaning };
  for (const change of key.changes ?? []) {
    if (!isDocsVersion(change.from)) {
      problems.push(`${what}: a change from "${change.from}", which is not a docs version (${DOCS_VERSIONS.join(', ')})`);
      continue;
    }
    const at = versionOrder(change.from);
    if (at < first || at > last) {
      problems.push(`${what}: a change from ${change.from}, a version without the key (it exists ${describe(own)})`);
    } else if (at === first) {
      problems.push(
        `${what}: a change from ${change.from}, the version that introduced the key: write it as the key's own type/default/meaning`,
      );
    } else if (at <= previous) {
      problems.push(`${what}: the change from ${change.from} is out of version order (changes go oldest first, one per version)`);
    }
    const changed = FACTS.filter((f) => change[f] !== undefined);
    if (!changed.length) problems.push(`${what}: the change from ${change.from} changes nothing (give type, default or meaning)`);
    for (const f of changed) {
      if (change[f] === facts[f]) problems.push(`${what}: the change from ${change.from} repeats its ${f} "${facts[f]}"`);
    }
    facts = { ...facts, ...Object.fromEntries(changed.map((f) => [f, change[f]])) };
    previous = Math.max(previous, at);
  }
  return problems;
}

/** Every problem of the data, one message per problem, each naming its page, table or key. Empty when sound. */
export function configKeyProblems(pages: readonly ConfigPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const tableIds = new Set<string>();
    for (const table of page.tables) {
      const where = `${page.docId} table "${table.id}"`;
      if (tableIds.has(table.id)) problems.push(`${where}: two tables with this id`);
      tableIds.add(table.id);
      problems.push(...rangeProblems(table, where));
      if (table.removedIn !== undefined && (!/^\d+\.\d+\.\d+$/.test(table.removedIn) || isDocsVersion(table.removedIn))) {
        problems.push(
          `${where}: removedIn "${table.removedIn}" must be a FluxMQ version older than the docs versions (a docs version uses until)`,
        );
      }
      const seen = new Map<string, ConfigKey>();
      for (const key of table.keys) {
        problems.push(...keyProblems(key, table, page.docId));
        const twin = seen.get(key.key);
        if (twin && !rangeProblems(twin, '').length && !rangeProblems(key, '').length) {
          const [a1, a2] = span(twin);
          const [b1, b2] = span(key);
          if (a1 <= b2 && b1 <= a2) problems.push(`${page.docId} ${key.key}: listed twice in table "${table.id}" for the same versions`);
        }
        seen.set(key.key, key);
      }
    }
  }
  return problems;
}
