/**
 * Start-up: how a page gets from its HTML to a working app, fast on a slow phone and safe on a bad
 * link. Docusaurus 3.6 out of the box named only main.js in a page's HTML (the page's own chunks
 * were found one round trip later), evaluated the whole entry and the route table of five docs
 * versions in one long task, and built menus and deleted hidden sidebars right after hydration; on
 * a throttled phone that was seconds of blocked main thread (bench/HISTORY.md).
 *
 * Parts that hook into the build, each in its own folder with a header saying what it relies on:
 * - scripts/: every page names all its start-up scripts, requested by an inline loader after the
 *   first paint (the loader marks the route-chunk scripts, which chunk-load-recovery/ removes once
 *   they ran, so a failed one is loaded afresh and reported);
 * - staged-entry/: the entry evaluated in short stages, and split into three scripts;
 * - route-registry/: the browser's route registry without the module paths only the server reads;
 * - version-props/: the docs plugin (config/docs.ts) wrapped, each version's props (its sidebars and
 *   doc list, which every doc page loads) without the docs' descriptions; a category index page gets
 *   its cards' descriptions as a prop of its own;
 * - whole-characters-ssr/: pages rendered again when React's streaming renderer broke a character;
 * - in-page-jumps/: blocks far down a page are drawn when the reader nears them
 *   (off-screen-blocks.css), all of them once the reader jumps to a hash: an inline marker
 *   (marker.js) before the app runs, the client module (client.ts) after;
 * - clean-address/: a .html or /index.html address becomes the page's own before the app starts
 *   on it (an inline script in the head), on any static host;
 * - chunk-file-names.ts: lazily loaded chunks named by id and hash, so the runtime carries no name map.
 * - idle-prefetch/index.ts: Docusaurus's chunk-name map (`gca`) left out of the runtime; the idle
 *   prefetch finds a chunk's files from its registry entry.
 * Client modules: repair-address.ts (an address with a broken escape still starts the app),
 * chunk-load-recovery/, idle-prefetch/ (linked pages fetched when the browser is idle), in-page-jumps/.
 * Theme: Loading (a chunk that fails on a navigation, said in Chinese), Navbar/MobileSidebar (no
 * menu built right after hydration on phones),
 * DocCategoryGeneratedIndexPage and DocCard (the cards' descriptions from the category page's props).
 * Long pages also hydrate in parts: ./recma-split-mdx-content.ts, a docs option (config/docs.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internals } from '../../../config/internals';
import { featurePlugin, type FeaturePart } from '../feature-plugin';
import startUpScripts from './scripts';
import stagedEntry from './staged-entry';
import { registryWithoutModulePaths } from './route-registry';
import wholeCharactersSsr from './whole-characters-ssr';
import inPageJumpMarker from './in-page-jumps';
import cleanAddress from './clean-address';
import chunkFileNames from './chunk-file-names';
import { withoutChunkNameMap } from './idle-prefetch';

export default function startUp(context: LoadContext): Plugin {
  const here = (file: string) => path.join(__dirname, file);
  const on = internals;
  const parts: Array<FeaturePart | false> = [
    on.registryWithoutModulePaths && registryWithoutModulePaths(context),
    on.startUpScripts && startUpScripts(context),
    on.stagedEntry && stagedEntry(context),
    on.wholeCharactersSsr && wholeCharactersSsr(),
    on.idlePrefetch && withoutChunkNameMap(),
    inPageJumpMarker(),
    cleanAddress(),
    chunkFileNames(),
  ];
  return featurePlugin({
    name: 'start-up',
    themePath: here('theme'),
    clientModules: [
      // First: the router must not see an address it cannot decode.
      here('repair-address.ts'),
      here('chunk-load-recovery/client.ts'),
      here('chunk-load-recovery/chunk-load-recovery.css'),
      ...(on.idlePrefetch ? [here('idle-prefetch/client.ts')] : []),
      here('in-page-jumps/client.ts'),
      here('in-page-jumps/off-screen-blocks.css'),
    ],
    parts: parts.filter((part): part is FeaturePart => Boolean(part)),
  });
}
