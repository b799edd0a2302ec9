// The build-free checks of the suite that read the pages' code samples and content, run by `npm run
// check` (its samples step) over the changed pages, or every page with --all. Each check is the very
// function its unit test runs over every page of every version:
//   config.yaml samples       scripts/lib/yaml-samples.mjs          tests/unit/yaml-samples.test.mjs
//   SQL samples               scripts/lib/sql-samples.mjs           tests/unit/sql-samples.test.mjs
//   HTTP requests             scripts/lib/http-samples.mjs          tests/unit/http-samples.test.mjs
//   ports, images, packages   scripts/lib/version-fact-samples.mjs  tests/unit/version-facts-samples.test.mjs
//   one home per artefact     scripts/lib/one-home.mjs              tests/unit/one-home.test.mjs
//   accidental strikethrough  scripts/lib/strikethrough.mjs         tests/unit/strikethrough.test.mjs
//   content floor, sections,  tests/lib/content-floor.mjs,          tests/unit/content.test.mjs
//   unique descriptions       page-checks.mjs's sectionProblems, descriptionClashes below
// The checks that compare pages (one home, descriptions) read every page of the changed pages'
// versions and report what involves a changed page. When a file the checks read their facts from
// changes (the key, API and facts data, the config schema, the notes sizes, these libraries), every
// page is checked.
// Each problem: { file: the file to change, message: `file:line: reason`, fix }.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ROOT, versionNames, versionDir, markdownFiles, locate } from './docs-tree.mjs';
import { bodyLineOffset, sectionProblems } from './page-checks.mjs';
import { pageSamples, splitPage, versionPages } from './code-samples.mjs';

/** Files the sample checks take their facts or their logic from: a change to one checks every page. */
const INPUTS = [
  /^src\/data\/(config-keys|http-api)\//,
  /^src\/data\/(shared-facts|versions)\.ts$/,
  /^src\/features\/config-schema\//,
  /^tests\/fixtures\/notes-sizes\.json$/,
  /^tests\/lib\/content-floor\.mjs$/,
  /^scripts\/lib\/(page-sample-checks|yaml-samples|sql-samples|http-samples|version-fact-samples|one-home|strikethrough|code-samples|rule-sql)\.mjs$/,
];

/**
 * The pages to check, repo-relative: every page of every version with `all`, outside git (`changed`
 * null) or when a file in INPUTS changed; otherwise the changed pages. Returns { pages, every, scope }.
 */
export function pagesToCheck({ all, changed }) {
  const input = changed?.find((f) => INPUTS.some((re) => re.test(f)));
  if (all || !changed || input) {
    const pages = versionNames().flatMap((v) => markdownFiles(versionDir(v)).map((r) => path.relative(ROOT, path.join(versionDir(v), r))));
    return { pages, every: true, scope: all || !changed ? 'every page' : `every page: ${input} changed` };
  }
  const pages = changed.filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_') && locate(path.join(ROOT, f)));
  return { pages, every: false, scope: 'the changed pages (--all: every page)' };
}

/**
 * Pages of one version whose description another page of it already has, in the order given:
 * [{ page, first }] (pages: { description, … }; a page without a description is left to the page checks).
 */
export function descriptionClashes(pages) {
  const seen = new Map();
  const clashes = [];
  for (const page of pages) {
    if (!page.description) continue;
    if (seen.has(page.description)) clashes.push({ page, first: seen.get(page.description) });
    else seen.set(page.description, page);
  }
  return clashes;
}

/** A page's front matter and body; a front matter that does not parse (the pages step reports it) as none. */
function frontMatter(source) {
  try {
    return matter(source);
  } catch {
    return { data: {}, content: source };
  }
}

/** The 1-based line of a front matter key (`description:`) in a page source, else 1. */
function frontMatterLine(source, key) {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return 1;
  const end = lines.indexOf('---', 1);
  const at = lines.slice(1, end < 0 ? lines.length : end).findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
  return at < 0 ? 1 : at + 2;
}

/**
 * sectionProblems of a page (page-checks.mjs), each with its line in the file: an empty section at its
 * heading, too few sections at the first heading (or the first line of the body).
 */
export function sectionProblemsAt(source) {
  const body = frontMatter(source).content;
  const headings = splitPage(source)
    .prose.map(({ line, text }) => ({ line, title: /^## +(.*)$/.exec(text)?.[1].trim() }))
    .filter((h) => h.title !== undefined);
  const used = new Set();
  return sectionProblems(body).map((problem) => {
    const empty = /^empty section: ## (.*)$/.exec(problem);
    const heading = empty ? headings.find((h) => h.title === empty[1].trim() && !used.has(h.line)) : headings[0];
    if (heading) used.add(heading.line);
    return { line: heading?.line ?? bodyLineOffset(source, body) + 1, problem };
  });
}

/** The config-key data file that documents a key's section (`mqtt[].port` → …/pages/mqtt.ts), else the folder. */
function configDataFile(key) {
  const section = key.split(/[.[]/)[0];
  const dir = 'src/data/config-keys/pages';
  const file = fs
    .readdirSync(path.join(ROOT, dir))
    .sort()
    .find((f) => new RegExp(`key:\\s*['"]${section}[.['"]`).test(fs.readFileSync(path.join(ROOT, dir, f), 'utf8')));
  return file ? `${dir}/${file}` : `${dir}/`;
}

/** The libraries, loaded when there is a page to check (they load the site's data). */
async function libraries() {
  const [yaml, sql, http, facts, oneHome, strike, floor, { importTs }] = await Promise.all([
    import('./yaml-samples.mjs'),
    import('./sql-samples.mjs'),
    import('./http-samples.mjs'),
    import('./version-fact-samples.mjs'),
    import('./one-home.mjs'),
    import('./strikethrough.mjs'),
    import('../../tests/lib/content-floor.mjs'),
    import('../../tests/lib/import-ts.mjs'),
  ]);
  const schema = await importTs('src/features/config-schema/schema.ts');
  const { factValue, substituteFacts } = await importTs('src/data/shared-facts.ts');
  const { versionOrder } = await importTs('src/data/versions.ts');
  return {
    yaml,
    sql,
    http,
    facts,
    oneHome,
    strike,
    floor,
    factValue,
    substituteFacts,
    yamlCheck: yaml.yamlSampleCheck({ ...schema, versionOrder }),
  };
}

/**
 * The problems of the pages to check (pagesToCheck): [{ file, message, fix }], and a note on what was
 * checked.
 */
export async function pageSampleProblems({ all = false, changed = null } = {}) {
  const { pages: files, every, scope } = pagesToCheck({ all, changed });
  if (!files.length) return { problems: [], note: `no page to check: ${scope}` };
  const lib = await libraries();
  const checked = new Set(files);
  const versions = versionNames().filter((v) => files.some((f) => locate(path.join(ROOT, f))?.version === v));
  const pagesOf = new Map(versions.map((v) => [v, versionPages(v)]));
  const problems = [];
  const seen = new Set();
  const add = (file, message, fix) => {
    if (seen.has(message)) return;
    seen.add(message);
    problems.push({ file, message, fix });
  };

  for (const v of versions) {
    for (const page of pagesOf.get(v).filter((p) => checked.has(p.file))) {
      const { file, source, docId } = page;
      // Code samples: ports, images and packages; HTTP requests; SQL.
      const samples = pageSamples(source, { file, version: v, docId, factValue: lib.factValue });
      for (const sample of samples) {
        // The fence's own problems (no language, never closed, an unknown :fact[…]) come first.
        const fence = new Set(sample.problems.map((p) => `${file}:${sample.line}: ${p}`));
        for (const m of lib.facts.versionFactProblems(sample))
          add(
            file,
            m,
            fence.has(m)
              ? `correct the code fence in ${file} (its language, its closing fence, or a :fact[…] that src/data/shared-facts.ts has for ${v})`
              : `write the version's value or its :fact[…] in ${file}; a port of another server goes in OTHER_PORTS (scripts/lib/version-fact-samples.mjs) with the note that gives it; a fact's value per version is in src/data/shared-facts.ts`,
          );
        for (const m of lib.http.httpSampleProblems(sample))
          add(file, m, `correct the request in ${file}; if FluxMQ ${v} has it, add the endpoint or field to src/data/http-api/modules/`);
        if (sample.lang === 'sql')
          for (const m of lib.sql.sqlSampleProblems(sample).problems)
            add(file, m, `correct the statement in ${file}, or name its database in the fence title (title="MySQL：…")`);
      }
      for (const m of lib.http.tableRuleSqlProblems(page)) add(file, m, `correct the rule SQL in the table of ${file}`);
      // YAML samples against the version's config schema.
      let blocks = [];
      try {
        blocks = lib.yaml.yamlBlocksOf(source, { file, version: v, substitute: lib.substituteFacts });
      } catch {
        // An unknown :fact[…] in a block: reported by the ports check above (the sample's problems).
      }
      for (const block of blocks) {
        const result = lib.yamlCheck(block);
        if (result.problem)
          add(
            file,
            `${file}:${block.line}: ${result.problem}`,
            `correct the block's YAML, or say what file it shows in its fence title, in ${file}`,
          );
        for (const m of result.problems) {
          const key = /(?:unknown key|key of a later version:|key removed before this version:) `([^`]+)`/.exec(m)?.[1];
          const data = configDataFile(key ?? /at `([^`]+)`|required key `([^`]+)`/.exec(m)?.slice(1).find(Boolean) ?? '');
          add(
            file,
            m,
            key
              ? `correct or remove the key in ${file}; if FluxMQ ${v} reads it, add it to ${data} (with since/until)`
              : `correct the value in ${file}, or the key's type and values in ${data}`,
          );
        }
      }
      for (const m of lib.strike.accidentalStrikethroughs(source, file)) add(file, m, `write the range with 「～」 or 「至」 in ${file}`);
      // Content: the floor, and sections with nothing in them.
      const body = frontMatter(source).content;
      const length = lib.floor.readableLength(body);
      const floor = lib.floor.floorFor(docId, v);
      if (length < floor)
        add(
          file,
          `${file}:1: ${length} characters of text, under the floor of ${floor} for ${docId} in ${v} (what the facts of its notes take: tests/lib/content-floor.mjs)`,
          `write the facts the notes of ${docId} give in ${file}`,
        );
      for (const { line, problem } of sectionProblemsAt(source))
        add(file, `${file}:${line}: ${problem}`, `write the section's content in ${file}, or remove its heading`);
    }

    // Across the version: descriptions and one home per artefact, where a checked page is involved.
    const inVersion = pagesOf.get(v);
    const described = inVersion.map((p) => ({ ...p, description: frontMatter(p.source).data.description }));
    for (const { page, first } of descriptionClashes(described)) {
      const [mine, other] = checked.has(page.file) ? [page, first] : checked.has(first.file) ? [first, page] : [];
      if (!mine) continue;
      add(
        mine.file,
        `${mine.file}:${frontMatterLine(mine.source, 'description')}: the same description as ${other.file}:${frontMatterLine(other.source, 'description')} (「${mine.description}」); descriptions are unique in ${v}`,
        `give ${mine.file} a description of its own`,
      );
    }
    for (const c of lib.oneHome.oneHomeClashes(inVersion)) {
      const [mine, other] = checked.has(c.y.file) ? [c.y, c.x] : checked.has(c.x.file) ? [c.x, c.y] : [];
      if (!mine) continue;
      add(
        mine.file,
        `${mine.file}:${mine.line}: ${c.what} differs from ${other.file}:${other.line}${c.shown}; ${v} has one definition of each`,
        `make the two the same: change ${mine.file} (or ${other.file})`,
      );
    }
  }
  // The HTTP API data's own examples, when every page is checked (the data changed, or --all).
  if (every)
    for (const v of versionNames())
      for (const m of lib.http.apiExampleProblems(v)) add('src/data/http-api', m, 'correct the example in src/data/http-api/modules/');

  return { problems, note: `${files.length} pages: ${scope}` };
}
