// An editor using the config.yaml schema: the real yaml-language-server (the engine of Red Hat's YAML
// extension for VS Code, and of other editors' YAML support) started over stdio, spoken to in LSP
// JSON-RPC, opens a config.yaml whose first line names an older version's schema (served over HTTP
// from 127.0.0.1, as doc.fluxmq.com serves it). It must report an unknown key, a wrong type and a key
// that a later version removed, each on its own line, and hovering a key must show its Chinese meaning.
// Every wait is bounded; the server is killed at the end.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { ROOT, versionDir } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { configSchema, configSchemaPath, configSchemaUrl } = await importTs('src/features/config-schema/schema.ts');
const { substituteFacts } = await importTs('src/data/shared-facts.ts');
const { configPages, keyAt } = await importTs('src/data/config-keys/index.ts');
const { DOCS_VERSIONS, inRange, versionOrder } = await importTs('src/data/versions.ts');

const WAIT_MS = 30000;

// A scalar key that a later version removed, and the newest version that still has it (from the data).
const removed = configPages
  .flatMap((p) => p.tables.flatMap((t) => t.keys.map((k) => ({ k, t, until: k.until ?? t.until }))))
  .filter(({ k, until }) => until && /^[a-z]+\.[A-Za-z]+$/.test(k.key) && /^(int|boolean|string)/.test(k.type))
  .map(({ k, t, until }) => ({ k, version: DOCS_VERSIONS.find((v) => versionOrder(v) < versionOrder(until) && inRange(t, v) && inRange(k, v)), until }))
  .find((r) => r.version);
assert.ok(removed, 'the data has a key that a later version removed');
const VERSION = removed.version;
const SCALAR = { int: 1, boolean: true, string: 'x' };
const removedValue = SCALAR[/^(int|boolean|string)/.exec(removed.k.type)[1]];

// ---- the schema served over HTTP on 127.0.0.1 ----
const schemaText = JSON.stringify(configSchema(VERSION));
const server = http.createServer((req, res) => {
  if (req.url === configSchemaPath(VERSION)) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(schemaText);
  } else {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const schemaUrl = `http://127.0.0.1:${server.address().port}${configSchemaPath(VERSION)}`;

// ---- a minimal LSP client over stdio ----
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(https?|no|all)_proxy$/i.test(k)));
const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env });
let stderr = '';
child.stderr.on('data', (d) => (stderr += d));
let exited = false;
child.on('exit', () => (exited = true));

after(() => {
  if (!exited) child.kill('SIGKILL');
  server.close();
});

let nextId = 1;
const pending = new Map();
const notifications = [];
const waiters = new Set();

function send(message) {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
  child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
  child.stdin.write(body);
}

let buffer = Buffer.alloc(0);
child.stdout.on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  for (;;) {
    const headerEnd = buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
    if (!Number.isFinite(length) || buffer.length < headerEnd + 4 + length) return;
    const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
    buffer = buffer.subarray(headerEnd + 4 + length);
    if (message.id !== undefined && message.method) {
      // A request from the server (workspace/configuration, client/registerCapability …): answer plainly.
      const result = message.method === 'workspace/configuration' ? (message.params?.items ?? []).map(() => SETTINGS.yaml) : null;
      send({ id: message.id, result });
    } else if (message.id !== undefined) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    } else {
      notifications.push(message);
      for (const w of waiters) w();
    }
  }
});

/** Send a request; resolves with its response, rejects after `ms`. */
function request(method, params, ms = WAIT_MS) {
  const id = nextId++;
  send({ id, method, params });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`no answer to ${method} within ${ms} ms; server stderr:\n${stderr.slice(-2000)}`));
    }, ms);
    pending.set(id, (m) => {
      clearTimeout(timer);
      if (m.error) reject(new Error(`${method}: ${m.error.message}`));
      else resolve(m.result);
    });
  });
}

/** Wait for a notification matching `predicate`; rejects after `ms` with the last ones seen. */
function waitFor(predicate, what, ms = WAIT_MS) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = notifications.find(predicate);
      if (found) {
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      }
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`no ${what} within ${ms} ms; last notifications: ${JSON.stringify(notifications.slice(-3)).slice(0, 2000)}; server stderr:\n${stderr.slice(-2000)}`));
    }, ms);
    waiters.add(check);
    check();
  });
}

const SETTINGS = { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} } };

// The document: line numbers (0-based, as LSP counts) of each planted problem.
const [section, name] = removed.k.key.split('.');
const lines = [
  `# yaml-language-server: $schema=${schemaUrl}`,
  'mqtt:',
  '  - port: 1883',
  '    wiretap: false',
  '    messageMaxSize: 4194304',
  '    enableAtuh: true',
  'http:',
  '  port: "8080 端口"',
  '  accessLog: false',
  '  username: admin',
  '  password: your-password',
  `${section}:`,
  `  ${name}: ${JSON.stringify(removedValue)}`,
];
const LINE = { unknown: 5, wrongType: 7, removed: 12, hoverKey: 8 };
const uri = pathToFileURL(path.join(ROOT, '.tmp/yaml-language-server/config.yaml')).href;

test(`yaml-language-server checks a ${VERSION} config.yaml against the schema its first line names`, { timeout: 120000 }, async () => {
  const init = await request('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: null,
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
      textDocument: {
        hover: { contentFormat: ['markdown', 'plaintext'] },
        publishDiagnostics: { relatedInformation: false },
        synchronization: { dynamicRegistration: false },
      },
    },
  });
  assert.ok(init.capabilities.hoverProvider, 'the server offers hover');
  send({ method: 'initialized', params: {} });
  send({ method: 'workspace/didChangeConfiguration', params: { settings: SETTINGS } });
  send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text: `${lines.join('\n')}\n` } } });

  // The first publication may come before the schema is loaded: wait for the one that has all three.
  const published = await waitFor(
    (n) => n.method === 'textDocument/publishDiagnostics' && n.params.uri === uri && n.params.diagnostics.length >= 3,
    'diagnostics with the three planted problems',
  );
  const diagnostics = published.params.diagnostics;
  const on = (line) => diagnostics.filter((d) => d.range.start.line === line).map((d) => d.message);
  const all = JSON.stringify(diagnostics.map((d) => [d.range.start.line, d.message]));

  assert.ok(on(LINE.unknown).some((m) => /enableAtuh/.test(m) && /not allowed/i.test(m)), `unknown key on line ${LINE.unknown + 1}: ${all}`);
  assert.ok(on(LINE.wrongType).some((m) => /Incorrect type/i.test(m) && /integer/.test(m)), `wrong type on line ${LINE.wrongType + 1}: ${all}`);
  assert.ok(on(LINE.removed).some((m) => m.includes(removed.k.key) && m.includes(`${removed.until} 起已移除`)), `removed key on line ${LINE.removed + 1}: ${all}`);
  // Nothing else is flagged: the valid lines are valid.
  const flaggedLines = new Set(diagnostics.map((d) => d.range.start.line));
  assert.deepEqual([...flaggedLines].sort((a, b) => a - b), [LINE.unknown, LINE.wrongType, LINE.removed], all);

  // Hover over `accessLog`: its Chinese meaning from the data.
  const accessLog = configPages.flatMap((p) => p.tables.flatMap((t) => t.keys)).find((k) => k.key === 'http.accessLog');
  const hover = await request('textDocument/hover', { textDocument: { uri }, position: { line: LINE.hoverKey, character: 4 } });
  const text = [].concat(hover?.contents ?? []).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
  assert.ok(text.includes(keyAt(accessLog, VERSION).meaning), `hover shows the meaning of http.accessLog: ${text}`);

  await request('shutdown', null);
  send({ method: 'exit' });
});

test('every version’s 前言 and 配置速查 give the editor line with that version’s own schema address', () => {
  for (const v of DOCS_VERSIONS) {
    for (const page of ['config/read.md', 'config/quick-reference.md']) {
      const file = path.join(versionDir(v), page);
      const text = substituteFacts(fs.readFileSync(file, 'utf8'), v, file);
      const named = [...text.matchAll(/# yaml-language-server: \$schema=(\S+)/g)].map((m) => m[1]);
      assert.ok(named.length >= 2, `${file}: the editor line and a sample that starts with it`);
      assert.deepEqual([...new Set(named)], [configSchemaUrl(v)], `${file} names ${v}'s schema`);
    }
  }
});
