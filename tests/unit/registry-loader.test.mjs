// The client bundle's registry loader drops each entry's module path (only the server reads it) and
// keeps the chunk's load function and webpack module id; a registry of another shape fails the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const registryWithoutModulePaths = createRequire(import.meta.url)('../../src/features/start-up/route-registry/registry-loader.cjs');

const REGISTRY = `export default {
  "006c80b5": [() => import(/* webpackChunkName: "006c80b5" */ "@generated/docusaurus-plugin-content-docs/default/p/2-0-19-category-前言-da9.json"), "@generated/docusaurus-plugin-content-docs/default/p/2-0-19-category-前言-da9.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/2-0-19-category-前言-da9.json")],
  "ffd9048b": [() => import(/* webpackChunkName: "ffd9048b" */ "@site/docs/gzyq/source/CLICKHOUSE.md"), "@site/docs/gzyq/source/CLICKHOUSE.md", require.resolveWeak("@site/docs/gzyq/source/CLICKHOUSE.md")],};
`;

function run(source) {
  const warnings = [];
  const output = registryWithoutModulePaths.call({ emitWarning: (e) => warnings.push(e.message) }, source);
  return { output, warnings };
}

test('each entry keeps its loader and module id; its module path becomes 0', () => {
  const { output, warnings } = run(REGISTRY);
  assert.deepEqual(warnings, []);
  assert.equal(
    output,
    `export default {
  "006c80b5": [() => import(/* webpackChunkName: "006c80b5" */ "@generated/docusaurus-plugin-content-docs/default/p/2-0-19-category-前言-da9.json"), 0, require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/2-0-19-category-前言-da9.json")],
  "ffd9048b": [() => import(/* webpackChunkName: "ffd9048b" */ "@site/docs/gzyq/source/CLICKHOUSE.md"), 0, require.resolveWeak("@site/docs/gzyq/source/CLICKHOUSE.md")],};
`,
  );
});

test('an entry whose id names another module than its loader is left alone', () => {
  const odd = `  "aa": [() => import(/* webpackChunkName: "aa" */ "@site/a.md"), "@site/b.md", require.resolveWeak("@site/a.md")],\n`;
  const registry = `export default {\n${odd}${REGISTRY.split('\n')[1]}\n};\n`;
  const { output } = run(registry);
  assert.ok(output.includes(odd), 'the odd entry is kept as it is');
  assert.ok(output.includes('da9.json"), 0, require.resolveWeak('), 'the others lose their module path');
});

test('a registry in which no entry has the expected shape fails the build, naming the hook', () => {
  const other = 'export default { "aa": { load: () => import("@site/a.md"), id: 1 } };\n';
  assert.throws(() => run(other), /\[registryWithoutModulePaths\] matched no entry in \.docusaurus\/registry\.js/);
});
