// What the page asks the local-search plugin's worker, and when the worker has answered: the plugin
// calls the worker's search(baseUrl, searchContext, input, limit) through Comlink, one "APPLY"
// message per call (sent to the worker, or to the port of the object the worker handed back), and
// the answer comes back as a message with the same id. Tests wait for the answer to the query they
// typed instead of for the suggestions to look settled, which on a busy machine they do too early.
import { waitUntil } from './site.mjs';

/** Init script (page.addInitScript): window.__searches lists the queries asked, window.__answered the ids answered. */
export function recordSearchWorkerCalls() {
  window.__searches = [];
  window.__searchCalls = [];
  window.__answered = new Set();
  for (const Target of [Worker, MessagePort]) {
    const post = Target.prototype.postMessage;
    Target.prototype.postMessage = function postMessage(message, ...rest) {
      if (message && message.type === 'APPLY' && Array.isArray(message.path) && message.path[message.path.length - 1] === 'search') {
        const query = message.argumentList?.[2]?.value;
        window.__searches.push(query);
        window.__searchCalls.push({ id: message.id, query });
      }
      return post.call(this, message, ...rest);
    };
    // Each message listener runs wrapped, so the answer's id is noted once the listener has run;
    // the wrapper stands in for the listener when it is removed.
    const wrappers = new WeakMap();
    const listen = Target.prototype.addEventListener;
    const unlisten = Target.prototype.removeEventListener;
    Target.prototype.addEventListener = function addEventListener(type, listener, ...rest) {
      if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, ...rest);
      if (!wrappers.has(listener)) {
        wrappers.set(listener, function answered(event) {
          try {
            return listener.call(this, event);
          } finally {
            if (event.data && event.data.id !== undefined) window.__answered.add(event.data.id);
          }
        });
      }
      return listen.call(this, type, wrappers.get(listener), ...rest);
    };
    Target.prototype.removeEventListener = function removeEventListener(type, listener, ...rest) {
      return unlisten.call(this, type, (type === 'message' && wrappers.get(listener)) || listener, ...rest);
    };
  }
}

/**
 * Resolves once the last search the page asked is for `query` and the worker has answered it, and
 * the page has then drawn a frame and run the tasks queued by the answer.
 */
export async function searchAnswered(page, query, { timeout = 60000 } = {}) {
  await waitUntil(
    page,
    (q) => {
      const last = window.__searchCalls[window.__searchCalls.length - 1];
      return Boolean(last) && last.query === q && window.__answered.has(last.id);
    },
    query,
    { timeout },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0))),
  );
}
