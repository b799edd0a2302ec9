// What the build tests check about routes and sidebars, checked on the sources without a build (for
// `npm run check`): every doc of every version has its route in the route manifest
// (tests/fixtures/spec-routes.mjs), every version has its sidebar in tests/fixtures/facts-sidebars.md,
// and each sidebar (sidebars.ts, versioned_sidebars/) is the tree the facts give. Each problem names
// the file to change and the line to add: { file, message, fix }.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import matter from 'gray-matter';
import { ROOT, LATEST_VERSION, versionNames, versionDir, markdownFiles, docIdOf } from './docs-tree.mjs';
import { FACTS_FILE, parseSidebarFacts } from './sidebar-facts.mjs';
import { importTs } from '../../tests/lib/import-ts.mjs';

export const ROUTES_FILE = 'tests/fixtures/spec-routes.mjs';
/** The command that writes the latest version's entries of both fixtures from sidebars.ts and docs/. */
const SYNC = 'node scripts/sync-pages.mjs';

const rel = (p) => path.relative(ROOT, p);
const frontMatter = (file) => {
  try {
    return matter(fs.readFileSync(file, 'utf8')).data;
  } catch {
    return {};
  }
};

/** A doc's path inside its version as the docs plugin routes it: 'config/mqtt', 'api/' (api/README.md), '' (slug: /). */
export function docPath(relPath, data = {}) {
  const id = docIdOf(relPath);
  if (typeof data.slug === 'string') {
    const slug = data.slug.startsWith('/') ? data.slug.slice(1) : path.posix.join(path.posix.dirname(id), data.slug);
    return slug === '.' ? '' : slug;
  }
  const parts = id.split('/');
  const base = parts.at(-1);
  if (parts.length > 1 && (/^(index|readme)$/i.test(base) || base.toLowerCase() === parts.at(-2).toLowerCase()))
    return `${parts.slice(0, -1).join('/')}/`;
  return id;
}

const norm = (p) => p.replace(/\/$/, '');

/** The route manifest, or the problem of importing it. */
async function loadRoutes() {
  try {
    return { routes: await import(pathToFileURL(path.join(ROOT, ROUTES_FILE)).href) };
  } catch (error) {
    return { error: { file: ROUTES_FILE, message: `${ROUTES_FILE} does not load: ${String(error.message).split('\n').join('; ')}` } };
  }
}

/** The manifest entry that gives a page the versions in `present` (newest first, out of `all`). */
function manifestEntry(p, present, all) {
  const oldest = all.at(-1);
  const first = present.at(-1);
  const contiguousToLatest = all.slice(0, all.indexOf(first) + 1).every((v) => present.includes(v));
  if (contiguousToLatest) return first === oldest ? `['${p}', all],` : `['${p}', from('${first}')],`;
  const newest = present[0];
  const until = all[all.indexOf(newest) - 1];
  return `['${p}', { since: '${first}', until: '${until}' }],`;
}

/** Docs without a route in the manifest, and routes of the manifest without a doc. */
export async function routeProblems() {
  const { routes, error } = await loadRoutes();
  if (error) return [error];
  const versions = versionNames();
  const problems = [];
  // Every doc's path per version, and the versions each path exists in.
  const docs = new Map(); // version -> Map(normalized path -> file)
  const versionsOf = new Map(); // path -> [version]
  for (const v of versions) {
    const byPath = new Map();
    for (const r of markdownFiles(versionDir(v))) {
      const file = path.join(versionDir(v), r);
      const p = docPath(r, frontMatter(file));
      byPath.set(norm(p), { file, p });
      versionsOf.set(p, [...(versionsOf.get(p) ?? []), v]);
    }
    docs.set(v, byPath);
  }
  // Paths the manifest lists for some version: a page of the latest listed for none is one the
  // command adds.
  const listed = new Set(versions.flatMap((v) => routes.docRoutes(v).map((r) => norm(r.slice(routes.prefixOf(v).length + 1)))));
  const sitePages = new Set(routes.sitePages(LATEST_VERSION));
  for (const v of versions) {
    const prefix = routes.prefixOf(v);
    const expected = new Set(routes.docRoutes(v).map((r) => norm(r.slice(prefix.length + 1))));
    for (const [key, { file, p }] of docs.get(v)) {
      if (expected.has(key)) continue;
      const synced = !listed.has(key) && versionsOf.get(p).includes(LATEST_VERSION);
      problems.push({
        file: ROUTES_FILE,
        message: `${rel(file)} has no route in ${ROUTES_FILE} (version ${v}: ${prefix}/${p})`,
        fix: `add to PAGES in ${ROUTES_FILE}:  ${manifestEntry(p, versionsOf.get(p), versions)}${synced ? `  (run ${SYNC} to add it)` : ''}`,
      });
    }
    for (const key of expected) {
      if (docs.get(v).has(key)) continue;
      const synced = v === LATEST_VERSION && key !== '' && !sitePages.has(key);
      problems.push({
        file: ROUTES_FILE,
        message: `${ROUTES_FILE} lists ${prefix}/${key} for version ${v}, but ${rel(versionDir(v))}/ has no page for it`,
        fix: `in ${ROUTES_FILE}, give that entry only the versions that have the page (since/until), or add the page${synced ? ` (for a page taken out of ${v}: run ${SYNC} to end its entry there)` : ''}`,
      });
    }
  }
  return problems;
}

/** The source sidebar of a version (sidebars.ts or versioned_sidebars/version-<v>-sidebars.json) and its file. */
async function sourceSidebar(v) {
  if (v === LATEST_VERSION) return { file: 'sidebars.ts', items: (await importTs('sidebars.ts')).default.tutorialSidebar };
  const file = `versioned_sidebars/version-${v}-sidebars.json`;
  return { file, items: JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')).tutorialSidebar };
}

/** Sidebar items as { category, items, generatedIndex } and { doc } nodes. */
function simplify(items) {
  return items.map((i) => {
    if (typeof i === 'string') return { doc: i };
    if (i.type === 'category')
      return { category: i.label, items: simplify(i.items ?? []), generatedIndex: i.link?.type === 'generated-index' };
    if (i.type === 'doc' || i.type === 'ref') return { doc: i.id };
    return { other: i.type };
  });
}

/** Every doc of a tree with the categories above it: [{ doc, label?, under: ['功能', '认证鉴权'], after }]. */
function flatten(tree, under = []) {
  const out = [];
  let previous;
  for (const n of tree) {
    if (n.category) out.push(...flatten(n.items, [...under, n.category]));
    else if (n.doc) out.push({ doc: n.doc, label: n.label, under, after: previous });
    if (n.doc) previous = n.doc;
  }
  return out;
}

function categories(tree, under = []) {
  return tree.flatMap((n) =>
    n.category ? [{ category: n.category, under, generatedIndex: n.generatedIndex }, ...categories(n.items, [...under, n.category])] : [],
  );
}

const where = (under) => (under.length ? `category「${under.at(-1)}」` : 'the top level');
const shape = (tree) =>
  JSON.stringify(tree.map((n) => (n.category ? { category: n.category, items: JSON.parse(shape(n.items)) } : { doc: n.doc })));

/** Versions without a sidebar section in the facts, and sidebars that differ from it. */
export async function sidebarProblems() {
  const { routes, error } = await loadRoutes();
  if (error) return [error];
  const facts = parseSidebarFacts(ROOT);
  const problems = [];
  const versions = versionNames();
  // A version cut after the facts were written (newer than every version they describe) starts as a
  // copy of its predecessor, so it is held to the newest described one's section until it has its own.
  const newestDescribed = versions.find((o) => facts[o]);
  for (const v of versions) {
    const { file, items } = await sourceSidebar(v);
    const isNewer = newestDescribed !== undefined && versions.indexOf(v) < versions.indexOf(newestDescribed);
    const described = facts[v] ?? (isNewer ? facts[newestDescribed] : undefined);
    if (!described) {
      const model = versions.find((o) => facts[o]);
      problems.push({
        file: FACTS_FILE,
        message: `${FACTS_FILE} has no section for version ${v}`,
        fix: `add a section \`## ${v}\` to ${FACTS_FILE}${model ? ` (a copy of \`## ${model}\`)` : ''}, listing ${file} as it is: its "Outside the sidebar:" line, then each category and doc`,
      });
      continue;
    }
    const built = simplify(items);
    const section = `${FACTS_FILE} (## ${v}, line ${described.line})`;
    // The latest version's section is written from sidebars.ts by the command.
    const latest = v === LATEST_VERSION;
    const inSidebar = flatten(built);
    const inFacts = flatten(described.tree);
    const factDocs = new Set(inFacts.map((d) => d.doc));
    const sidebarDocs = new Set(inSidebar.map((d) => d.doc));
    for (const d of inSidebar.filter((d) => !factDocs.has(d.doc))) {
      const indent = '  '.repeat(d.under.length);
      problems.push({
        file: FACTS_FILE,
        message: `${file} has ${d.doc} under ${where(d.under)}; the sidebar facts of ${v} do not`,
        fix: `add \`${indent}- ${d.doc}\` under ${where(d.under)} in ${section}${d.after ? `, after \`- ${d.after}\`` : ''}${latest ? `  (run ${SYNC} to add it)` : ''}`,
      });
    }
    for (const d of inFacts.filter((d) => !sidebarDocs.has(d.doc))) {
      problems.push({
        file,
        message: `the sidebar facts of ${v} list ${d.doc} under ${where(d.under)}; ${file} does not`,
        fix: `add '${d.doc}' to ${file} under ${where(d.under)}${d.after ? `, after '${d.after}'` : ''} (or take it out of ${section}${latest ? `: if ${file} is right, run ${SYNC}` : ''})`,
      });
    }
    const factCats = new Set(categories(described.tree).map((c) => c.category));
    for (const c of categories(built).filter((c) => !factCats.has(c.category))) {
      problems.push({
        file: FACTS_FILE,
        message: `${file} has category「${c.category}」; the sidebar facts of ${v} do not`,
        fix: `add \`${'  '.repeat(c.under.length)}- category「${c.category}」 (generated index page)\` under ${where(c.under)} in ${section}${latest ? `  (run ${SYNC} to add it)` : ''}`,
      });
    }
    const builtCats = new Set(categories(built).map((c) => c.category));
    for (const c of categories(described.tree).filter((c) => !builtCats.has(c.category))) {
      problems.push({
        file,
        message: `the sidebar facts of ${v} have category「${c.category}」; ${file} does not`,
        fix: `add the category「${c.category}」 to ${file} under ${where(c.under)}${latest ? ` (or, if ${file} is right, run ${SYNC} to take it out of ${section})` : ''}`,
      });
    }
    if (!problems.some((p) => p.message.includes(` of ${v} `)) && shape(built) !== shape(described.tree)) {
      problems.push({
        file,
        message: `${file} and the sidebar facts of ${v} order or nest the same docs differently`,
        fix: `make the order in ${file} that of ${section}${latest ? ` (or, if ${file} is right, run ${SYNC} to write its order there)` : ''}`,
      });
    }
    // Sidebar labels the facts give are the pages' `sidebar_label`.
    for (const d of inFacts.filter((d) => d.label)) {
      const r = markdownFiles(versionDir(v)).find((x) => docIdOf(x) === d.doc);
      if (!r) continue;
      const page = path.join(versionDir(v), r);
      if (frontMatter(page).sidebar_label !== d.label)
        problems.push({
          file: rel(page),
          message: `${rel(page)}: the sidebar facts of ${v} label it「${d.label}」`,
          fix: `set \`sidebar_label: ${d.label}\` in the front matter of ${rel(page)}`,
        });
    }
    // Category pages: each generated index page has its route.
    const categoryRoutes = new Set(routes.categoryRoutes(v).map((r) => r.slice(routes.prefixOf(v).length + '/category/'.length)));
    for (const c of categories(built).filter((c) => c.generatedIndex && !categoryRoutes.has(c.category.toLowerCase()))) {
      problems.push({
        file: ROUTES_FILE,
        message: `the category page of「${c.category}」(version ${v}) has no route in ${ROUTES_FILE}`,
        fix: `add to CATEGORIES in ${ROUTES_FILE}:  ['${c.category.toLowerCase()}', from('${v}')],${latest ? `  (run ${SYNC} to add it)` : ''}`,
      });
    }
    // Every page is in the sidebar or listed as outside it: a page in neither is one no reader finds
    // by browsing, and nothing else would say so.
    const sitePages = new Set(routes.sitePages(v));
    for (const r of markdownFiles(versionDir(v))) {
      const id = docIdOf(r);
      if (sidebarDocs.has(id) || described.outside.includes(id) || sitePages.has(id)) continue;
      const page = rel(path.join(versionDir(v), r));
      problems.push({
        file,
        message: `${page} is in no sidebar of ${v} and not listed outside it`,
        fix: `add '${id}' to ${file} in its category${latest ? `, then run ${SYNC} (it writes \`- ${id}\` into ${section})` : ` and \`- ${id}\` to ${section}`}; or, for a page meant to have no sidebar, add ${id} to the "Outside the sidebar:" line of ${section} and to OUTSIDE in ${ROUTES_FILE} (a page of the site's own, beyond the notes: to SITE_PAGES there)`,
      });
    }
    // Pages without a sidebar: the same list in the facts and in the route manifest.
    const outside = new Set(routes.outsideSidebar(v));
    for (const id of described.outside.filter((id) => !outside.has(id))) {
      problems.push({
        file: ROUTES_FILE,
        message: `the sidebar facts of ${v} put ${id} outside the sidebar; ${ROUTES_FILE} does not`,
        fix: `add to OUTSIDE in ${ROUTES_FILE}:  ['${id}', from('${v}')],`,
      });
    }
    for (const id of [...outside].filter((id) => !described.outside.includes(id))) {
      problems.push({
        file: FACTS_FILE,
        message: `${ROUTES_FILE} puts ${id} outside the sidebar of ${v}; the sidebar facts do not`,
        fix: `add ${id} to the "Outside the sidebar:" line of ${section}`,
      });
    }
  }
  return problems;
}
