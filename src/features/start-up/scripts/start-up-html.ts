import fs from 'node:fs';

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
