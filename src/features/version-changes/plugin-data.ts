/** The global data the version-changes plugin (./index.ts) publishes and the 「版本变化」 pages read. */
import type { PagePair } from './page-changes';

export const PLUGIN_NAME = 'version-changes';

/** What the pages read with usePluginData(PLUGIN_NAME). */
export interface VersionChangesData {
  pagePairs: PagePair[];
}
