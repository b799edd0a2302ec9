// Import a TypeScript module of the site in Node tests and tools, through jiti (types erased, nothing
// checked — tests/unit/typecheck does that). What it imports loads the same way: relative .ts, .tsx and
// ./dir/index.ts modules, JSON files as their default export; packages and node: builtins as Node loads
// them. jiti keeps its transpiled copies in .tmp/jiti and takes a copy only when it ends with the hash
// of the source it was made from, so a copy another test process is still writing is made again.
import path from 'node:path';
import { createJiti } from 'jiti';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const jiti = createJiti(import.meta.url, { fsCache: path.join(ROOT, '.tmp/jiti') });

/** The module at `relativePath` (relative to the repository's root), as `import()` gives it. */
export async function importTs(relativePath) {
  return jiti.import(path.join(ROOT, relativePath));
}
