// Replaces @docusaurus/core's client/renderToHtml.js in the server bundle (see ./index.ts).
// React 18.3's streaming server renderer (renderToPipeableStream), which Docusaurus 3.6.2 renders
// every page with, sometimes writes zero bytes where its output chunks meet on a page with
// multi-byte characters: a NUL inside a heading id, a link target or a label, which the HTML
// minifier then turns into "�". About a third of the site's pages had one, breaking in-page links.
// Every page is rendered with renderToString instead, which builds a JavaScript string, so no
// character is cut. It is also the cheaper renderer: the streaming one, followed by renderToString
// for the third of the pages it broke, cost the static rendering step about a third more CPU
// (bench/RESULTS.md). Docusaurus loads a route's components before rendering it; a lazy component
// that still suspends on the server is rendered as its fallback by renderToString (marked
// `<!--$!-->`): such a page is rendered with the streaming renderer, which waits for the component,
// and then again as a string, now that the component is loaded.
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';

/** The marker React writes for a Suspense boundary it rendered as its fallback. */
const FALLBACK_RENDERED = '<!--$!-->';
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const BROKEN = /[\u0000\uFFFD]/;

function renderStreaming(app) {
  return new Promise((resolve, reject) => {
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
}

export async function renderToHtml(app) {
  const whole = renderToString(app);
  if (!whole.includes(FALLBACK_RENDERED)) return whole;
  // A lazy component not loaded yet (the navbar's search box on the first pages rendered): the
  // streaming renderer waits for it, and once loaded it stays loaded, so the string renderer now
  // draws the page whole.
  const streamed = await renderStreaming(app);
  const again = renderToString(app);
  if (!again.includes(FALLBACK_RENDERED)) return again;
  if (BROKEN.test(streamed))
    throw new Error(
      'A page that waits for a lazy component on the server came out of the streaming renderer with a broken character (see render-to-html.js)',
    );
  return streamed;
}
