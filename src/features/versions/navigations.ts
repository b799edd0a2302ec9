/**
 * Where the reader was before the app's last move (a link, the version dropdown, Back), if they
 * have moved within the app since the document loaded. A page of another docs version reached so
 * is loaded from the server (theme/OtherVersionPage); a document the server answered with such a
 * page has no previous address, and is not loaded again, so a misrouted address cannot reload for ever.
 */
type Place = { pathname: string; search: string; hash: string };

let previous: string | undefined;

export function onRouteUpdate({ previousLocation }: { previousLocation: Place | null }): void {
  if (previousLocation) previous = `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`;
}

export const previousAddress = (): string | undefined => previous;
