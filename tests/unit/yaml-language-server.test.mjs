// An editor using the config.yaml schema: the real yaml-language-server (1.25.0, the engine of Red Hat's
// YAML extension for VS Code, and of other editors' YAML support) started over stdio, spoken to in LSP
// JSON-RPC, opens a config.yaml whose first line names a version's schema (the schemas as the build
// writes them, examples included, served over HTTP from 127.0.0.1 as doc.fluxmq.com serves them). It
// must report an unknown key and a wrong type, each on its own line; a key deprecated in the version is
// no diagnostic at all — the server publishes every schema warning as an error, a deprecationMessage
// included (the planted test proves it), so the schema says the deprecation in the hover text, the
// sentence 配置检查 shows for it — and stays in completion; hovering a key shows its Chinese meaning, its
// type and its default (or 必填); completing a value of a closed set shows what the value means; each
// version's own full config.yaml sample (前言) gets no diagnostic; and with the schema catalog as its
// SchemaStore (yaml.schemaStore.url), a config.yaml in a fluxmq folder without a first-line comment is
// checked against the latest schema. Every wait is bounded; the server is killed at the end.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import { ROOT, versionDir } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';

const {
  CATALOG_FILE_MATCH,
  CATALOG_PATH,
  configSchema,
  configSchemaPath,
  configSchemaPaths,
  configSchemaUrl,
  pinnedSchemaUrl,
  schemaCatalog,
} = await importTs('src/features/config-schema/schema.ts');
const { pageExamples } = await importTs('src/features/config-schema/examples.ts');
const { substituteFacts } = await importTs('src/data/shared-facts.ts');
const { configPages, keyAt } = await importTs('src/data/config-keys/index.ts');
const { analyse } = await importTs('src/features/config-check/analyse.ts');
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

// ---- every version's schema at each of its addresses, as the build writes them, and the catalog, served over HTTP on 127.0.0.1 ----
const schemaTexts = new Map(
  DOCS_VERSIONS.flatMap((v) => configSchemaPaths(v).map((a) => [a, JSON.stringify(configSchema(v, undefined, a, pageExamples(v)))])),
);
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
const local = () => `http://127.0.0.1:${server.address().port}`;
const schemaUrlOf = (v) => `${local()}${configSchemaPath(v)}`;
const schemaUrl = schemaUrlOf(VERSION);
// The catalog as the build writes it, its addresses moved from doc.fluxmq.com to the local server.
schemaTexts.set(
  CATALOG_PATH,
  JSON.stringify(schemaCatalog()).replaceAll('https://doc.fluxmq.com', `http://127.0.0.1:${server.address().port}`),
);

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

after(async () => {
  if (!exited && initialised) {
    await request('shutdown', null, 5000).catch(() => {});
    send({ method: 'exit' });
  }
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

// The client's settings (answered to workspace/configuration too); the catalog test turns the schema store on.
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
const LINE = { unknown: 5, wrongType: 7, deprecated: 12, hoverKey: 8, hoverDefault: 4, completion: 13 };
let docCount = 0;
const uriOf = () => pathToFileURL(path.join(ROOT, `.tmp/yaml-language-server/config-${docCount++}.yaml`)).href;
const rawKey = (key) => configPages.flatMap((p) => p.tables.flatMap((t) => t.keys)).find((k) => k.key === key);

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
async function open(text, least, uri = uriOf()) {
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
  // Nothing else is flagged: the valid lines are valid, the deprecated key among them. It gets no
  // diagnostic at all: the server would publish a deprecation warning as an error (planted test below).
  const flaggedLines = new Set(diagnostics.map((d) => d.range.start.line));
  assert.deepEqual(
    [...flaggedLines].sort((a, b) => a - b),
    [LINE.unknown, LINE.wrongType],
    `${deprecated.k.key} (deprecated in ${VERSION}) is no error: ${all}`,
  );

  // Hover over `accessLog`: its Chinese meaning from the data, and that it is required.
  const accessLog = rawKey('http.accessLog');
  assert.equal(accessLog.default, '必填', 'http.accessLog is required in the data');
  const text = await hoverText(uri, LINE.hoverKey, 4);
  assert.ok(text.includes(keyAt(accessLog, VERSION).meaning), `hover shows the meaning of http.accessLog: ${text}`);
  assert.ok(text.includes('类型：`boolean` · 必填'), `hover shows http.accessLog's type and that it is required: ${text}`);
  // Hover over `messageMaxSize`: its type and its default as the data states it.
  const messageMaxSize = keyAt(rawKey('mqtt[].messageMaxSize'), VERSION);
  const sizeHover = await hoverText(uri, LINE.hoverDefault, 6);
  assert.ok(
    sizeHover.includes(`类型：\`integer\` · 默认值：\`${messageMaxSize.default.replace(/（.*$/, '')}\``),
    `hover shows mqtt[].messageMaxSize's type and default (${messageMaxSize.default}): ${sizeHover}`,
  );
  // Hover over the deprecated key: the sentence 配置检查 shows for it in the same file, naming the version.
  const finding = analyse(lines.slice(1).join('\n'), VERSION).findings.find((f) => f.kind === 'deprecated');
  assert.ok(
    finding?.message.includes(`「${deprecated.k.deprecated} 起已废弃」`),
    `配置检查 warns of ${deprecated.k.key}: ${finding?.message}`,
  );
  assert.equal(finding.severity, 'warning');
  const deprecatedHover = await hoverText(uri, LINE.deprecated, 4);
  assert.ok(
    deprecatedHover.includes(finding.message),
    `hover over ${deprecated.k.key} says what 配置检查 says (${finding.message}): ${deprecatedHover}`,
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
  'planted: yaml-language-server 1.25.0 publishes a deprecationMessage on a valid key as an error and leaves the key out of completion (why the schema says a deprecation in the hover text instead)',
  { timeout: 120000 },
  async () => {
    await initialise();
    // The version the schema's notes rely on: when a release publishes warnings as warnings, this test
    // fails, and the schema can give deprecated keys a deprecationMessage (READINGS.md).
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/yaml-language-server/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.25.0');
    const planted = JSON.parse(schemaTexts.get(configSchemaPath(VERSION)));
    const siblings = Object.entries(planted.properties[section].properties).filter(([k, s]) => s.deprecated && k !== name);
    assert.ok(siblings.length, `${section} has another deprecated key`);
    planted.properties[section].properties[name].deprecationMessage = `${deprecated.k.key}：planted`;
    for (const [k] of siblings) planted.properties[section].properties[k].deprecationMessage = `${section}.${k}：planted`;
    const plantedPath = `/planted${configSchemaPath(VERSION)}`;
    schemaTexts.set(plantedPath, JSON.stringify(planted));
    const doc = lines.map((l, i) => (i === 0 ? `# yaml-language-server: $schema=${local()}${plantedPath}` : l));
    const { uri, diagnostics } = await open(`${doc.join('\n')}\n`, 3);
    const onDeprecated = diagnostics.filter((d) => d.range.start.line === LINE.deprecated);
    // The language service makes it a Warning (baseValidator.js); the server's validation handler
    // publishes every warning as an error (redhat-developer/yaml-language-server#1091).
    assert.deepEqual(
      onDeprecated.map((d) => [d.message, d.severity]),
      [[`${deprecated.k.key}：planted`, 1]],
      `the planted deprecationMessage is published as an error: ${JSON.stringify(diagnostics)}`,
    );
    const completion = await request('textDocument/completion', {
      textDocument: { uri },
      position: { line: LINE.completion, character: 2 },
    });
    const labels = [].concat(completion?.items ?? completion ?? []).map((i) => i.label);
    for (const [k] of siblings) assert.ok(!labels.includes(k), `completion leaves out ${k}, which has a deprecationMessage: ${labels}`);
  },
);

test(
  'completing a value of a closed set shows what each value means (enumDescriptions from the key data)',
  { timeout: 120000 },
  async () => {
    await initialise();
    const v = DOCS_VERSIONS[0];
    const storeType = rawKey('store.storeType');
    assert.ok(storeType.valueMeanings, 'store.storeType explains its values in the data');
    const doc = [`# yaml-language-server: $schema=${schemaUrlOf(v)}`, 'store:', '  storeType: ', 'plantedUnknownKey: 1'];
    const { uri } = await open(`${doc.join('\n')}\n`, 1);
    const completion = await request('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 13 } });
    const items = [].concat(completion?.items ?? completion ?? []);
    const docOf = (label) => {
      const d = items.find((i) => i.label === label)?.documentation;
      return typeof d === 'string' ? d : d?.value;
    };
    for (const value of storeType.values) {
      assert.ok(
        items.some((i) => i.label === value),
        `completion offers ${value}: ${items.map((i) => i.label)}`,
      );
      assert.equal(docOf(value), storeType.valueMeanings[value], `${value}: its meaning beside it`);
    }
  },
);

test(
  'each version’s own full config.yaml sample (前言) gets no diagnostic from its schema, its deprecated keys included',
  { timeout: 180000 },
  async () => {
    await initialise();
    let keptDeprecated = false;
    for (const v of DOCS_VERSIONS) {
      const file = path.join(versionDir(v), 'config/read.md');
      const page = substituteFacts(fs.readFileSync(file, 'utf8'), v, file);
      const blocks = [...page.matchAll(/```yaml[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
      const full = blocks.reduce((a, b) => (b.length > a.length ? b : a), '');
      assert.match(full, /^mqtt:/m, `${file}: the full sample`);
      // Where the key is deprecated, the sample shows it commented out with the value a 2.0.x file has: an
      // operator who keeps that line gets no diagnostic (no error — nor a warning, which the server could
      // only publish as an error: the planted test above).
      const kept =
        versionOrder(v) >= versionOrder(deprecated.k.deprecated)
          ? full.replace(new RegExp(`^(\\s+)#\\s*(${name}:\\s*\\S+).*$`, 'm'), '$1$2')
          : full;
      keptDeprecated ||= kept !== full;
      // A planted unknown key at the end proves the schema was applied before the diagnostics are read.
      const text = `# yaml-language-server: $schema=${schemaUrlOf(v)}\n${kept.replace(/^# yaml-language-server:.*\n/, '')}plantedUnknownKey: 1\n`;
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
    assert.ok(
      keptDeprecated,
      `some version's full sample has ${deprecated.k.key}, deprecated there, commented out with its value, and it is kept in`,
    );
  },
);

test(
  'with the catalog as its schema store, a config.yaml in a fluxmq folder and without a first line is checked against the latest schema',
  { timeout: 120000 },
  async () => {
    await initialise();
    const latest = DOCS_VERSIONS[0];
    // The document's path matches the catalog's fileMatch (as the server matches it: **/ before each pattern).
    // (Outside .tmp/: the server's glob matching, picomatch without `dot`, skips paths through a dot folder.)
    const file = path.join(os.tmpdir(), `fluxmq-${latest}`, 'config.yaml');
    assert.ok(CATALOG_FILE_MATCH.includes('**/fluxmq*/config.yaml'), `${CATALOG_FILE_MATCH}`);
    SETTINGS.yaml.schemaStore = { enable: true, url: `${local()}${CATALOG_PATH}` };
    send({ method: 'workspace/didChangeConfiguration', params: { settings: SETTINGS } });
    // A key the latest has and the oldest version does not, valid in the latest (from the data; after a
    // cut the new latest brings none of its own), and an unknown key.
    const oldest = DOCS_VERSIONS.at(-1);
    const onlyLatest = configPages
      .flatMap((p) => p.tables.flatMap((t) => t.keys.map((k) => ({ k, t }))))
      .find(
        ({ k, t }) =>
          inRange(t, latest) &&
          inRange(k, latest) &&
          !(inRange(t, oldest) && inRange(k, oldest)) &&
          /^[a-z]+\.[A-Za-z]+$/.test(k.key) &&
          /^boolean/.test(k.type),
      );
    assert.ok(onlyLatest, `the data has a boolean key that ${latest} has and ${oldest} has not`);
    const [s, n] = onlyLatest.k.key.split('.');
    const doc = [
      'http:',
      '  port: 8080',
      '  accessLog: false',
      '  username: admin',
      '  password: your-password',
      `${s}:`,
      `  ${n}: true`,
      'plantedUnknownKey: 1',
    ];
    const { uri, diagnostics } = await open(`${doc.join('\n')}\n`, 1, pathToFileURL(file).href);
    const all = JSON.stringify(diagnostics.map((d) => [d.range.start.line, d.message]));
    assert.ok(
      diagnostics.some((d) => d.range.start.line === 7 && /plantedUnknownKey/.test(d.message) && /not allowed/i.test(d.message)),
      `the unknown key is reported: ${all}`,
    );
    assert.ok(!diagnostics.some((d) => d.range.start.line === 6), `${onlyLatest.k.key}, a ${latest} key, is valid: ${all}`);
    // The hover links to the latest version's pages (the catalog's url, no version in the address).
    const hover = await hoverText(uri, 1, 3);
    assert.ok(hover.includes('(https://doc.fluxmq.com/config/http#'), `hover links to the latest pages: ${hover}`);
    // A config.yaml outside a fluxmq folder is not claimed by the catalog.
    const other = pathToFileURL(path.join(os.tmpdir(), 'other', 'config.yaml')).href;
    const { diagnostics: none } = await open(`${doc.join('\n')}\n`, 0, other);
    assert.deepEqual(none, [], 'a config.yaml elsewhere gets no schema from the catalog');
  },
);

test('every version’s 前言 and 配置速查 give the editor line with that version’s fixed schema address, name the address that follows the latest and the catalog', () => {
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
      // The catalog, for editors that pick the schema by file path, and what it matches.
      const catalog = `https://doc.fluxmq.com${CATALOG_PATH}`;
      assert.ok(text.includes(`Schema 目录 \`${catalog}\``), `${file} names the catalog ${catalog}`);
      assert.ok(text.includes(`\`fluxmq-${v}/config.yaml\``), `${file} gives a path the catalog matches`);
    }
  }
});
