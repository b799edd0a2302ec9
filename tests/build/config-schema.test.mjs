// Each docs version's config.yaml schema in the build: /<version>/config.schema.json for every version,
// the latest's included (the fixed address the editor line on the config pages names), and
// /config.schema.json for the latest version (the address that follows the latest release), each equal
// to what the generator makes from the configuration-key data for that address, and served as JSON by
// nginx (deploy/nginx/site.conf) and by a generic static host.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, site, staticSite } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';

const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const { configSchema, configSchemaPath, configSchemaPaths } = await importTs('src/features/config-schema/schema.ts');

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
    assert.deepEqual(built, configSchema(v));
    assert.equal(built.$id, `https://doc.fluxmq.com${address}`);
  });

  test(`${v}: its fixed address ${pinned} is in the build (the latest's too), the same schema with its own $id`, () => {
    assert.ok(configSchemaPaths(v).includes(pinned), `${v}'s addresses include ${pinned}`);
    const file = path.join(BUILD_DIR, pinned);
    assert.ok(fs.existsSync(file), `${file} exists`);
    const built = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.equal(built.$id, `https://doc.fluxmq.com${pinned}`);
    assert.deepEqual(built, configSchema(v, undefined, pinned));
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
      assert.deepEqual(body, configSchema(v));
    });
  }
}
