// Import a TypeScript module of the site in Node tests: transpile it with the project's TypeScript
// (types erased, nothing checked — tests/unit/typecheck does that) into .tmp/ and import the result.
// For modules whose runtime imports are packages or node: builtins (relative imports are not followed).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import ts from 'typescript';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

export async function importTs(relativePath) {
  const source = fs.readFileSync(path.join(ROOT, relativePath), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: relativePath,
  });
  const dir = path.join(ROOT, '.tmp/ts-import');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${path.basename(relativePath, '.ts')}-${crypto.createHash('sha1').update(outputText).digest('hex').slice(0, 10)}.mjs`);
  fs.writeFileSync(file, outputText);
  return import(file);
}
