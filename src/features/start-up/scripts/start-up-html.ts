import fs from 'node:fs';
import { hookBroken } from '../../../../config/internals';

/** The loader's source as inlined in every page: the file (./loader.js) without its comment lines. */
export function loaderSource(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

const DEFERRED_SCRIPT = /<script src="?([^" >]+)"? defer><\/script>/g;

/**
 * A page's HTML with its start-up scripts requested by the loader instead of the head: the
 * deferred entry scripts (main.js, the webpack runtime) leave the head, and the loader, at the end
 * of the body, names them after the page's route chunks. HTML without deferred scripts (no entry)
 * comes back unchanged.
 */
export function withStartUpLoader(html: string, routeChunkUrls: string[], loader: string): string {
  const entry: string[] = [];
  const rest = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    entry.push(src);
    return '';
  });
  if (entry.length === 0) return html;
  const chunks = routeChunkUrls.filter((url) => !entry.includes(url));
  const tag = `<script data-route-chunks="${chunks.join(' ')}" data-entry="${entry.join(' ')}">${loader}</script>`;
  return rest.includes('</body>') ? rest.replace('</body>', `${tag}</body>`) : rest + tag;
}

/** A page of the build and what the loader should name for it. */
export interface StartUpPage {
  /** Where the page is, for messages: build/config/mqtt/index.html. */
  where: string;
  html: string;
  /** The files of the page's route chunks (URLs), in the order the browser's preload() loads them. */
  routeChunkUrls: string[];
}

/**
 * Every page's HTML with its start-up scripts requested by the loader (withStartUpLoader). Every page
 * Docusaurus renders names its entry scripts as `<script src=… defer>` in the head; a page where that
 * matches nothing means the HTML template changed, and the pages would silently keep their scripts in
 * the head (LCP back from ~1.0 s to ~1.9 s): that fails the build, naming the first such page. So does
 * a build where no page's route chunks were found (the generated route table, its chunk names, or the
 * bundler's chunk-group stats changed shape): the pages would name only main.js again.
 */
export function withStartUpLoaders(pages: readonly StartUpPage[], loader: string): string[] {
  const hasDeferredScript = new RegExp(DEFERRED_SCRIPT.source);
  const unmatched = pages.filter((p) => !hasDeferredScript.test(p.html));
  if (unmatched.length) {
    const others = unmatched.length > 1 ? ` (and ${unmatched.length - 1} other pages)` : '';
    throw hookBroken(
      'startUpScripts',
      `matched no <script defer> in ${unmatched[0].where}${others}`,
      'the Docusaurus HTML template changed',
    );
  }
  if (pages.length && pages.every((p) => p.routeChunkUrls.length === 0)) {
    throw hookBroken(
      'startUpScripts',
      `found the files of no page's route chunks (${pages.length} pages)`,
      "the generated routes.js / routesChunkNames.json or the bundler's chunk-group stats changed",
    );
  }
  return pages.map((p) => withStartUpLoader(p.html, p.routeChunkUrls, loader));
}
