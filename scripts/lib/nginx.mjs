// Starts Debian's nginx on a loopback port with deploy/nginx/site.conf over a build folder,
// exactly as deployed: only the root folder and the listen port are substituted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './docs-tree.mjs';
import { freePort } from './free-port.mjs';

const DEPLOY_ROOT = '/usr/share/nginx/html';

function brotliModule() {
  const so = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return fs.existsSync(so) ? `load_module ${so};` : null;
}

/** Start nginx; resolves to { baseUrl, port, stop() }. */
export async function startNginx(buildDir = path.join(ROOT, 'build')) {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fluxmq-nginx-'));
  fs.mkdirSync(path.join(prefix, 'snippets'));
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.copyFileSync(path.join(ROOT, 'deploy/nginx/security-headers.inc'), path.join(prefix, 'snippets/fluxmq-security-headers.inc'));
  const brotli = brotliModule();
  let site = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8')
    .replaceAll(DEPLOY_ROOT, path.resolve(buildDir))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '');
  if (!brotli) site = site.replace(/^\s*brotli_static on;\n/m, '');
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${brotli ?? ''}
daemon on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/tmp-body;
  proxy_temp_path ${prefix}/tmp-proxy;
  fastcgi_temp_path ${prefix}/tmp-fastcgi;
  uwsgi_temp_path ${prefix}/tmp-uwsgi;
  scgi_temp_path ${prefix}/tmp-scgi;
  include site.conf;
}
`,
  );
  const res = spawnSync('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`nginx did not start: ${res.stderr || res.stdout}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Wait until it answers.
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(baseUrl + '/');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    port,
    prefix,
    stop() {
      spawnSync('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'stop']);
    },
  };
}
