// The idle prefetch queue (src/features/start-up/idle-prefetch/prefetch-queue.ts): which links it queues, that nothing runs
// before the page has loaded, and that work is cut into small idle slices. Its effect in the
// browser is tested in tests/e2e/network-faults.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { createIdlePrefetch, routePathOf } = await importTs('src/features/start-up/idle-prefetch/prefetch-queue.ts');
const routeChunks = await importTs('src/features/start-up/route-chunks.ts');
const { chunkIndex } = routeChunks;
/** The paths of the routes that render a path, outermost first. */
const routeChain = (...args) => routeChunks.routeChain(...args).map((route) => route.path);

/** A fake idle scheduler: callbacks wait until the test runs them. */
function fakeIdle(timeRemaining = 50) {
  const pending = [];
  return {
    whenIdle: (cb) => pending.push(cb),
    runOne() {
      const cb = pending.shift();
      if (cb) cb({ timeRemaining: () => timeRemaining });
      return Boolean(cb);
    },
    get waiting() {
      return pending.length;
    },
  };
}

test('route paths: same-page anchors are skipped, hashes and queries dropped', () => {
  assert.equal(routePathOf('/config/mqtt'), '/config/mqtt');
  assert.equal(routePathOf('/config/mqtt#端口'), '/config/mqtt');
  assert.equal(routePathOf('/search?q=kafka'), '/search');
  assert.equal(routePathOf('#端口'), null);
  assert.equal(routePathOf('https://www.fluxmq.com/'), null);
  assert.equal(routePathOf(undefined), null);
});

test('nothing is prefetched before start; repeats and anchors are not queued', () => {
  const done = [];
  const idle = fakeIdle();
  const q = createIdlePrefetch({ prefetchNow: (p) => done.push(p), whenIdle: idle.whenIdle });
  assert.equal(q.add('/a'), true);
  assert.equal(q.add('/a#x'), false);
  assert.equal(q.add('#x'), false);
  assert.equal(q.add('/b'), true);
  assert.equal(idle.waiting, 0, 'no idle callback is requested before the page has loaded');
  assert.deepEqual(done, []);
  q.start();
  while (idle.runOne());
  assert.deepEqual(done, ['/a', '/b']);
  assert.equal(q.pending(), 0);
});

test('each idle slice handles at most routesPerSlice routes', () => {
  const done = [];
  const idle = fakeIdle();
  const q = createIdlePrefetch({ prefetchNow: (p) => done.push(p), whenIdle: idle.whenIdle, routesPerSlice: 3 });
  for (let i = 0; i < 10; i++) q.add(`/p${i}`);
  q.start();
  const perSlice = [];
  while (idle.waiting) {
    const before = done.length;
    idle.runOne();
    perSlice.push(done.length - before);
  }
  assert.deepEqual(perSlice, [3, 3, 3, 1]);
});

test('a slice stops when its time budget is spent, but always makes progress', () => {
  let clock = 0;
  const done = [];
  const idle = fakeIdle();
  const q = createIdlePrefetch({
    prefetchNow: (p) => {
      done.push(p);
      clock += 20; // every prefetch takes longer than the whole budget
    },
    whenIdle: idle.whenIdle,
    sliceMs: 8,
    now: () => clock,
  });
  q.add('/a');
  q.add('/b');
  q.start();
  idle.runOne();
  assert.deepEqual(done, ['/a']);
  idle.runOne();
  assert.deepEqual(done, ['/a', '/b']);
});

test('a failing prefetch does not stop the queue', () => {
  const done = [];
  const idle = fakeIdle();
  const q = createIdlePrefetch({
    prefetchNow: (p) => {
      if (p === '/bad') throw new Error('boom');
      done.push(p);
    },
    whenIdle: idle.whenIdle,
  });
  q.add('/bad');
  q.add('/good');
  q.start();
  while (idle.runOne());
  assert.deepEqual(done, ['/good']);
});

test('chunk index: route keys lose their hash, nested chunk names are flattened', () => {
  const index = chunkIndex({
    '/config/mqtt-1a2': { __comp: 'c1', content: 'c2', __context: { plugin: 'c3' } },
    '/2.0.17-3a5': { __comp: 'v1' },
    '/2.0.17-0e1': { __comp: 'v2' },
  });
  assert.deepEqual(index.get('/config/mqtt'), ['c1', 'c2', 'c3']);
  assert.deepEqual(index.get('/2.0.17'), ['v1', 'v2']);
});

test('route chain: the nested routes a path renders, outermost first', () => {
  const routes = [
    { path: '/search', exact: true },
    {
      path: '/',
      routes: [
        { path: '/2.0.17', routes: [{ path: '/2.0.17/config/mqtt', exact: true }] },
        { path: '/', routes: [{ path: '/config/mqtt', exact: true }] },
      ],
    },
  ];
  const matchPath = (pathname, r) =>
    r.exact ? pathname === r.path : pathname === r.path || pathname.startsWith(r.path.endsWith('/') ? r.path : `${r.path}/`);
  assert.deepEqual(routeChain(routes, '/config/mqtt', matchPath), ['/', '/', '/config/mqtt']);
  assert.deepEqual(routeChain(routes, '/2.0.17/config/mqtt', matchPath), ['/', '/2.0.17', '/2.0.17/config/mqtt']);
  assert.deepEqual(routeChain(routes, '/search', matchPath), ['/search']);
});

test('route chain: routes whose literal start the path lacks are not handed to matchPath', () => {
  const routes = [
    { path: '/search', exact: true },
    {
      path: '/',
      routes: [
        { path: '/2.0.17', routes: [{ path: '/2.0.17/config/mqtt', exact: true }] },
        { path: '/', routes: [{ path: '/Config/MQTT', exact: true }, { path: '*' }] },
      ],
    },
  ];
  const asked = [];
  const matchPath = (pathname, r) => {
    asked.push(r.path);
    if (r.path === '*') return true;
    return r.exact ? pathname.toLowerCase() === r.path.toLowerCase() : pathname.toLowerCase().startsWith(r.path.toLowerCase());
  };
  // Case-insensitive, as react-router: '/config/mqtt' still reaches '/Config/MQTT'.
  assert.deepEqual(routeChain(routes, '/config/mqtt', matchPath), ['/', '/', '/Config/MQTT']);
  assert.ok(!asked.includes('/search') && !asked.includes('/2.0.17'), `asked: ${asked}`);
  // A pattern with no literal start ('*') is always asked.
  asked.length = 0;
  assert.deepEqual(routeChain(routes, '/nowhere', matchPath), ['/', '/', '*']);
  assert.ok(asked.includes('*'));
});

const { chunkIdsOfLoader } = await importTs('src/features/start-up/idle-prefetch/chunk-files.ts');

test("a registry entry's chunks are read from its load function, as the bundler writes it minified or not", () => {
  // Shapes from this site's build (rspack, minified) and from an unminified development build.
  const one = new Function('t', 'return () => t.e("60151").then(t.t.bind(t, 43765, 19))');
  const three = new Function('t', 'return () => Promise.all([t.e("86212"), t.e("3990"), t.e("85230")]).then(t.bind(t, 1))');
  const dev = new Function(
    '__webpack_require__',
    'return () => __webpack_require__.e(/*! import() | abc */ "docs-abc").then(__webpack_require__.bind(__webpack_require__, "./docs/x.md"))',
  );
  assert.deepEqual(chunkIdsOfLoader(one()), ['60151']);
  assert.deepEqual(chunkIdsOfLoader(three()), ['86212', '3990', '85230']);
  assert.deepEqual(chunkIdsOfLoader(dev()), ['docs-abc']);
  // A module already in the entry loads no chunk; anything else is no loader.
  assert.deepEqual(
    chunkIdsOfLoader(() => Promise.resolve({})),
    [],
  );
  assert.deepEqual(chunkIdsOfLoader(undefined), []);
  assert.deepEqual(chunkIdsOfLoader('t.e("1")'), []);
});
