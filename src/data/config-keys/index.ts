import type { ConfigKey, ConfigPage, ConfigTable, DocsVersionName } from './types';
import { DOCS_VERSION_NAMES } from './types';
import pages from './pages';

export type { ConfigKey, ConfigPage, ConfigTable, DocsVersionName };

/** Every config page's key tables, in sidebar order. */
export const configPages: readonly ConfigPage[] = pages;

/** The docs plugin names the latest version 'current'; our data names it by its number. */
export function toVersionName(pluginVersionName: string): DocsVersionName {
  const name = pluginVersionName === 'current' ? DOCS_VERSION_NAMES[0] : pluginVersionName;
  if (!(DOCS_VERSION_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown docs version "${pluginVersionName}"`);
  }
  return name as DocsVersionName;
}

export function tableFor(docId: string, tableId: string): ConfigTable | undefined {
  return configPages.find((p) => p.docId === docId)?.tables.find((t) => t.id === tableId);
}

const hasVersion = (versions: readonly DocsVersionName[] | undefined, v: DocsVersionName) =>
  !versions || versions.includes(v);

/** The rows of a table as they are in version v: keys the version lacks are left out, overrides applied. */
export function keysFor(table: ConfigTable, v: DocsVersionName): ConfigKey[] {
  if (!hasVersion(table.versions, v)) return [];
  return table.keys
    .filter((k) => hasVersion(k.versions, v))
    .map((k) => ({ ...k, ...(k.byVersion?.[v] ?? {}) }));
}

/** The tables a page has in version v. */
export function tablesFor(page: ConfigPage, v: DocsVersionName): ConfigTable[] {
  return page.tables.filter((t) => hasVersion(t.versions, v));
}
