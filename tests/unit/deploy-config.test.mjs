// The Docker image serves the site as the tests do. Docker cannot run here, so the image is rebuilt
// in a folder: a small site goes through the rest of the build stage's `npm run build` (what follows
// `docusaurus build`: CSP hashes, precompressed copies), every COPY of the serving stage lands where
// the image puts it (under a temporary root), and Debian's nginx starts with a main configuration
// like Debian's (the modules of the packages the image installs, mime types, conf.d). If the
// Dockerfile, the build script and site.conf disagree — a path, an include, a missing module or
// build step — nginx refuses to start or the page is not served as it should be, as in the image.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

/** The modules Debian's nginx loads for the module packages the image may install (modules-enabled). */
const MODULE_PACKAGES = { 'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' };

/** The Dockerfile's stages: name, WORKDIR, RUN commands, COPY [from, source, destination], installed packages. */
function stages(dockerfile) {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split(/^(?=FROM )/m)
    .filter((s) => s.startsWith('FROM '))
    .map((text) => ({
      name: text.match(/^FROM \S+(?: AS (\w+))?/)[1],
      workdir: text.match(/^WORKDIR (\S+)/m)?.[1] ?? '/',
      runs: [...text.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]),
      copies: [...text.matchAll(/^COPY (?:--from=(\w+) )?(\S+) (\S+)$/gm)].map(([, from, src, dest]) => ({ from, src, dest })),
      packages: [...text.matchAll(/apt-get install ([^&]+)/g)].flatMap((m) => m[1].split(/\s+/).filter((w) => w && !w.startsWith('-'))),
    }));
}

/** What `docusaurus build` leaves for the rest of the build script: a page with an inline script, a 404 page, a bundle. */
function writeSmallSite(dir) {
  const page = (title) =>
    `<!doctype html><html lang="zh-Hans"><head><title>${title}</title><script>document.documentElement.dataset.x='1'</script></head><body><h1>${title}</h1>${'<p>FluxMQ 文档</p>'.repeat(40)}</body></html>`;
  fs.mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('首页'));
  fs.writeFileSync(path.join(dir, '404.html'), page('找不到页面'));
  fs.writeFileSync(path.join(dir, 'assets/js/main.1a2b3c4d.js'), `console.log(${JSON.stringify('x'.repeat(2000))});\n`);
  // Files other tools read cross-origin: an OpenAPI file (large enough for a brotli copy) and a page's Markdown copy.
  const paths = Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`/api/p${i}`, { get: { responses: { 200: { description: '成功' } } } }]),
  );
  fs.writeFileSync(
    path.join(dir, 'openapi.json'),
    JSON.stringify({ openapi: '3.1.0', info: { title: 'FluxMQ HTTP API', version: '1' }, paths }),
  );
  fs.mkdirSync(path.join(dir, 'config'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'config/mqtt.md'), `# MQTT 配置\n\n${'FluxMQ 文档。\n'.repeat(60)}`);
}

/** The image's file system under `root`, built as the Dockerfile says; returns the serving stage. */
function buildImage(root) {
  const all = stages(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  const serve = all[all.length - 1];
  const stageRoots = new Map();
  for (const stage of all.slice(0, -1)) {
    // A build stage: the project at its WORKDIR, its `npm run <script>` run with `docusaurus build`
    // stood in for by a small site (the rest of the script runs as written).
    const stageRoot = fs.mkdtempSync(path.join(root, `stage-${stage.name}-`));
    const project = path.join(stageRoot, stage.workdir);
    fs.mkdirSync(project, { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'scripts'), path.join(project, 'scripts'));
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    // `docusaurus build`, or the same bin started by node with options of its own; or
    // scripts/build-site.mjs, which runs a Docusaurus build per docs version and then post-build.
    const docusaurusBuild =
      /^(?:docusaurus|node(?: --\S+)* node_modules\/@docusaurus\/core\/bin\/docusaurus\.mjs) build(?: --out-dir (\S+))?$/;
    const siteBuild = /^node scripts\/build-site\.mjs(?: (\S+))?$/;
    const builds = (command) => docusaurusBuild.test(command) || siteBuild.test(command);
    const buildRun = stage.runs
      .map((r) => r.match(/^npm run (\S+)$/)?.[1])
      .find((name) => builds(scripts[name]?.split('&&')[0].trim() ?? ''));
    assert.ok(buildRun, `the ${stage.name} stage runs no npm script that builds the site`);
    const [first, ...rest] = scripts[buildRun].split('&&').map((c) => c.trim());
    const outDir = first.match(docusaurusBuild) ?? first.match(siteBuild);
    assert.ok(outDir, `npm run ${buildRun} does not start with a build of the site: ${scripts[buildRun]}`);
    writeSmallSite(path.join(project, outDir[1] ?? 'build'));
    // build-site's Docusaurus builds are stood in for by the small site; its post-build runs as written.
    const after = siteBuild.test(first) ? [`node scripts/post-build.mjs ${outDir[1] ?? 'build'}`, ...rest] : rest;
    for (const command of after) {
      const res = spawnSync('sh', ['-c', command], { cwd: project, encoding: 'utf8' });
      assert.equal(res.status, 0, `${command}: ${res.stderr}`);
    }
    stageRoots.set(stage.name, stageRoot);
  }
  const image = path.join(root, 'image');
  for (const { from, src, dest } of serve.copies) {
    const source = from ? path.join(stageRoots.get(from) ?? '/nonexistent', src) : path.join(ROOT, src);
    assert.ok(fs.existsSync(source), `COPY ${from ? `--from=${from} ` : ''}${src}: nothing there`);
    fs.mkdirSync(path.dirname(path.join(image, dest)), { recursive: true });
    fs.cpSync(source, path.join(image, dest), { recursive: true, dereference: true });
  }
  return { image, serve };
}

test('the image serves the site with its headers, its not-found page and precompressed files', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fluxmq-image-'));
  // nginx's workers may run as another user (nobody, when the tests run as root): they read the files.
  fs.chmodSync(root, 0o755);
  try {
    await serveFromImage(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/** Builds the image under `root`, starts its nginx, and checks what a reader gets. */
async function serveFromImage(root) {
  const { image, serve } = buildImage(root);
  const port = await freePort();
  // Debian's nginx.conf, with the image's paths under `image` (what a chroot into it would see).
  const inImage = (p) => path.join(image, p);
  const confD = inImage('/etc/nginx/conf.d');
  fs.mkdirSync(confD, { recursive: true });
  for (const file of fs.readdirSync(confD)) {
    const conf = fs
      .readFileSync(path.join(confD, file), 'utf8')
      .replace(/(\b(?:root|include)\s+)(\/[^;\s]+)/g, (_, directive, p) => `${directive}${inImage(p)}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/^\s*listen \[::\]:80;\n/m, '');
    fs.writeFileSync(path.join(confD, file), conf);
  }
  const modules = serve.packages.filter((p) => MODULE_PACKAGES[p]).map((p) => `load_module ${MODULE_PACKAGES[p]};`);
  fs.writeFileSync(
    inImage('/etc/nginx/nginx.conf'),
    `${modules.join('\n')}
daemon on;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  gzip on;
  client_body_temp_path ${root}/tmp-body;
  proxy_temp_path ${root}/tmp-proxy;
  fastcgi_temp_path ${root}/tmp-fastcgi;
  uwsgi_temp_path ${root}/tmp-uwsgi;
  scgi_temp_path ${root}/tmp-scgi;
  include ${confD}/*.conf;
}
`,
  );
  const args = ['-p', inImage('/etc/nginx/'), '-c', inImage('/etc/nginx/nginx.conf')];
  const started = spawnSync('nginx', args, { encoding: 'utf8' });
  assert.equal(started.status, 0, `nginx in the image does not start: ${started.stderr}`);
  try {
    const base = `http://127.0.0.1:${port}`;
    const home = await fetch(`${base}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<h1>首页<\/h1>/);
    // The CSP names the hash of the page's inline script, from the build's csp-hashes.conf.
    assert.match(home.headers.get('content-security-policy') ?? '', /script-src[^;]*'sha256-[A-Za-z0-9+/=]+'/);
    const missing = await fetch(`${base}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /找不到页面/);
    const bundle = await fetch(`${base}/assets/js/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'br' } });
    await bundle.arrayBuffer();
    assert.equal(bundle.headers.get('content-encoding'), 'br', 'the bundle is not served from its precompressed copy');
    assert.match(bundle.headers.get('cache-control') ?? '', /immutable/);
    // Other tools read the OpenAPI file and the Markdown copies cross-origin, the precompressed copy
    // included; pages stay same-origin.
    for (const [url, encoding] of [
      ['/openapi.json', 'br'],
      ['/config/mqtt.md', 'br'],
    ]) {
      const res = await fetch(`${base}${url}`, { headers: { origin: 'http://tool.example', 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('content-encoding'), encoding, `${url} is not served from its precompressed copy`);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', `${url}: no Access-Control-Allow-Origin on the ${encoding} copy`);
      const preflight = await fetch(`${base}${url}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://tool.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-tool' },
      });
      assert.equal(preflight.status, 204, `${url}: preflight`);
      assert.equal(preflight.headers.get('access-control-allow-origin'), '*', `${url}: preflight`);
      assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /\bGET\b/, `${url}: preflight`);
    }
    const page = await fetch(`${base}/`, { headers: { origin: 'http://tool.example' } });
    await page.arrayBuffer();
    assert.equal(page.headers.get('access-control-allow-origin'), null, 'a page is readable cross-origin');
  } finally {
    spawnSync('nginx', [...args, '-s', 'stop']);
  }
}
