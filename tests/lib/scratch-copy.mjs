// A scratch copy of the repository for tests that plant a mistake and run a script on it (check,
// sync-pages): the files as they are in the working tree, node_modules linked.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

/** What a scratch copy leaves out: installed packages, git's store, build output and scratch space. */
const NOT_COPIED = new Set(['node_modules', '.git', '.tmp', 'build', '.docusaurus']);

/**
 * A copy of the repository's files in .tmp/check/<name>, with node_modules linked. It walks the tree
 * rather than asking git, so it works in a copy that is no repository of its own (the version-cut
 * test's), and it is no git repository: check is given the pages to check.
 */
export function scratchCopy(name) {
  const dir = path.join(ROOT, '.tmp/check', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/** `node <args>` in `dir`: its exit status and its output, stdout then stderr. */
export function runNode(dir, ...args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** `node scripts/check.mjs <args>` in `dir`. */
export const check = (dir, ...args) => runNode(dir, 'scripts/check.mjs', ...args);

/** A new page the maintainers' tests add to a scratch copy (as docs/config/tls.md): front matter and two sections. */
export const NEW_PAGE = `---
title: TLS 配置
description: 为 MQTT 监听器开启 TLS 的配置项与验证方法。
---

## 配置项

在监听器上开启 TLS 后，客户端使用 MQTTS 连接。

## 验证

使用客户端连接监听器，确认握手成功。
`;
