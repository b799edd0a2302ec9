// The docker-compose cluster of install/docker-compose (every docs version) runs on a real Docker
// (Debian's docker.io and docker-compose, a scratch dockerd of this test's own), as a reader starts it.
//
// FluxMQ's image cannot be fetched here, so the compose file runs a stand-in tagged with the version's
// image name: a BusyBox image whose start script does what a cluster node needs from the network —
// listen on every cluster port of FAQ's port table (「部署集群时安全组需要打开哪些端口」) at the
// node's `cluster.localAddress` (read from the config.yaml the service mounts, the page's block of that
// title), then connect to every address of `cluster.addresses` on every one of those ports. It prints
// CLUSTER-OK, BIND-FAILED (the container does not own that address) or UNREACHABLE (a peer's port
// cannot be reached). What Docker decides here — which addresses a container owns on a user-defined
// network, whether containers reach each other's ports without `ports`, what host networking gives —
// is what the page's cluster depends on.
//
// Also run: host networking (the page's one-node-per-host file) gives the container the host's own
// address; and, planted, the single-node layout of the page (a bridge network) with `localAddress` the
// host's IP fails to bind, naming the config block's file and line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import YAML from 'yaml';
import { importTs } from '../lib/import-ts.mjs';
import { killedWithTestProcess, program, runClient, scratchDir } from '../lib/real-programs.mjs';
import { yamlBlocksOf } from '../../scripts/lib/yaml-samples.mjs';
import { versionNames, versionDir } from '../../scripts/lib/docs-tree.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { substituteFacts, factValue } = await importTs('src/data/shared-facts.ts');

const PROBE = `#!/bin/sh
trap 'exit 0' TERM INT
hold() { sleep 3600 & wait; }
cfg=/app/config/config.yaml
local=$(grep -E '^ *localAddress:' "$cfg" | head -1 | sed -E 's/.*localAddress: *"?([^"]*)"? *$/\\1/')
peers=$(grep -E '^ *addresses:' "$cfg" | head -1 | sed -E 's/.*\\[(.*)\\].*/\\1/' | tr -d '" ' | tr ',' ' ')
for p in $(cat /ports); do
  if ! httpd -p "$local:$p" -h /www 2>/tmp/err; then echo "BIND-FAILED $local:$p $(cat /tmp/err)"; hold; exit 1; fi
done
for try in $(seq 1 100); do
  bad=""
  for a in $peers; do for p in $(cat /ports); do
    printf 'GET /ok HTTP/1.0\\r\\n\\r\\n' | nc -w 2 "$a" "$p" 2>/dev/null | grep -q '^ok' || bad="$bad $a:$p"
  done; done
  if [ -z "$bad" ]; then echo "CLUSTER-OK $local -> $peers"; hold; exit 0; fi
  sleep 0.3
done
echo "UNREACHABLE$bad"
hold
`;

/** The ports FAQ's firewall table of version v names (each `:fact[…]` and number of its first column). */
export function clusterPorts(v) {
  const faq = fs.readFileSync(path.join(versionDir(v), 'FAQ.md'), 'utf8');
  const section = faq.split(/^## /m).find((s) => s.startsWith('部署集群时安全组需要打开哪些端口'));
  assert.ok(section, `${v}: FAQ has no port table`);
  const ports = [];
  for (const row of section.split('\n').filter((l) => /^\|/.test(l))) {
    const first = substituteFacts(row.split('|')[1] ?? '', v, 'FAQ');
    for (const m of first.matchAll(/\b(\d{2,5})\b/g)) ports.push(Number(m[1]));
  }
  return [...new Set(ports)];
}

let docker;
let compose;
let env;
let dockerd;
let dir;

/** Runs the docker client; throws with its output when it fails. */
function dockerRun(args, options = {}) {
  const res = runClient(docker, args, { env, ...options });
  if (res.status !== 0) throw new Error(`docker ${args.join(' ')}: ${res.output}`);
  return res.stdout;
}

async function waitFor(what, check, ms = 60_000, every = 100) {
  const end = Date.now() + ms;
  for (;;) {
    const r = check();
    if (r) return r;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

before(async () => {
  docker = fs.existsSync('/usr/bin/docker') ? '/usr/bin/docker' : program('docker');
  compose = program('docker-compose');
  const dockerdPath = program('dockerd');
  const busybox = program('busybox');
  dir = scratchDir('dockerd');
  const sock = path.join(dir, 'docker.sock');
  env = { DOCKER_HOST: `unix://${sock}` };
  const log = fs.openSync(path.join(dir, 'dockerd.log'), 'w');
  dockerd = spawn(
    dockerdPath,
    [
      '--data-root',
      path.join(dir, 'root'),
      '--exec-root',
      path.join(dir, 'exec'),
      '-H',
      `unix://${sock}`,
      '--pidfile',
      path.join(dir, 'dockerd.pid'),
    ],
    {
      stdio: ['ignore', log, log],
    },
  );
  killedWithTestProcess(dockerd);
  await waitFor('dockerd', () => dockerd.exitCode !== null || (fs.existsSync(sock) && runClient(docker, ['info'], { env }).status === 0));
  assert.equal(dockerd.exitCode, null, `dockerd stopped: ${fs.readFileSync(path.join(dir, 'dockerd.log'), 'utf8').slice(-2000)}`);
  // The stand-in image: BusyBox, the probe, the cluster ports (the same in every version's FAQ table,
  // checked below) and an empty config.yaml where the image has it.
  const rootfs = path.join(dir, 'rootfs');
  for (const d of ['bin', 'www', 'tmp', 'app/config']) fs.mkdirSync(path.join(rootfs, d), { recursive: true });
  fs.copyFileSync(busybox, path.join(rootfs, 'bin/busybox'));
  fs.chmodSync(path.join(rootfs, 'bin/busybox'), 0o755);
  for (const a of ['sh', 'httpd', 'nc', 'grep', 'sed', 'sleep', 'tr', 'cat', 'seq', 'head', 'printf'])
    fs.symlinkSync('busybox', path.join(rootfs, 'bin', a));
  fs.writeFileSync(path.join(rootfs, 'www/ok'), 'ok\n');
  fs.writeFileSync(path.join(rootfs, 'probe.sh'), PROBE, { mode: 0o755 });
  fs.writeFileSync(path.join(rootfs, 'app/config/config.yaml'), '');
  const versions = versionNames();
  const ports = clusterPorts(versions[0]);
  fs.writeFileSync(path.join(rootfs, 'ports'), ports.join(' '));
  const tar = path.join(dir, 'rootfs.tar');
  const t = runClient('tar', ['-C', rootfs, '-cf', tar, '.']);
  assert.equal(t.status, 0, t.output);
  const tags = [...new Set(versions.map((v) => factValue('image', v)))];
  dockerRun(['import', '-c', 'CMD ["/probe.sh"]', tar, tags[0]]);
  for (const tag of tags.slice(1)) dockerRun(['tag', tags[0], tag]);
});

after(async () => {
  if (dockerd && dockerd.exitCode === null) {
    const exited = new Promise((resolve) => dockerd.once('exit', resolve));
    dockerd.kill('SIGTERM');
    await exited;
  }
  if (!dir) return;
  // dockerd leaves its network namespace file mounted: unmount what is left under the scratch folder.
  const mounts = fs
    .readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((l) => l.split(' ')[1])
    .filter((m) => m && m.startsWith(dir));
  for (const m of mounts.reverse()) runClient('umount', ['-l', m]);
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

/** The YAML blocks of a version's install/docker-compose page. */
function composePageBlocks(v) {
  const file = path.relative(ROOT, path.join(versionDir(v), 'install/docker-compose.md'));
  return yamlBlocksOf(fs.readFileSync(path.join(ROOT, file), 'utf8'), { file, version: v, substitute: substituteFacts });
}

/** The page line of a key of the `cluster` section of a config block. */
function clusterLine(block, key) {
  const i = block.text.split('\n').findIndex((l) => new RegExp(`^\\s*${key}:`).test(l));
  return block.line + 1 + Math.max(i, 0);
}

/**
 * Runs a compose file (block) with the config blocks its services mount, in a scratch folder: the
 * problems, each `file:line: reason`. `rewrite(text)` adapts host paths the page names (/app/) to
 * the scratch folder.
 */
async function runCluster(composeBlock, configBlocks, { project, rewrite = (t) => t, extraFiles = {} }) {
  const run = path.join(dir, project);
  fs.mkdirSync(run, { recursive: true });
  const text = rewrite(composeBlock.text, run);
  fs.writeFileSync(path.join(run, 'docker-compose.yml'), text);
  const configPath = factValue('path.config', composeBlock.version);
  const services = YAML.parse(text).services;
  const mounts = {};
  for (const [name, s] of Object.entries(services)) {
    for (const vol of s.volumes ?? []) {
      const [source, target] = String(vol).split(':');
      if (target === configPath) mounts[name] = source;
      if (target === '/app/' || target === '/app') mounts[name] = path.join(source, 'config/config.yaml');
    }
  }
  for (const [name, source] of Object.entries(mounts)) {
    const rel = source.replace(/^\.\//, '');
    const block = configBlocks.find((b) => b.title && rel.endsWith(b.title.replace(/^\.\//, '').split(/[\s（(]/)[0]));
    assert.ok(block || extraFiles[name], `${composeBlock.file}:${composeBlock.line}: no config block for ${source}`);
    const target = path.isAbsolute(source) ? source : path.join(run, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, extraFiles[name]?.text ?? block.text);
    mounts[name] = extraFiles[name]?.block ?? block;
  }
  const up = runClient(compose, ['-p', project, 'up', '-d'], { env, cwd: run, timeout: 120_000 });
  const problems = [];
  try {
    if (up.status !== 0)
      return [`${composeBlock.file}:${composeBlock.line}: docker-compose up failed: ${up.output.split('\n').slice(-3).join(' ')}`];
    const verdicts = await waitFor(
      'the nodes',
      () => {
        const logs = runClient(compose, ['-p', project, 'logs', '--no-color'], { env, cwd: run }).stdout;
        const found = {};
        for (const line of logs.split('\n')) {
          const m = /^(\S+?)_\d+\s+\|\s+(CLUSTER-OK|BIND-FAILED|UNREACHABLE)(.*)$/.exec(line.replace(/^\S+?-(\S+)-\d+\s/, '$1_1 '));
          if (m) found[m[1].replace(`${project}_`, '')] = `${m[2]}${m[3]}`;
        }
        return Object.keys(services).every((s) => found[s]) ? found : undefined;
      },
      90_000,
      300,
    );
    for (const [name, verdict] of Object.entries(verdicts)) {
      const cfg = mounts[name];
      if (verdict.startsWith('BIND-FAILED'))
        problems.push(
          `${cfg.file}:${clusterLine(cfg, 'localAddress')}: node ${name} cannot listen on its cluster.localAddress in its container (${verdict.slice(12).trim()}): not an address the container owns`,
        );
      else if (verdict.startsWith('UNREACHABLE'))
        problems.push(`${composeBlock.file}:${composeBlock.line}: node ${name} cannot reach the cluster ports of${verdict.slice(11)}`);
    }
    return problems;
  } finally {
    runClient(compose, ['-p', project, 'down', '-t', '1'], { env, cwd: run, timeout: 120_000 });
  }
}

const imageOf = (v) => factValue('image.name', v);
const nodesOf = (block) => {
  const value = YAML.parseAllDocuments(block.text)[0]?.toJS();
  return Object.values(value?.services ?? {}).filter((s) => String(s?.image ?? '').startsWith(imageOf(block.version)));
};

test('every version’s FAQ names the same cluster ports (the stand-in listens on them)', () => {
  const [latest, ...older] = versionNames();
  const ports = clusterPorts(latest);
  assert.ok(ports.length >= 4, `only ${ports.length} ports`);
  for (const v of older) assert.deepEqual(clusterPorts(v), ports, v);
});

/**
 * Runs already made, by what they ran: versions whose compose file and node configs are the same but
 * for the image tag (the stand-in is one image under every tag) share one run.
 */
const runs = new Map();

for (const v of versionNames()) {
  test(`the one-host cluster of install/docker-compose (${v}) forms on Docker: every node owns its localAddress and reaches every cluster port of the others`, async (t) => {
    const blocks = composePageBlocks(v);
    const cluster = blocks.find((b) => nodesOf(b).length > 1);
    assert.ok(cluster, `${v}: no compose file with several nodes`);
    const mounted = blocks.filter((b) => b.title && cluster.text.includes(`./${b.title}:`));
    const key = JSON.stringify([cluster.text.split(factValue('image', v)).join('<image>'), mounted.map((b) => [b.title, b.text])]);
    if (!runs.has(key)) runs.set(key, { version: v, problems: runCluster(cluster, blocks, { project: `cluster${v.replace(/\D/g, '')}` }) });
    const run = runs.get(key);
    if (run.version !== v)
      t.diagnostic(`the same compose file and node configs as ${run.version} (but for the image tag): its run stands for this one`);
    const problems = (await run.problems).map((p) =>
      run.version === v ? p : p.replaceAll(versionDir(run.version).replace(`${ROOT}/`, ''), versionDir(v).replace(`${ROOT}/`, '')),
    );
    assert.deepEqual(problems, []);
  });
}

/** A non-loopback IPv4 address of this machine. */
function hostAddress() {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return undefined;
}

test('host networking (the page’s one-node-per-host file) gives the container the host’s address; on a bridge network the host’s address fails, named at its line', async () => {
  const v = versionNames()[0];
  const blocks = composePageBlocks(v);
  const hostFile = blocks.find((b) => nodesOf(b).length === 1 && nodesOf(b)[0].network_mode === 'host');
  assert.ok(hostFile, 'the page has a host-networking compose file');
  const ip = hostAddress();
  assert.ok(ip, 'this machine has a non-loopback IPv4 address');
  // The node's config as config/cluster writes it, with this machine's address as the host's IP.
  const config = `---\ntitle: t\n---\n\n\`\`\`yaml title="config.yaml"\ncluster:\n  localAddress: "${ip}"\n  addresses: ["${ip}"]\n\`\`\`\n`;
  const [cfgBlock] = yamlBlocksOf(config, { file: 'planted/config.md', version: v, substitute: substituteFacts });
  const toScratch = (t, run) => t.replace(/- \/app\/:\/app\//g, `- ${run}/app/:/app/`);
  const extra = { fluxmq: { text: cfgBlock.text, block: cfgBlock } };
  assert.deepEqual(await runCluster(hostFile, [], { project: 'hostnet', rewrite: toScratch, extraFiles: extra }), []);
  // Planted: the same node on a bridge network (the page's single-node layout).
  const bridge = {
    ...hostFile,
    text: hostFile.text.replace(/network_mode: host/, 'networks:\n      - fluxmq_network') + '\nnetworks:\n  fluxmq_network: {}\n',
  };
  const problems = await runCluster(bridge, [], { project: 'bridge', rewrite: toScratch, extraFiles: extra });
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0],
    /^planted\/config\.md:7: node fluxmq cannot listen on its cluster\.localAddress in its container .*not an address the container owns/,
  );
});
