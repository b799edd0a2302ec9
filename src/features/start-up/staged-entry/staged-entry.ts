/**
 * Client entry (./index.ts): evaluate the entry bundle's modules in stages, one browser task each,
 * then start Docusaurus's own client entry. Every import is eager (same chunk, no request): the
 * stages only decide *when* each group of modules is evaluated. A stage that throws is reported and
 * the next one still runs, so the app starts exactly as it would have without the stages. Each stage
 * leaves a performance mark (`fluxmq:start-up:<stage>`) for anyone timing the start-up.
 */

/** Resolve in a new task, after anything the browser has queued (input, rendering). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

const stages: Array<[string, () => Promise<unknown>]> = [
  // First, so chunk-load recovery is in place before any stage asks webpack for a chunk.
  ['client modules', () => import(/* webpackMode: "eager" */ '@generated/client-modules')],
  ['react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ['route table', () => import(/* webpackMode: "eager" */ '@generated/routes')],
  ['theme layout', () => import(/* webpackMode: "eager" */ '@theme/Layout')],
  [
    // The route components of this page: what Docusaurus's entry preloads before hydrating.
    'page route',
    () =>
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload').then(({ default: preload }) =>
        preload(window.location.pathname),
      ),
  ],
];

async function start(): Promise<void> {
  for (const [name, stage] of stages) {
    await nextTask();
    try {
      await stage();
    } catch (error) {
      console.error(`Start-up stage "${name}" failed:`, error);
    }
    performance.mark(`fluxmq:start-up:${name}`);
  }
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
  performance.mark('fluxmq:start-up:client entry');
}

void start();
