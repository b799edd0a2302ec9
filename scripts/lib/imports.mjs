// Every package the code imports is one package.json declares: a package that is only there because
// another one depends on it can disappear with any install.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import ts from 'typescript';

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Code files under the given folders of `root` (node_modules, build output and scratch folders left out). */
export function codeFiles(root, folders) {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.docusaurus', 'build', '.tmp'].includes(e.name)) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (CODE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const f of folders) walk(path.join(root, f));
  return out.sort();
}

/**
 * The module specifiers a file loads when it runs: import/export … from, import(), require().
 * Type-only imports (`import type`, `export type … from`) are erased by the compiler and load nothing.
 */
export function specifiersOf(source, fileName = 'x.tsx') {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : undefined,
  );
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) found.push(literal(node.moduleSpecifier));
    } else if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !node.isTypeOnly) found.push(literal(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      if (!node.isTypeOnly) found.push(literal(node.moduleReference.expression));
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && node.arguments.length) found.push(literal(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found.filter((s) => s !== undefined);
}

/**
 * Names the bundler resolves without a package: Docusaurus's aliases (@site/, @theme/, @generated/ …,
 * and @docusaurus/<X> for each of core's client exports, e.g. @docusaurus/Link).
 */
function isAlias(specifier, root) {
  if (/^@(site|theme|theme-original|theme-init|generated)\//.test(specifier)) return true;
  const m = /^@docusaurus\/([^/]+)$/.exec(specifier);
  return !!m && fs.existsSync(path.join(root, 'node_modules/@docusaurus/core/lib/client/exports', `${m[1]}.js`));
}

/** The package a bare specifier names: 'react-dom/server' → 'react-dom', '@mdx-js/mdx' → '@mdx-js/mdx'. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Imports of packages package.json does not declare, as ["tests/x.mjs: left-pad"]. Relative and
 * absolute paths, node builtins and the bundler's aliases are not packages.
 */
export function undeclaredImports(root, files) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const builtins = new Set(builtinModules);
  const problems = [];
  for (const file of files) {
    for (const spec of specifiersOf(fs.readFileSync(file, 'utf8'), file)) {
      if (/^[./]/.test(spec) || spec.startsWith('node:') || builtins.has(spec) || isAlias(spec, root)) continue;
      const name = packageOf(spec);
      if (name !== pkg.name && !declared.has(name)) problems.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  return problems;
}
