// The README's release procedure works: `docusaurus docs:version` on a throwaway copy of the repo
// freezes docs/ as a new version folder with its sidebar and lists it first in versions.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, LATEST_VERSION, markdownFiles } from '../../scripts/lib/docs-tree.mjs';

const COPY = ['docs', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'sidebars.ts', 'docusaurus.config.ts', 'config', 'src', 'static', 'package.json', 'tsconfig.json'];

test('docs:version on a throwaway copy cuts the current docs as a new version', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fluxmq-release-'));
  try {
    for (const entry of COPY) fs.cpSync(path.join(ROOT, entry), path.join(tmp, entry), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));
    const before = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8'));
    const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:version', LATEST_VERSION], {
      cwd: tmp,
      encoding: 'utf8',
    });
    assert.equal(res.status, 0, res.stdout + res.stderr);
    const versions = JSON.parse(fs.readFileSync(path.join(tmp, 'versions.json'), 'utf8'));
    assert.deepEqual(versions, [LATEST_VERSION, ...before]);
    const cut = path.join(tmp, `versioned_docs/version-${LATEST_VERSION}`);
    assert.deepEqual(markdownFiles(cut), markdownFiles(path.join(ROOT, 'docs')));
    assert.equal(fs.readFileSync(path.join(cut, 'config/mqtt.md'), 'utf8'), fs.readFileSync(path.join(ROOT, 'docs/config/mqtt.md'), 'utf8'));
    const sidebar = JSON.parse(fs.readFileSync(path.join(tmp, `versioned_sidebars/version-${LATEST_VERSION}-sidebars.json`), 'utf8'));
    assert.equal(sidebar.tutorialSidebar[0].label, '前言');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
