// Replaces @docusaurus/core's client/renderToHtml.js in the server bundle (see ./index.ts).
// React 18.3's streaming server renderer (renderToPipeableStream), which Docusaurus 3.6.2 renders
// every page with, sometimes writes zero bytes where its output chunks meet on a page with
// multi-byte characters: a NUL inside a heading id, a link target or a label, which the HTML
// minifier then turns into "�". About a third of the site's pages had one, breaking in-page links.
// The page is still rendered with the streaming renderer first, which waits for every lazy
// component; when its output holds a NUL (or "�"), the page is rendered again with renderToString
// (everything is loaded by then, so nothing falls back), which builds a JavaScript string.
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';

const BROKEN = /[\u0000\uFFFD]/;

export async function renderToHtml(app) {
  const streamed = await new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
  return BROKEN.test(streamed) ? renderToString(app) : streamed;
}
