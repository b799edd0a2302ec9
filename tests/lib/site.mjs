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

/** The served production build: BASE_URL from the test runner, or an nginx started for this file. */
export async function site() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop() {} };
  return startNginx(BUILD_DIR);
}

/**
 * The served production build on a generic static host (./static-server.mjs: files, directory
 * index.html, .html fallback, the root 404.html for anything else; no redirects or rewrites):
 * STATIC_BASE_URL from the test runner, or a server started for this file.
 */
export async function staticSite() {
  if (process.env.STATIC_BASE_URL) return { baseUrl: process.env.STATIC_BASE_URL, stop() {} };
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

/** Wait until React has hydrated the page (the theme sets data-has-hydrated on <html>). */
export async function hydrated(page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 20000 });
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
