// The Dockerfile cannot run here; this keeps it wired to the configuration the tests do run:
// the same site.conf and headers snippet at the paths site.conf expects, the build at its root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const site = fs.readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8');
const copies = [...dockerfile.matchAll(/^COPY (?:--from=\w+ )?(\S+) (\S+)$/gm)].map((m) => [m[1], m[2]]);
const dest = (src) => copies.find(([s]) => s === src)?.[1];

test('the image serves the build from the root site.conf names', () => {
  const root = site.match(/^\s*root (\S+);/m)[1];
  assert.equal(dest('/site/build'), root);
  assert.match(site, new RegExp(`include ${root}/csp-hashes\\.conf;`));
});

test('the image installs site.conf and the headers snippet where site.conf includes it', () => {
  assert.match(dest('deploy/nginx/site.conf'), /^\/etc\/nginx\/conf\.d\/[\w-]+\.conf$/);
  const snippet = site.match(/include (snippets\/[\w.-]+);/)[1];
  assert.equal(dest('deploy/nginx/security-headers.inc'), `/etc/nginx/${snippet}`);
});

test('the image uses Debian nginx with the brotli_static module, as the tests do', () => {
  assert.match(dockerfile, /FROM debian:bookworm-slim/);
  assert.match(dockerfile, /apt-get install[^\n]*nginx libnginx-mod-http-brotli-static/);
  assert.match(site, /brotli_static on;/);
  assert.match(dockerfile, /RUN npm ci/);
  assert.match(dockerfile, /RUN npm run build/);
});
