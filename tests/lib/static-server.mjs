// A generic static file server, as GitHub Pages, object storage or `docusaurus serve` answer a
// build: files as they are, a directory's index.html, the `.html` file of an extensionless path,
// and for any other path the ROOT 404.html with status 404. No redirects, no rewrites, no per-version
// not-found pages: the end-to-end tests run the shell against it as well as against nginx, so the
// site must work on any host, not only behind deploy/nginx/site.conf.
//
// As a module: startStaticServer(buildDir) runs it in a child process (the test runner blocks its
// own event loop while the tests run) and resolves to { baseUrl, port, stop() }.
// As a script: node tests/lib/static-server.mjs <buildDir> <port>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file that answers an address's path, or null (→ the root 404.html). */
export function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.join(root, decoded);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const candidates = [full, path.join(full, 'index.html')];
  if (!decoded.endsWith('/')) candidates.push(`${full}.html`);
  return candidates.find(isFile) ?? null;
}

export function createStaticServer(buildDir) {
  const root = path.resolve(buildDir);
  // Long search addresses (/search/?q= with thousands of URL-encoded Chinese characters) are
  // accepted, as deploy/nginx/site.conf accepts them (large_client_header_buffers 64k).
  return http.createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
    let file = fileFor(root, urlPath);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    res.writeHead(status, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
}

/** Start the server in a child process; resolves to { baseUrl, port, stop() }. */
export async function startStaticServer(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), path.resolve(buildDir), String(port)], { stdio: 'ignore' });
  // The server ends with the process that started it, however that ends.
  const stopChild = () => child.kill();
  process.on('exit', stopChild);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${baseUrl}/`);
      break;
    } catch (error) {
      if (i > 100 || child.exitCode !== null) {
        child.kill();
        throw new Error(`static server did not start: ${error}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    baseUrl,
    port,
    stop() {
      process.off('exit', stopChild);
      child.kill();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir, port] = process.argv.slice(2);
  createStaticServer(buildDir).listen(Number(port), '127.0.0.1');
}
