// Import a TypeScript module of the site in Node tests: transpile it with the project's TypeScript
// (types erased, nothing checked — tests/unit/typecheck does that) into .tmp/ and import the result.
// Relative imports of other .ts modules are transpiled the same way; packages and node: builtins are
// imported as they are.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import ts from 'typescript';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const OUT_DIR = path.join(ROOT, '.tmp/ts-import');

/** The .ts file a relative specifier of `fromFile` names: `./x` → `./x.ts` or `./x/index.ts`. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!found) throw new Error(`importTs: cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/**
 * Writes `text` to `out` whole: test files run two at a time and transpile the same modules, and a
 * module read while another process was still writing it failed to import (an export missing).
 */
function writeWhole(out, text) {
  const temporary = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, out);
}

/** A JSON file as an ES module (`export default <its value>`), as the bundler imports it. */
function jsonModule(file) {
  const text = `export default ${fs.readFileSync(file, 'utf8').trim() || 'null'};\n`;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const out = path.join(
    OUT_DIR,
    `${path.basename(file, '.json')}-${crypto.createHash('sha1').update(text).digest('hex').slice(0, 10)}.json.mjs`,
  );
  writeWhole(out, text);
  return out;
}

/** Transpile `file` and the relative modules it imports; returns the path of its .mjs copy. */
function transpile(file, done = new Map()) {
  if (done.has(file)) return done.get(file);
  const source = fs.readFileSync(file, 'utf8');
  let { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  });
  outputText = outputText.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (m, head, quote, spec) => {
    const target = resolveRelative(file, spec);
    if (/\.tsx?$/.test(target)) return `${head}${quote}${transpile(target, done)}${quote}`;
    if (/\.json$/.test(target)) return `${head}${quote}${jsonModule(target)}${quote}`;
    return `${head}${quote}${target}${quote}`;
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const out = path.join(
    OUT_DIR,
    `${path.basename(file).replace(/\.tsx?$/, '')}-${crypto.createHash('sha1').update(outputText).digest('hex').slice(0, 10)}.mjs`,
  );
  writeWhole(out, outputText);
  done.set(file, out);
  return out;
}

export async function importTs(relativePath) {
  return import(transpile(path.join(ROOT, relativePath)));
}
