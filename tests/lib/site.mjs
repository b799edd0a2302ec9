// Shared helpers of the build and end-to-end tests: where the build is, the served site, the browser.
import fs from 'node:fs';
import path from 'node:path';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { startStaticServer } from './static-server.mjs';

export const BUILD_DIR = process.env.BUILD_DIR ?? path.join(ROOT, 'build');
export const BUILD_LOG = process.env.BUILD_LOG ?? path.join(ROOT, '.tmp/build.log');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The variables through which the test runner (scripts/run-tests.mjs) hands its served build to the
 * test files: nginx's address and the generic static host's. A test run against another build (the
 * version-cut copy's) unsets all of them, or its files would read the suite's build.
 */
export const SERVED_BUILD_ENV = { nginx: 'BASE_URL', staticHost: 'STATIC_BASE_URL' };

/** The served production build: BASE_URL from the test runner, or an nginx started for this file. */
export async function site() {
  if (process.env[SERVED_BUILD_ENV.nginx]) return { baseUrl: process.env[SERVED_BUILD_ENV.nginx], stop() {} };
  return startNginx(BUILD_DIR);
}

/**
 * The served production build on a generic static host (./static-server.mjs: files, directory
 * index.html, .html fallback, the root 404.html for anything else; no redirects or rewrites):
 * STATIC_BASE_URL from the test runner, or a server started for this file.
 */
export async function staticSite() {
  if (process.env[SERVED_BUILD_ENV.staticHost]) return { baseUrl: process.env[SERVED_BUILD_ENV.staticHost], stop() {} };
  return startStaticServer(BUILD_DIR);
}

/**
 * The scripts a page asks for, by address, with their text read from the build. A response's body
 * cannot be relied on: once the page navigates on it can be gone, or never arrive, and waiting for it
 * hangs; the file it was served from is always there.
 */
export function watchScripts(page, dir = BUILD_DIR) {
  const addresses = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) addresses.push(pathname);
  });
  const withText = (address) => {
    const file = path.join(dir, decodeURIComponent(address));
    return { address, body: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' };
  };
  return {
    /** The scripts asked for so far. */
    all: () => addresses.map(withText),
    /** The scripts asked for since the last take (the list starts again empty). */
    take: () => addresses.splice(0).map(withText),
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser({ args = [], ...options } = {}) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, ...options, args: [...CHROMIUM_ARGS, ...args] });
}

/** A page that records console errors and uncaught page errors. */
export async function newPage(browser, contextOptions = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', ...contextOptions });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
  return { context, page };
}

/**
 * Wait until React has hydrated the page (the theme sets data-has-hydrated on <html>): 20 s, or
 * `timeout` ms for a page that may be slowed or share the machine with other tests.
 */
export async function hydrated(page, { timeout = 20000 } = {}) {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout });
}

/**
 * Runs `act` (a click into another docs version) and waits until that version's page has loaded and
 * hydrated: each docs version is its own build (scripts/build-site.mjs), so the address is loaded
 * from the server. The load is awaited from before the click, so however fast it comes it is seen.
 */
export async function loadsOtherVersion(page, act) {
  const loaded = page.waitForEvent('load', { timeout: 20000 });
  await act();
  await loaded;
  await hydrated(page);
}

/** Every HTML route of the build: '/config/mqtt', '/2.0.18/', '/gzyq/rule/' … */
export function builtRoutes(dir = BUILD_DIR) {
  const routes = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'assets') walk(p);
      } else if (e.name === 'index.html') {
        const rel = path.relative(dir, d).split(path.sep).join('/');
        routes.push(rel ? `/${rel}` : '/');
      }
    }
  };
  walk(dir);
  return routes.sort();
}

/** Static HTML of a route in the build. */
export function htmlOf(route, dir = BUILD_DIR) {
  const clean = decodeURI(route).replace(/\/$/, '');
  return fs.readFileSync(path.join(dir, clean, 'index.html'), 'utf8');
}

/**
 * Poll a page-side predicate until it holds. Unlike page.waitForFunction with an argument, this
 * never asks the page to evaluate a string, so it works under the site's CSP (no 'unsafe-eval').
 */
export async function waitUntil(page, predicate, arg, { timeout = 10000, interval = 50 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(predicate, arg).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`waitUntil: timed out after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Resolves once the page has done the work it had queued: it has drawn a frame, and then the browser
 * found it idle (an idle callback runs only when no task is waiting: React's scheduled renders and
 * effects, the tasks they queued, observers' callbacks have run) — twice, so that work queued by the
 * first round (a state update in an effect, an IntersectionObserver callback of the next frame) has
 * run too. A test that something does NOT happen after an event waits for this: the positive point
 * after which it would have happened. Fails, saying so, when the page is never idle within `timeout`.
 */
export async function settled(page, { rounds = 2, timeout = 10000 } = {}) {
  const idle = await page.evaluate(
    ({ rounds, timeout }) =>
      new Promise((resolve) => {
        const round = (left) => {
          if (left === 0) {
            resolve(true);
            return;
          }
          requestAnimationFrame(() => {
            requestIdleCallback((deadline) => (deadline.didTimeout ? resolve(false) : round(left - 1)), { timeout });
          });
        };
        round(rounds);
      }),
    { rounds, timeout },
  );
  if (!idle) throw new Error(`settled: the page was never idle within ${timeout} ms`);
}

/**
 * Init script (page.addInitScript, context.addInitScript): window.__pendingIdleCallbacks() counts the
 * idle callbacks the page asked for (requestIdleCallback: the site's idle prefetch) and that have not
 * run or been cancelled yet. With it installed, atRest() also waits for the idle work to be done.
 */
export function countIdleCallbacks() {
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  const pending = new Set();
  window.requestIdleCallback = (callback, options) => {
    const id = request((deadline) => {
      pending.delete(id);
      return callback(deadline);
    }, options);
    pending.add(id);
    return id;
  };
  window.cancelIdleCallback = (id) => {
    pending.delete(id);
    cancel(id);
  };
  window.__pendingIdleCallbacks = () => pending.size;
}

/**
 * Init script (page.addInitScript, context.addInitScript): window.__workersStarted counts the Web
 * Workers the page has started (the search's worker is started by the first question put to it: to
 * load an index, or to search). A test that no index is fetched reads it after settled().
 */
export function countWorkers() {
  window.__workersStarted = 0;
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      window.__workersStarted += 1;
    }
  };
}

/** In the page: loaded (images, styles, scripts), fonts in, no idle work pending (when counted). */
function quiet() {
  return document.readyState === 'complete' && document.fonts.status === 'loaded' && (window.__pendingIdleCallbacks?.() ?? 0) === 0;
}

/**
 * Resolves once nothing more is on its way that could change what the page shows or asks for: the
 * page has loaded (the load event: its images, stylesheets and scripts), its fonts are in, the idle
 * work it queued is done (with countIdleCallbacks installed: the idle prefetch has worked through its
 * queue), and it has settled (above) after all that with nothing new queued.
 */
export async function atRest(page, { timeout = 30000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    await waitUntil(page, quiet, null, { timeout: Math.max(end - Date.now(), 0) }).catch(() => {
      throw new Error(`atRest: the page did not load, get its fonts or finish its idle work within ${timeout} ms`);
    });
    await settled(page);
    if (await page.evaluate(quiet)) return;
  }
}

/**
 * Registers the before/after hooks of an end-to-end test file: the served site and a browser.
 * Returns an object whose `server` and `browser` are set once the hooks ran.
 */
export function useSiteAndBrowser({ serve = site, browserOptions = {} } = {}) {
  const env = { server: undefined, browser: undefined };
  before(async () => {
    env.server = await serve();
    env.browser = await launchBrowser(browserOptions);
  });
  after(async () => {
    await env.browser?.close();
    env.server?.stop();
  });
  return env;
}

/** The hosts the site must work on, as named in test titles. */
export const HOSTS = ['nginx', 'a generic static host'];

/**
 * Registers the before/after hooks of an end-to-end test file that runs against both hosts: nginx
 * with deploy/nginx/site.conf, and a generic static server. `env.hosts[name]` and `env.browser` are
 * set once the hooks ran.
 */
export function useHostsAndBrowser() {
  const env = { hosts: {}, browser: undefined };
  before(async () => {
    env.hosts[HOSTS[0]] = await site();
    env.hosts[HOSTS[1]] = await staticSite();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    for (const server of Object.values(env.hosts)) server.stop();
  });
  return env;
}
