// An editor using the config.yaml schema: the real yaml-language-server (the engine of Red Hat's YAML
// extension for VS Code, and of other editors' YAML support) started over stdio, spoken to in LSP
// JSON-RPC, opens a config.yaml whose first line names an older version's schema (served over HTTP
// from 127.0.0.1, as doc.fluxmq.com serves it). It must report an unknown key and a wrong type, each on
// its own line; a key deprecated in the version is no error (yaml-language-server turns every schema
// warning into an error, so a deprecation is hover text only) and stays in completion; hovering a key
// shows its Chinese meaning; each version's own full config.yaml sample (前言) gets no diagnostic.
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

const { configSchema, configSchemaPath, configSchemaPaths, configSchemaUrl, pinnedSchemaUrl } = await importTs(
  'src/features/config-schema/schema.ts',
);
const { substituteFacts } = await importTs('src/data/shared-facts.ts');
const { configPages, keyAt } = await importTs('src/data/config-keys/index.ts');
const { DOCS_VERSIONS, inRange, versionOrder } = await importTs('src/data/versions.ts');

const WAIT_MS = 30000;

// A scalar key deprecated in some version (from the data), the version checked: the newest that has it.
const deprecated = configPages
  .flatMap((p) => p.tables.flatMap((t) => t.keys.map((k) => ({ k, t }))))
  .filter(({ k }) => k.deprecated && /^[a-z]+\.[A-Za-z]+$/.test(k.key) && /^(int|boolean|string)/.test(k.type))
  .map(({ k, t }) => ({ k, version: DOCS_VERSIONS.find((v) => inRange(t, v) && inRange(k, v)) }))
  .find((r) => r.version && versionOrder(r.version) >= versionOrder(r.k.deprecated));
assert.ok(deprecated, 'the data has a key deprecated in a version that has it');
const VERSION = deprecated.version;
const SCALAR = { int: 1, boolean: true, string: 'x' };
const deprecatedValue = deprecated.k.values?.[0] ?? SCALAR[/^(int|boolean|string)/.exec(deprecated.k.type)[1]];

// ---- every version's schema served over HTTP on 127.0.0.1 ----
const schemaTexts = new Map(DOCS_VERSIONS.map((v) => [configSchemaPath(v), JSON.stringify(configSchema(v))]));
const server = http.createServer((req, res) => {
  const text = schemaTexts.get(req.url);
  if (text) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(text);
  } else {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const schemaUrlOf = (v) => `http://127.0.0.1:${server.address().port}${configSchemaPath(v)}`;
const schemaUrl = schemaUrlOf(VERSION);

// ---- a minimal LSP client over stdio ----
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(https?|no|all)_proxy$/i.test(k)));
const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], {
  stdio: ['pipe', 'pipe', 'pipe'],
  env,
});
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
      reject(
        new Error(
          `no ${what} within ${ms} ms; last notifications: ${JSON.stringify(notifications.slice(-3)).slice(0, 2000)}; server stderr:\n${stderr.slice(-2000)}`,
        ),
      );
    }, ms);
    waiters.add(check);
    check();
  });
}

const SETTINGS = { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} } };

// The document: line numbers (0-based, as LSP counts) of each planted problem.
const [section, name] = deprecated.k.key.split('.');
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
  `  ${name}: ${JSON.stringify(deprecatedValue)}`,
  '  ',
];
const LINE = { unknown: 5, wrongType: 7, deprecated: 12, hoverKey: 8, completion: 13 };
let docCount = 0;
const uriOf = () => pathToFileURL(path.join(ROOT, `.tmp/yaml-language-server/config-${docCount++}.yaml`)).href;

let initialised;
/** Start the LSP session once (initialize, initialized, the settings). */
function initialise() {
  initialised ??= (async () => {
    const init = await request('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
        textDocument: {
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: { completionItem: { snippetSupport: false } },
          publishDiagnostics: { relatedInformation: false },
          synchronization: { dynamicRegistration: false },
        },
      },
    });
    send({ method: 'initialized', params: {} });
    send({ method: 'workspace/didChangeConfiguration', params: { settings: SETTINGS } });
    return init;
  })();
  return initialised;
}

/** Open a document; resolves with the first diagnostics published for it that hold at least `least`. */
async function open(text, least) {
  const uri = uriOf();
  send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
  const published = await waitFor(
    (n) => n.method === 'textDocument/publishDiagnostics' && n.params.uri === uri && n.params.diagnostics.length >= least,
    `diagnostics (${least} or more) for ${uri}`,
  );
  return { uri, diagnostics: published.params.diagnostics };
}

const hoverText = async (uri, line, character) => {
  const hover = await request('textDocument/hover', { textDocument: { uri }, position: { line, character } });
  return []
    .concat(hover?.contents ?? [])
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
};

test(`yaml-language-server checks a ${VERSION} config.yaml against the schema its first line names`, { timeout: 120000 }, async () => {
  const init = await initialise();
  assert.ok(init.capabilities.hoverProvider, 'the server offers hover');
  // The first publication may come before the schema is loaded: wait for the one that has both errors.
  const { uri, diagnostics } = await open(`${lines.join('\n')}\n`, 2);
  const on = (line) => diagnostics.filter((d) => d.range.start.line === line).map((d) => d.message);
  const all = JSON.stringify(diagnostics.map((d) => [d.range.start.line, d.severity, d.message]));

  assert.ok(
    on(LINE.unknown).some((m) => /enableAtuh/.test(m) && /not allowed/i.test(m)),
    `unknown key on line ${LINE.unknown + 1}: ${all}`,
  );
  assert.ok(
    on(LINE.wrongType).some((m) => /Incorrect type/i.test(m) && /integer/.test(m)),
    `wrong type on line ${LINE.wrongType + 1}: ${all}`,
  );
  // Nothing else is flagged: the valid lines are valid, the deprecated key among them.
  const flaggedLines = new Set(diagnostics.map((d) => d.range.start.line));
  assert.deepEqual(
    [...flaggedLines].sort((a, b) => a - b),
    [LINE.unknown, LINE.wrongType],
    `${deprecated.k.key} (deprecated in ${VERSION}) is no error: ${all}`,
  );

  // Hover over `accessLog`: its Chinese meaning from the data.
  const accessLog = configPages.flatMap((p) => p.tables.flatMap((t) => t.keys)).find((k) => k.key === 'http.accessLog');
  const text = await hoverText(uri, LINE.hoverKey, 4);
  assert.ok(text.includes(keyAt(accessLog, VERSION).meaning), `hover shows the meaning of http.accessLog: ${text}`);
  // Hover over the deprecated key: the version that deprecated it.
  const deprecatedHover = await hoverText(uri, LINE.deprecated, 4);
  assert.ok(
    deprecatedHover.includes(`${deprecated.k.deprecated} 起已废弃`),
    `hover over ${deprecated.k.key} says it is deprecated from ${deprecated.k.deprecated}: ${deprecatedHover}`,
  );
  // Completion in the section still offers the other deprecated keys the file does not write (a
  // deprecationMessage would take them out).
  const completion = await request('textDocument/completion', { textDocument: { uri }, position: { line: LINE.completion, character: 2 } });
  const labels = [].concat(completion?.items ?? completion ?? []).map((i) => i.label);
  const siblings = configPages
    .flatMap((p) => p.tables.filter((t) => inRange(t, VERSION)).flatMap((t) => t.keys))
    .filter(
      (k) =>
        k.deprecated &&
        inRange(k, VERSION) &&
        versionOrder(VERSION) >= versionOrder(k.deprecated) &&
        k.key.startsWith(`${section}.`) &&
        k.key !== deprecated.k.key,
    )
    .map((k) => k.key.slice(section.length + 1));
  assert.ok(siblings.length, `${section} has other deprecated keys`);
  for (const sibling of siblings) assert.ok(labels.includes(sibling), `completion offers ${sibling}: ${labels}`);
});

test(
  'a section removed before the docs versions (elasticsearch) is an error on its line naming the version that removed it',
  { timeout: 120000 },
  async () => {
    await initialise();
    const table = configPages.flatMap((p) => p.tables).find((t) => t.removedIn && inRange(t, VERSION));
    assert.ok(table, 'the data has a table removed before the docs versions');
    const [removedSection, removedKey] = table.keys[0].key.split('.');
    const doc = [`# yaml-language-server: $schema=${schemaUrl}`, 'http:', '  accessLog: false', `${removedSection}:`, `  ${removedKey}: x`];
    const { diagnostics } = await open(`${doc.join('\n')}\n`, 1);
    const all = JSON.stringify(diagnostics.map((d) => [d.range.start.line, d.message]));
    assert.ok(
      diagnostics.some((d) => d.range.start.line === 3 && d.message.includes(`${table.removedIn} 起已移除`)),
      `${removedSection} on line 4 names ${table.removedIn}: ${all}`,
    );
  },
);

test(
  'planted: a deprecationMessage on a valid key is an error in yaml-language-server (why the schema never uses it)',
  { timeout: 120000 },
  async () => {
    await initialise();
    const planted = JSON.parse(schemaTexts.get(configSchemaPath(VERSION)));
    planted.properties[section].properties[name].deprecationMessage = `${deprecated.k.key}：planted`;
    const plantedPath = `/planted${configSchemaPath(VERSION)}`;
    schemaTexts.set(plantedPath, JSON.stringify(planted));
    const doc = lines.map((l, i) =>
      i === 0 ? `# yaml-language-server: $schema=http://127.0.0.1:${server.address().port}${plantedPath}` : l,
    );
    const { diagnostics } = await open(`${doc.join('\n')}\n`, 3);
    const onDeprecated = diagnostics.filter((d) => d.range.start.line === LINE.deprecated);
    assert.ok(
      onDeprecated.some((d) => d.message.includes('planted') && d.severity === 1),
      `the planted deprecationMessage is an error: ${JSON.stringify(diagnostics)}`,
    );
  },
);

test('each version’s own full config.yaml sample (前言) gets no diagnostic from its schema', { timeout: 180000 }, async () => {
  await initialise();
  for (const v of DOCS_VERSIONS) {
    const file = path.join(versionDir(v), 'config/read.md');
    const page = substituteFacts(fs.readFileSync(file, 'utf8'), v, file);
    const blocks = [...page.matchAll(/```yaml[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const full = blocks.reduce((a, b) => (b.length > a.length ? b : a), '');
    assert.match(full, /^mqtt:/m, `${file}: the full sample`);
    // A planted unknown key at the end proves the schema was applied before the diagnostics are read.
    const text = `# yaml-language-server: $schema=${schemaUrlOf(v)}\n${full.replace(/^# yaml-language-server:.*\n/, '')}plantedUnknownKey: 1\n`;
    const plantedLine = text.split('\n').length - 2;
    const { diagnostics } = await open(text, 1);
    const others = diagnostics.filter((d) => d.range.start.line !== plantedLine);
    assert.deepEqual(
      others.map((d) => [d.range.start.line + 1, d.message]),
      [],
      `${file} (${v}): the full sample is valid in the editor`,
    );
    assert.ok(
      diagnostics.some((d) => d.range.start.line === plantedLine),
      `${v}: the planted key is flagged`,
    );
  }
  await request('shutdown', null);
  send({ method: 'exit' });
});

test('every version’s 前言 and 配置速查 give the editor line with that version’s fixed schema address, and name the address that follows the latest', () => {
  for (const v of DOCS_VERSIONS) {
    for (const page of ['config/read.md', 'config/quick-reference.md']) {
      const file = path.join(versionDir(v), page);
      const text = substituteFacts(fs.readFileSync(file, 'utf8'), v, file);
      const named = [...text.matchAll(/# yaml-language-server: \$schema=(\S+)/g)].map((m) => m[1]);
      assert.ok(named.length >= 2, `${file}: the editor line and a sample that starts with it`);
      assert.deepEqual([...new Set(named)], [pinnedSchemaUrl(v)], `${file} names ${v}'s fixed schema address`);
      assert.ok(configSchemaPaths(v).includes(new URL(pinnedSchemaUrl(v)).pathname), `${v}: the build writes ${pinnedSchemaUrl(v)}`);
      // The unversioned address, which follows the latest release, is named as such.
      const latest = configSchemaUrl(DOCS_VERSIONS[0]);
      assert.match(
        text,
        new RegExp(`\`${latest.replace(/[./]/g, '\\$&')}\` 始终是最新版本的 Schema`),
        `${file} says ${latest} follows the latest`,
      );
    }
  }
});
