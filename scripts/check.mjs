#!/usr/bin/env node
// `npm run check`: the one-minute check before a commit, without a build. It runs, and reports each
// failure with the file to change and what to add there:
//   types     TypeScript (tsc --noEmit)
//   lint      ESLint (eslint.config.mjs) over the code `npm run lint` covers
//   format    Prettier (--list-different) over every file it reads (.prettierignore says what it skips)
//   imports   every package the code loads is declared in package.json
//   data      the data tests that need no build: config keys (and their versions), shared facts, HTTP API, 版本变化
//   pages     the page checks (front matter, MDX, structure, links, copy lint, voice, shared facts typed
//             by hand) over the pages changed against main and not committed yet (--all: every page)
//   routes    every doc of every version has its route in tests/fixtures/spec-routes.mjs
//   sidebars  every version has its section in tests/fixtures/facts-sidebars.md, and each sidebar is
//             the tree given there; every page is in its sidebar or listed outside it
//   release   what a cut leaves stale: the version order (versions.json older than the latest label,
//             newest first), the announcement (src/data/release.ts), the release artefacts
//             (src/data/shared-facts.ts), the latest version's upgrade notes, and no page of the
//             latest version typing its own label where :fact[version] belongs
//   anchors   every link to a heading (`page.md#anchor`, `#anchor`) of every page of every version
//             lands on an anchor the target page has (a heading renamed while pages link to it)
//   samples   the suite's sample and content checks over the changed pages (--all, or a changed data
//             file they read: every page; scripts/lib/page-sample-checks.mjs): config.yaml samples
//             against the version's schema, SQL, HTTP requests, ports/images/packages, one home per
//             artefact, accidental strikethrough, the content floor, empty sections, unique descriptions
// Usage: node scripts/check.mjs [--all] [--only=step,step] [file ...]
//   file ...  the changed files to check (pages, code) instead of asking git
// Exit code 0 when every step passes, 1 otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, versionNames, versionDir, markdownFiles, locate } from './lib/docs-tree.mjs';
import { bodyLineOffset, checkPage, voiceFindings, handTypedFacts, sectionProblems, PLACEHOLDER } from './lib/page-checks.mjs';
import { routeProblems, sidebarProblems } from './lib/source-checks.mjs';
import { brokenAnchors } from './lib/anchors.mjs';
import { releaseProblems } from './lib/release-checks.mjs';
import { codeFiles, undeclaredImports } from './lib/imports.mjs';
import { LINTED } from './lib/lint.mjs';
import { importTs } from '../tests/lib/import-ts.mjs';
import matter from 'gray-matter';

/**
 * The unit tests that check the typed data and need no build (each takes seconds). The shared facts'
 * data is checked in-process (tests/unit/shared-facts.test.mjs also reads every page of every version,
 * which takes minutes; the pages step checks the changed pages for hand-typed facts instead).
 */
export const DATA_TESTS = ['config-keys', 'config-key-links', 'http-api', 'version-changes'].map((t) => `tests/unit/${t}.test.mjs`);
const STEPS = ['types', 'lint', 'format', 'imports', 'data', 'pages', 'routes', 'sidebars', 'release', 'anchors', 'samples'];
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

const args = process.argv.slice(2);
const all = args.includes('--all');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const step of only ?? []) if (!STEPS.includes(step)) throw new Error(`--only: no step "${step}" (steps: ${STEPS.join(', ')})`);
const given = args.filter((a) => !a.startsWith('--')).map((f) => path.relative(ROOT, path.resolve(f)));
const runs = (step) => !only || only.includes(step);
const started = Date.now();

function git(...gitArgs) {
  const r = spawnSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : null;
}

/** Files changed against main (committed on this branch), not committed yet, and untracked; null outside git. */
function changedFiles() {
  const top = git('rev-parse', '--show-toplevel')?.[0];
  if (!top || fs.realpathSync(top) !== fs.realpathSync(ROOT)) return null;
  const uncommitted = git('diff', '--name-only', 'HEAD');
  if (!uncommitted) return null;
  const base = git('merge-base', 'HEAD', 'main')?.[0];
  const onBranch = base ? (git('diff', '--name-only', base, 'HEAD') ?? []) : [];
  const untracked = git('ls-files', '--others', '--exclude-standard') ?? [];
  return [...new Set([...onBranch, ...uncommitted, ...untracked])].filter((f) => fs.existsSync(path.join(ROOT, f))).sort();
}

const changed = given.length ? given : changedFiles();

/** A child process's exit code and output. */
function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

// Each step resolves to { problems: [{ file, message, fix? }], note? }.
const steps = {
  async types() {
    const { code, out } = await run(process.execPath, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', ROOT]);
    if (code === 0) return { problems: [] };
    return {
      problems: out
        .split('\n')
        .filter((l) => /error TS\d+/.test(l))
        .map((l) => ({ file: l.split('(')[0], message: l.trim() })),
    };
  },
  async lint() {
    // Given files: those that are code; otherwise everything `npm run lint` covers (cached in .tmp/).
    const targets = given.length ? given.filter((f) => CODE.test(f)) : LINTED;
    if (!targets.length) return { problems: [], note: 'no code file given' };
    const { code, out } = await run(process.execPath, [
      bin('eslint', 'bin/eslint.js'),
      '--cache',
      '--cache-location',
      path.join(ROOT, '.tmp/eslintcache'),
      '--no-error-on-unmatched-pattern',
      '-f',
      'json',
      ...targets,
    ]);
    let results;
    try {
      results = JSON.parse(out.slice(out.indexOf('[')));
    } catch {
      return {
        problems: [
          { file: 'eslint.config.mjs', message: `ESLint did not run (exit ${code}): ${out.trim().split('\n').slice(0, 5).join(' ')}` },
        ],
      };
    }
    const problems = results.flatMap((r) =>
      r.messages.map((m) => ({
        file: path.relative(ROOT, r.filePath),
        message: `${path.relative(ROOT, r.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''}: ${m.message.split('\n')[0]}`,
      })),
    );
    return { problems };
  },
  async format() {
    // The whole repository is formatted (.git-blame-ignore-revs names the commit that did it), so
    // every file Prettier reads is checked, not only the changed ones (.prettierignore says what it skips).
    const { code, out } = await run(process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--list-different', '--ignore-unknown', '.']);
    const files = out
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && fs.existsSync(path.join(ROOT, l)));
    if (code !== 0 && !files.length)
      return { problems: [{ file: '.prettierrc.json', message: `Prettier did not run: ${out.trim().split('\n')[0]}` }] };
    return {
      problems: files.map((f) => ({ file: f, message: `${f} is not formatted`, fix: `npx prettier --write ${f}` })),
      note: 'every file Prettier reads',
    };
  },
  async imports() {
    const problems = undeclaredImports(ROOT, codeFiles(ROOT, ['src', 'config', 'scripts', 'tests', 'bench'])).map((p) => {
      const [file, name] = p.split(': ');
      return {
        file: 'package.json',
        message: `${file} imports ${name}, which package.json does not declare`,
        fix: `declare ${name} in package.json (devDependencies if only tools and tests use it)`,
      };
    });
    return { problems };
  },
  async data() {
    const files = DATA_TESTS.filter((f) => fs.existsSync(path.join(ROOT, f)));
    const tests = run(process.execPath, ['--test', '--test-reporter=spec', ...files]);
    const problems = [];
    try {
      // Importing the data runs its own checks (version ranges, one value per version); then the facts'.
      const { sharedFactProblems } = await importTs('src/data/shared-facts.ts');
      for (const p of sharedFactProblems()) problems.push({ file: 'src/data/shared-facts.ts', message: `src/data/shared-facts.ts: ${p}` });
    } catch (error) {
      problems.push({ file: 'src/data/shared-facts.ts', message: String(error.message) });
    }
    const { code, out } = await tests;
    if (code !== 0) {
      // The spec reporter ends with the failing tests and their errors.
      const failing = out.slice(out.lastIndexOf('failing tests:'));
      problems.push({ file: files.join(' '), message: `data tests failed:\n${failing.split('\n').slice(0, 60).join('\n')}` });
    }
    return { problems, note: `${files.length} test files and the shared facts` };
  },
  async pages() {
    const pageFiles =
      all || !changed
        ? versionNames().flatMap((v) => markdownFiles(versionDir(v)).map((r) => path.join(versionDir(v), r)))
        : changed
            .filter((f) => /\.mdx?$/.test(f))
            .map((f) => path.join(ROOT, f))
            .filter((f) => locate(f) && !path.basename(f).startsWith('_'));
    const { guardedFacts } = await importTs('src/data/shared-facts.ts');
    const problems = [];
    for (const file of pageFiles) {
      const where = locate(file);
      const raw = fs.readFileSync(file, 'utf8');
      const relFile = path.relative(ROOT, file);
      const body = matter(raw).content;
      // The samples step reports the sections with their lines.
      const sections = runs('samples') ? sectionProblems(body) : [];
      const found = (await checkPage(file, { versionDir: where.dir, allowPlaceholder: raw.includes(PLACEHOLDER) })).filter(
        (m) => !sections.includes(m),
      );
      found.push(...voiceFindings(raw).map((f) => `voice: ${f}`));
      try {
        found.push(
          ...(await handTypedFacts(body, guardedFacts(where.version), bodyLineOffset(raw, body))).map(
            (f) => `shared fact typed by hand, ${f} (node scripts/use-shared-facts.mjs ${relFile} replaces it)`,
          ),
        );
      } catch {
        // An MDX error is reported by checkPage.
      }
      for (const message of found) problems.push({ file: relFile, message: `${relFile}: ${message}` });
    }
    const scope = all || !changed ? 'every page' : 'the changed pages (--all: every page)';
    return { problems, note: `${pageFiles.length} pages: ${scope}` };
  },
  async routes() {
    return { problems: await routeProblems() };
  },
  async sidebars() {
    return { problems: await sidebarProblems() };
  },
  async release() {
    return { problems: await releaseProblems() };
  },
  async samples() {
    const { pageSampleProblems } = await import('./lib/page-sample-checks.mjs');
    return pageSampleProblems({ all, changed });
  },
  async anchors() {
    // Anchors the pages' components write: each key row of a key table, each upgrade of 「版本变化」.
    const { configPages, tableFor, keysFor } = await importTs('src/data/config-keys/index.ts');
    const { keyAnchor } = await importTs('src/features/config-key-links/anchors.ts');
    const versions = versionNames();
    const extraAnchors = (file) => {
      const where = locate(file);
      if (!where) return [];
      if (path.basename(file, path.extname(file)) === 'version-changes')
        return versions.slice(versions.indexOf(where.version)).map((v) => `to-${v}`);
      const source = fs.readFileSync(file, 'utf8');
      return [...source.matchAll(/<ConfigKeyTable\s+page="([^"]+)"\s+table="([^"]+)"/g)].flatMap(([, page, id]) => {
        const table = tableFor(page, id);
        return table ? keysFor(table, where.version).map((k) => keyAnchor(table, k.key)) : [];
      });
    };
    const problems = brokenAnchors(ROOT, { extraAnchors }).map((b) => ({
      file: b.file,
      message: `${b.file}:${b.line}: the link ${b.link} leads to no anchor of ${b.target}`,
      fix: `link to a heading ${b.target} has (its anchor is the heading's text, lowercased, spaces as -), or give the heading that id with {#${b.link.split('#')[1]}}`,
    }));
    return { problems, note: `${configPages.length} key pages' anchors included, every page of every version` };
  },
};

// The child processes (types, lint, format, data) run side by side; the in-process steps meanwhile.
const names = STEPS.filter(runs);
const results = await Promise.all(
  names.map(async (name) => {
    const t = Date.now();
    try {
      return { name, ...(await steps[name]()), seconds: (Date.now() - t) / 1000 };
    } catch (error) {
      return {
        name,
        problems: [{ file: '', message: `${name} could not run: ${error.stack ?? error}` }],
        seconds: (Date.now() - t) / 1000,
      };
    }
  }),
);

const failed = results.filter((r) => r.problems.length);
for (const r of results) {
  const mark = r.problems.length ? '✗' : '✓';
  console.log(
    `${mark} ${r.name.padEnd(8)} ${r.problems.length ? `${r.problems.length} problem(s)` : 'ok'}${r.note ? ` — ${r.note}` : ''} (${r.seconds.toFixed(1)} s)`,
  );
  for (const p of r.problems) {
    console.log(`    ${p.message.split('\n').join('\n    ')}`);
    if (p.fix) console.log(`      → ${p.fix}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed.length) {
  const files = [...new Set(failed.flatMap((r) => r.problems.map((p) => p.file)).filter(Boolean))];
  console.log(
    `\ncheck: FAIL — ${failed.map((r) => r.name).join(', ')} (${failed.length} of ${results.length} steps) in ${seconds} s; files to fix: ${files.join(', ')}`,
  );
  process.exit(1);
}
console.log(`\ncheck: OK — ${results.length} steps passed in ${seconds} s`);
