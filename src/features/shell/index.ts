/**
 * Shell: the parts of the theme's page shell that every page has, made to hold on any static host
 * and with any browser.
 * - storage-fault-guard/: browser storage whose every call throws gives one console warning and no
 *   persistence, instead of a console error on every read and write;
 * - announcement-reset/: a new announcement id shows the bar on the first page the reader opens,
 *   not from the second;
 * Both are inline scripts in the head, run before the theme's own.
 * Client module: skip-link-focus.ts (the skip link leaves focus on the main content).
 * The tabs and panels of `<Tabs>` are tied to each other (aria-controls, aria-labelledby) by
 * src/theme/Tabs and src/theme/TabItem: only the site's own theme folder can wrap a component of
 * another theme (`@theme-original`).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { featurePlugin } from '../feature-plugin';
import storageFaultGuard from './storage-fault-guard';
import announcementReset from './announcement-reset';

export default function shell(context: LoadContext): Plugin {
  return featurePlugin({
    name: 'shell',
    clientModules: [path.join(__dirname, 'skip-link-focus.ts')],
    parts: [storageFaultGuard(context), announcementReset(context)],
  });
}
