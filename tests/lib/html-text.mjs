// Reading what the built HTML of a page says: its character references, its meta description, the
// script lists of its start-up loader.

/** Decode the character references React's renderer writes. */
export function decodeEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, ref) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return named[ref.toLowerCase()] ?? m;
  });
}

/** The page's meta description as written in its HTML (quoted or, minified, unquoted; references not decoded). */
export const metaDescription = (html) =>
  html.match(/<meta[^>]*name="?description"?[^>]*content="([^"]*)"/)?.[1] ??
  html.match(/<meta[^>]*name=description[^>]*content=([^ >]*)/)?.[1];

/** The lists the start-up loader at the end of a page's HTML carries: its route's chunks and the entry; null without the loader. */
export function startUpScriptLists(html) {
  const tag = html.match(/<script data-route-chunks="([^"]*)" data-entry="([^"]*)">/);
  return tag && { chunks: tag[1].split(' ').filter(Boolean), entry: tag[2].split(' ').filter(Boolean) };
}
