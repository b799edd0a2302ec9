// Every package the site's code, tools, tests and benchmarks load is declared in package.json
// (dependencies or devDependencies): one that is only installed because another package depends on
// it can vanish with any install, and `npm ci` on a fresh machine would break the build or a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { codeFiles, undeclaredImports } from '../../scripts/lib/imports.mjs';

const FOLDERS = ['src', 'config', 'scripts', 'tests', 'bench'];

test('every bare import in src/, config/, scripts/, tests/, bench/ names a package declared in package.json', () => {
  const files = codeFiles(ROOT, FOLDERS);
  assert.ok(files.length > 100, `${files.length} code files found`);
  assert.deepEqual(undeclaredImports(ROOT, files), []);
});

test('an undeclared package is reported with the file that loads it, in every form of import', () => {
  const dir = path.join(ROOT, '.tmp/declared-imports');
  fs.mkdirSync(dir, { recursive: true });
  const planted = path.join(dir, 'planted.tsx');
  fs.writeFileSync(
    planted,
    [
      "import leftPad from 'left-pad';",
      "export { x } from 'ghost-export/sub';",
      "const lazy = () => import('@ghost/dynamic');",
      "const old = require('ghost-require');",
      // Not packages: type-only imports, builtins, relative paths, the bundler's aliases, declared packages.
      "import type { Root } from 'hast';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import local from './local';",
      "import Link from '@docusaurus/Link';",
      "import Layout from '@theme/Layout';",
      "import clsx from 'clsx';",
      "import { renderToString } from 'react-dom/server';",
    ].join('\n'),
  );
  assert.deepEqual(undeclaredImports(ROOT, [planted]).sort(), [
    '.tmp/declared-imports/planted.tsx: @ghost/dynamic',
    '.tmp/declared-imports/planted.tsx: ghost-export',
    '.tmp/declared-imports/planted.tsx: ghost-require',
    '.tmp/declared-imports/planted.tsx: left-pad',
  ]);
});
