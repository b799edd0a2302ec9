// Each docs version's config.yaml schema in the build: /<version>/config.schema.json for every version,
// the latest's included (the fixed address the editor line on the config pages names), and
// /config.schema.json for the latest version (the address that follows the latest release), each equal
// to what the generator makes from the configuration-key data for that address (with the examples the
// version's pages give, read from the same Markdown the build read), and served as JSON by nginx
// (deploy/nginx/site.conf) and by a generic static host. The catalog (/config.schema.catalog.json, in
// SchemaStore's format) lists every version's fixed address, each of which the build has.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, site, staticSite } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';

const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const { CATALOG_PATH, configSchema, configSchemaPath, configSchemaPaths, pinnedSchemaUrl, schemaCatalog } = await importTs(
  'src/features/config-schema/schema.ts',
);
const { pageExamples } = await importTs('src/features/config-schema/examples.ts');
/** What the build writes for version v at an address: the schema with the version's page examples. */
const published = (v, address) => configSchema(v, undefined, address, pageExamples(v));

const hosts = {};
before(async () => {
  hosts.nginx = await site();
  hosts['a generic static host'] = await staticSite();
});
after(() => Object.values(hosts).forEach((h) => h.stop()));

for (const v of DOCS_VERSIONS) {
  const address = `${prefixOf(v)}/config.schema.json`;
  const pinned = `/${v}/config.schema.json`;

  test(`${v}: ${address} is in the build and is the generator's schema of ${v}`, () => {
    assert.equal(configSchemaPath(v), address);
    const file = path.join(BUILD_DIR, address);
    assert.ok(fs.existsSync(file), `${file} exists`);
    const built = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.deepEqual(built, published(v));
    assert.equal(built.$id, `https://doc.fluxmq.com${address}`);
    // The pages' values are in it (the examples were not left out).
    assert.ok(JSON.stringify(built).includes('"examples":'), `${address} has examples`);
  });

  test(`${v}: its fixed address ${pinned} is in the build (the latest's too), the same schema with its own $id`, () => {
    assert.ok(configSchemaPaths(v).includes(pinned), `${v}'s addresses include ${pinned}`);
    const file = path.join(BUILD_DIR, pinned);
    assert.ok(fs.existsSync(file), `${file} exists`);
    const built = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.equal(built.$id, `https://doc.fluxmq.com${pinned}`);
    assert.deepEqual(built, published(v, pinned));
    const { $id: _a, ...atPinned } = built;
    const { $id: _b, ...atAddress } = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, address), 'utf8'));
    assert.deepEqual(atPinned, atAddress, `${pinned} and ${address} differ only in $id`);
  });

  for (const name of ['nginx', 'a generic static host']) {
    test(`${v}: ${pinned} is served as JSON by ${name}`, async () => {
      const res = await fetch(`${hosts[name].baseUrl}${pinned}`, { signal: AbortSignal.timeout(10000) });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json\b/);
      assert.equal((await res.json()).$id, `https://doc.fluxmq.com${pinned}`);
    });

    test(`${v}: ${address} is served as JSON by ${name}`, async () => {
      const res = await fetch(`${hosts[name].baseUrl}${address}`, { signal: AbortSignal.timeout(10000) });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json\b/);
      const body = await res.json();
      assert.equal(body.$id, `https://doc.fluxmq.com${address}`);
      assert.deepEqual(body, published(v));
    });
  }
}

test(`${CATALOG_PATH} is in the build, the generator's catalog, listing every version's fixed address, each of which the build has`, () => {
  const file = path.join(BUILD_DIR, CATALOG_PATH);
  assert.ok(fs.existsSync(file), `${file} exists`);
  const built = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.deepEqual(built, schemaCatalog());
  const [entry] = built.schemas;
  assert.deepEqual(Object.keys(entry.versions), DOCS_VERSIONS, 'every version, newest first');
  for (const v of DOCS_VERSIONS) {
    assert.equal(entry.versions[v], pinnedSchemaUrl(v));
    const pinned = new URL(entry.versions[v]).pathname;
    assert.ok(fs.existsSync(path.join(BUILD_DIR, pinned)), `${pinned} (${v}) is in the build`);
  }
  const latest = new URL(entry.url).pathname;
  assert.equal(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, latest), 'utf8')).title, `FluxMQ ${DOCS_VERSIONS[0]} config.yaml`);
});

for (const name of ['nginx', 'a generic static host']) {
  test(`${CATALOG_PATH} is served as JSON by ${name}, and so is every address it lists`, async () => {
    const get = (address) => fetch(`${hosts[name].baseUrl}${address}`, { signal: AbortSignal.timeout(10000) });
    const res = await get(CATALOG_PATH);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json\b/);
    const [entry] = (await res.json()).schemas;
    for (const url of [entry.url, ...Object.values(entry.versions)]) {
      const listed = await get(new URL(url).pathname);
      assert.equal(listed.status, 200, url);
      assert.match(listed.headers.get('content-type') ?? '', /^application\/json\b/, url);
      assert.equal((await listed.json()).$id, url);
    }
  });
}
