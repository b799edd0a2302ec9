// ESLint and Prettier as `npm run lint`, `npm run check` and tests/unit/lint.test.mjs run them.
import path from 'node:path';
import { ESLint } from 'eslint';

/** What `npm run lint` covers: the site's code, its config and tools, tests and benchmarks. */
export const LINTED = ['src', 'config', 'scripts', 'tests', 'bench', '*.ts', '*.mjs'];

/**
 * ESLint's findings over `patterns` (default: LINTED) in the checkout at `root`, as
 * [{ file (relative to root), line, column, rule, message, severity }].
 */
export async function eslintFindings(root, patterns = LINTED) {
  const eslint = new ESLint({ cwd: root, errorOnUnmatchedPattern: false });
  const results = await eslint.lintFiles(patterns);
  return results.flatMap((r) =>
    r.messages.map((m) => ({
      file: path.relative(root, r.filePath),
      line: m.line ?? 0,
      column: m.column ?? 0,
      rule: m.ruleId ?? '(parse)',
      message: m.message.split('\n')[0],
      severity: m.severity === 2 ? 'error' : 'warning',
    })),
  );
}
