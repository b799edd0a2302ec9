/**
 * An address with a broken percent escape (/config/abc%E4 from a mangled link: "%E4" alone is no
 * character) must still get a working page. Docusaurus's route preloader and the router's history
 * both call `decodeURI` on the address as the app starts; on such an address that throws, the app
 * never renders and the page stays a dead copy of the server's not-found HTML. Client modules run
 * before either, so this one rewrites the address, in place and without a reload, into one that
 * decodes to the same characters as typed: each broken escape's "%" becomes "%25". The app then
 * starts on it and shows the not-found page, with its links on (src/features/not-found).
 */
export function repairedPath(pathname: string): string {
  // Runs of escapes (a character is up to four of them) that do not decode keep their text.
  return pathname.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
}

if (typeof window !== 'undefined') {
  const { pathname, search, hash } = window.location;
  let decodable = true;
  try {
    decodeURI(pathname);
  } catch {
    decodable = false;
  }
  if (!decodable) window.history.replaceState(window.history.state, '', repairedPath(pathname) + search + hash);
}
