/**
 * Anchors as they go into an address: a key's anchor may hold characters that chat and mail programs
 * cut a link at (the brackets of `mqtt[].port`), so they are percent-encoded — browsers, Docusaurus and
 * its link checker decode the hash again before looking for the element.
 */
export function hashOf(anchor: string): string {
  return `#${encodeURIComponent(anchor).replace(/%40/g, '@')}`;
}

/** The element id a location hash names ('#mqtt%5B%5D.port' → 'mqtt[].port'); '' when there is none or it is malformed. */
export function anchorOfHash(hash: string): string {
  if (hash.length < 2) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
