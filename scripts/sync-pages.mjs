#!/usr/bin/env node
// node scripts/sync-pages.mjs: a page's doc id is written in one place, sidebars.ts; this writes what
// follows from it (and from docs/) into the two fixtures the build is checked against, the entries
// `npm run check` (steps routes and sidebars) asks for. The latest version only: the frozen versions'
// sections and entries are left as they are.
//   tests/fixtures/facts-sidebars.md  the latest version's section (made as a copy of the newest one
//     when it has none): its tree written as sidebars.ts has it, so a doc added, taken out or moved,
//     a category and a sidebar label (the item's `label`, else the page's `sidebar_label`) land there
//     in the sidebar's order; a page that left docs/ or went into the sidebar leaves its
//     "Outside the sidebar:" line.
//   tests/fixtures/spec-routes.mjs  PAGES: a page of docs/ that the manifest lists for no version
//     gets the entry check names (['config/tls', from('<latest>')], or `all` / a range when frozen
//     versions have the page too), after the last entry of its folder; a page the manifest gives the
//     latest version that docs/ no longer has ends there (until: '<latest>'; out of a `.map` group
//     into an entry of its own), or its entry goes when no frozen version has it (since: '<latest>');
//     a page back in docs/ whose entry ends at the latest loses that `until`. CATEGORIES: the same
//     for the sidebar's generated-index categories (a new one after the category before it).
//     OUTSIDE: a page that left docs/ or went into the sidebar ends at the latest.
// The manifest stays written by hand: nothing computes it at test time, this command edits its text
// when a maintainer runs it (formatted with Prettier, as `npm run check` wants it). It refuses to edit
// an array whose entries it cannot read back as the module gives them.
// What it cannot decide it prints and leaves: a page of docs/ in no sidebar (a category, or outside the
// sidebar?), a page whose entry ends before the latest, a sidebar id without a page, a site page.
// Usage: node scripts/sync-pages.mjs [--dry-run]   (--dry-run: print what it would change, write nothing)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import * as prettier from 'prettier';
import matter from 'gray-matter';
import { ROOT, LATEST_VERSION, versionNames, versionDir, markdownFiles, docIdOf } from './lib/docs-tree.mjs';
import { FACTS_FILE, OUTSIDE_LINE, parseSidebarFactsText, treeLines, sectionLines } from './lib/sidebar-facts.mjs';
import { ROUTES_FILE, docPath } from './lib/source-checks.mjs';
import { importTs } from '../tests/lib/import-ts.mjs';

export const COMMAND = 'node scripts/sync-pages.mjs';

const L = LATEST_VERSION;
const versions = versionNames();
const dryRun = process.argv.includes('--dry-run');
const changes = []; // what it changed, one line each
const left = []; // what it leaves to the maintainer

const norm = (p) => p.replace(/\/$/, '');
const frontMatter = (file) => {
  try {
    return matter(fs.readFileSync(file, 'utf8')).data;
  } catch {
    return {};
  }
};

// ---------------------------------------------------------------------------------------------------
// What the sources say: each version's pages (by route path) and the latest sidebar.

/** version -> Map(normalized route path -> { p, id, rel, data }) */
const docs = new Map();
for (const v of versions) {
  const byPath = new Map();
  for (const r of markdownFiles(versionDir(v))) {
    const data = frontMatter(path.join(versionDir(v), r));
    const p = docPath(r, data);
    byPath.set(norm(p), { p, id: docIdOf(r), rel: path.relative(ROOT, path.join(versionDir(v), r)), data });
  }
  docs.set(v, byPath);
}
const latestDocs = docs.get(L);
const latestById = new Map([...latestDocs.values()].map((d) => [d.id, d]));

/** The sidebar items of a version as its source gives them (sidebars.ts, versioned_sidebars/). */
async function sidebarOf(v) {
  if (v === L) return (await importTs('sidebars.ts')).default.tutorialSidebar;
  const file = path.join(ROOT, `versioned_sidebars/version-${v}-sidebars.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).tutorialSidebar : [];
}

/** Sidebar items as the facts' nodes: { category, generatedIndex, items } and { doc, label? }. */
function factsTree(items, v, notes = []) {
  return items.flatMap((i) => {
    if (typeof i === 'string') i = { type: 'doc', id: i };
    if (i.type === 'category')
      return [{ category: i.label, generatedIndex: i.link?.type === 'generated-index', items: factsTree(i.items ?? [], v, notes) }];
    if (i.type === 'doc' || i.type === 'ref') {
      const label = i.label ?? (v === L ? latestById.get(i.id)?.data.sidebar_label : undefined);
      return [typeof label === 'string' ? { doc: i.id, label } : { doc: i.id }];
    }
    notes.push(
      `sidebars.ts has an item of type "${i.type}", which the sidebar facts do not describe: write it into ## ${L} of ${FACTS_FILE} by hand`,
    );
    return [];
  });
}

/** Every doc of a tree with the categories above it and the doc before it: [{ doc, label, under, after }]. */
function flatten(tree, under = []) {
  const out = [];
  let previous;
  for (const n of tree) {
    if (n.category !== undefined) out.push(...flatten(n.items, [...under, n.category]));
    else {
      out.push({ doc: n.doc, label: n.label, under, after: previous });
      previous = n.doc;
    }
  }
  return out;
}
/** Every category of a tree, in order: [{ category, under, generatedIndex }]. */
const categoriesOf = (tree, under = []) =>
  tree.flatMap((n) =>
    n.category !== undefined
      ? [{ category: n.category, under, generatedIndex: n.generatedIndex }, ...categoriesOf(n.items, [...under, n.category])]
      : [],
  );
const where = (under) => (under.length ? `category「${under.at(-1)}」` : 'the top level');

const sidebarNotes = [];
const sidebar = factsTree(await sidebarOf(L), L, sidebarNotes);
left.push(...sidebarNotes);
const sidebarDocs = flatten(sidebar);
const sidebarIds = new Set(sidebarDocs.map((d) => d.doc));
for (const d of sidebarDocs.filter((d) => !latestById.has(d.doc)))
  left.push(
    `sidebars.ts lists ${d.doc}, which ${path.relative(ROOT, versionDir(L))}/ has no page for: add the page or take the id out of sidebars.ts`,
  );

// ---------------------------------------------------------------------------------------------------
// The sidebar facts: the latest version's section.

const factsFile = path.join(ROOT, FACTS_FILE);
const factsBefore = fs.readFileSync(factsFile, 'utf8');
const lines = factsBefore.split('\n');
const factsSay = (what) => changes.push(`${FACTS_FILE} (## ${L}): ${what}`);

if (!sectionLines(lines, L)) {
  // A section of its own, started as the newest described version's (as scripts/cut.mjs does).
  const model = versions.find((v) => sectionLines(lines, v));
  if (!model) throw new Error(`${FACTS_FILE} has no section of any version (${versions.join(', ')}) to start ## ${L} from`);
  const { start, end } = sectionLines(lines, model);
  const copy = [`## ${L}`, ...lines.slice(start + 1, end)];
  if (copy.at(-1) !== '') copy.push('');
  lines.splice(start, 0, ...copy);
  factsSay(`a section of its own, started as a copy of ## ${model}`);
}

const section = sectionLines(lines, L);
const before = parseSidebarFactsText(lines.slice(section.start, section.end).join('\n'))[L];

// The tree: as sidebars.ts has it, in place of the section's list.
const listAt = lines.flatMap((l, i) => (i > section.start && i < section.end && /^\s*- /.test(l) ? [i] : []));
const newList = treeLines(sidebar);
if (listAt.length) lines.splice(listAt[0], listAt.at(-1) - listAt[0] + 1, ...newList);
else {
  const outsideAt = lines.findIndex((l, i) => i > section.start && i < section.end && l.startsWith(OUTSIDE_LINE));
  lines.splice((outsideAt < 0 ? section.start : outsideAt) + 1, 0, '', ...newList);
}
{
  const old = flatten(before.tree);
  const oldDocs = new Map(old.map((d) => [d.doc, d]));
  const newDocs = new Map(sidebarDocs.map((d) => [d.doc, d]));
  const oldCats = new Map(categoriesOf(before.tree).map((c) => [c.category, c]));
  const newCats = new Map(categoriesOf(sidebar).map((c) => [c.category, c]));
  for (const c of newCats.values())
    if (!oldCats.has(c.category)) factsSay(`added \`${treeLines([{ ...c, items: [] }], c.under.length)[0]}\` under ${where(c.under)}`);
  for (const d of sidebarDocs.filter((d) => !oldDocs.has(d.doc)))
    factsSay(
      `added \`${'  '.repeat(d.under.length)}- ${d.doc}\` under ${where(d.under)}, ${d.after ? `after \`- ${d.after}\`` : 'as its first doc'}`,
    );
  for (const d of old.filter((d) => !newDocs.has(d.doc)))
    factsSay(`took out \`- ${d.doc}\` (under ${where(d.under)}): sidebars.ts no longer has it`);
  for (const c of oldCats.values())
    if (!newCats.has(c.category)) factsSay(`took out category「${c.category}」: sidebars.ts no longer has it`);
  for (const d of sidebarDocs.filter((d) => oldDocs.has(d.doc))) {
    const o = oldDocs.get(d.doc);
    if (o.under.join('/') !== d.under.join('/')) factsSay(`moved \`- ${d.doc}\` from ${where(o.under)} to ${where(d.under)}`);
    if ((o.label ?? '') !== (d.label ?? '')) factsSay(`sidebar label of ${d.doc}:「${o.label ?? ''}」→「${d.label ?? ''}」`);
  }
  for (const c of newCats.values()) {
    const o = oldCats.get(c.category);
    if (o && o.under.join('/') !== c.under.join('/'))
      factsSay(`moved category「${c.category}」 from ${where(o.under)} to ${where(c.under)}`);
  }
  // Docs in both and under the same category, in a different order: reordered.
  const stayed = (d) =>
    newDocs.has(d.doc) && oldDocs.has(d.doc) && oldDocs.get(d.doc).under.join('/') === newDocs.get(d.doc).under.join('/');
  const order = (list) => list.filter(stayed).map((d) => d.doc);
  if (order(old).join() !== order(sidebarDocs).join()) factsSay('the docs in the order sidebars.ts gives them');
}

// ---------------------------------------------------------------------------------------------------
// The route manifest: its text, read with TypeScript's parser; what it means, from the module itself.

const routesFile = path.join(ROOT, ROUTES_FILE);
const routesBefore = fs.readFileSync(routesFile, 'utf8');
const routes = await import(pathToFileURL(routesFile).href);
const { inRange } = await importTs('src/data/versions.ts');
const source = ts.createSourceFile(routesFile, routesBefore, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
const routesSay = (what) => changes.push(`${ROUTES_FILE}: ${what}`);

/** The arrays declared at the top level: name -> ArrayLiteralExpression. */
const arrays = new Map();
for (const statement of source.statements) {
  if (!ts.isVariableStatement(statement)) continue;
  for (const d of statement.declarationList.declarations)
    if (ts.isIdentifier(d.name) && d.initializer && ts.isArrayLiteralExpression(d.initializer)) arrays.set(d.name.text, d.initializer);
}

/** A range as written: all, from('X'), { since: 'X', until: 'Y' }; null for anything else. */
function readRange(node) {
  if (ts.isIdentifier(node) && node.text === 'all') return {};
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'from') {
    const [arg] = node.arguments;
    return node.arguments.length === 1 && ts.isStringLiteral(arg) ? { since: arg.text } : null;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const range = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isStringLiteral(p.initializer)) return null;
      const key = p.name.getText(source);
      if (key !== 'since' && key !== 'until') return null;
      range[key] = p.initializer.text;
    }
    return range;
  }
  return null;
}
const rangeText = (r) =>
  r.until === undefined
    ? r.since === undefined
      ? 'all'
      : `from('${r.since}')`
    : `{ ${r.since ? `since: '${r.since}', ` : ''}until: '${r.until}' }`;

/**
 * The entries of an array: [{ element, kind, members: [{ path, range, rangeNode?, literal? }] }], kind
 * 'single' (['path', range]), 'group' (...['a', 'b'].map((p) => [`dir/${p}`, range])), 'spread'
 * (...OTHER, not edited here); null when an element is none of these.
 */
function readEntries(array) {
  const out = [];
  for (const element of array.elements) {
    if (ts.isArrayLiteralExpression(element) && element.elements.length === 2 && ts.isStringLiteral(element.elements[0])) {
      const range = readRange(element.elements[1]);
      if (!range) return null;
      out.push({ element, kind: 'single', members: [{ path: element.elements[0].text, range, rangeNode: element.elements[1] }] });
      continue;
    }
    if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression) && arrays.has(element.expression.text)) {
      const inner = readEntries(arrays.get(element.expression.text));
      if (!inner) return null;
      out.push({ element, kind: 'spread', members: inner.flatMap((e) => e.members) });
      continue;
    }
    const call = ts.isSpreadElement(element) ? element.expression : null;
    const group =
      call &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'map' &&
      ts.isArrayLiteralExpression(call.expression.expression) &&
      call.expression.expression.elements.every((e) => ts.isStringLiteral(e)) &&
      call.arguments.length === 1 &&
      ts.isArrowFunction(call.arguments[0]) &&
      call.arguments[0].parameters.length === 1 &&
      ts.isIdentifier(call.arguments[0].parameters[0].name) &&
      ts.isArrayLiteralExpression(call.arguments[0].body) &&
      call.arguments[0].body.elements.length === 2
        ? call
        : null;
    if (!group) return null;
    const param = group.arguments[0].parameters[0].name.text;
    const [pathNode, rangeNode] = group.arguments[0].body.elements;
    const range = readRange(rangeNode);
    let pathOf = null;
    if (ts.isIdentifier(pathNode) && pathNode.text === param) pathOf = (s) => s;
    else if (
      ts.isTemplateExpression(pathNode) &&
      pathNode.templateSpans.length === 1 &&
      ts.isIdentifier(pathNode.templateSpans[0].expression) &&
      pathNode.templateSpans[0].expression.text === param
    )
      pathOf = (s) => pathNode.head.text + s + pathNode.templateSpans[0].literal.text;
    if (!range || !pathOf) return null;
    const literals = group.expression.expression.elements;
    out.push({ element, kind: 'group', members: literals.map((literal) => ({ path: pathOf(literal.text), range, literal })) });
  }
  return out;
}

/** The entries of PAGES, CATEGORIES and OUTSIDE, each only when read back as the module gives them. */
const same = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
const afterPrefix = (v, r, extra = '') => r.slice(routes.prefixOf(v).length + 1 + extra.length);
const MEANING = {
  PAGES: (v) => routes.docRoutes(v).map((r) => afterPrefix(v, r)),
  CATEGORIES: (v) => routes.categoryRoutes(v).map((r) => afterPrefix(v, r, 'category/')),
  OUTSIDE: (v) => routes.outsideSidebar(v),
};
const manifest = {};
for (const [name, meaning] of Object.entries(MEANING)) {
  const entries = arrays.has(name) ? readEntries(arrays.get(name)) : null;
  const readsBack =
    entries &&
    versions.every((v) =>
      same(
        entries.flatMap((e) => e.members.filter((m) => inRange(m.range, v)).map((m) => m.path)),
        meaning(v),
      ),
    );
  if (readsBack) manifest[name] = entries;
  else
    left.push(`${ROUTES_FILE}: ${name} has an entry this command does not read (or reads otherwise than the module): edit ${name} by hand`);
}

// Edits of the manifest's text: { start, end, text }, none overlapping; applied at the end.
const edits = [];
/** Where a new entry goes after `element`: past its comma and a comment ending its line. */
function afterElement(element) {
  let at = element.end;
  while (/[ \t]/.test(routesBefore[at])) at++;
  if (routesBefore[at] === ',') at++;
  const restOfLine = routesBefore.slice(at).match(/^[ \t]*(\/\/[^\n]*)?(?=\n)/);
  return restOfLine ? at + restOfLine[0].length : at;
}
const insertAfter = (element, entryText) =>
  edits.push({ start: afterElement(element), end: afterElement(element), text: `\n${entryText},` });
const lastElement = (array) => array.elements.at(-1);
/**
 * The span of an array element or of a string in a group, with its comma; an element alone on its
 * line(s) takes the lines with it.
 */
function withComma(node) {
  const text = routesBefore;
  let start = node.getStart(source);
  let end = node.end;
  while (/[ \t]/.test(text[end])) end++;
  if (text[end] === ',') {
    end++;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const restOfLine = text.slice(end).match(/^[ \t]*\n/);
    if (restOfLine && !text.slice(lineStart, start).trim()) return { start: lineStart, end: end + restOfLine[0].length };
    while (/[ \t]/.test(text[end])) end++;
    return { start, end };
  }
  let back = start - 1;
  while (/\s/.test(text[back])) back--;
  if (text[back] === ',') start = back;
  return { start, end: node.end };
}
const remove = (node) => edits.push({ ...withComma(node), text: '' });
const q = (s) => `'${s}'`;

/**
 * Gives the members the new range `rangeFor(member)` (null: the member goes). A single entry gets the
 * range in place; members of a group leave it (the group goes when none is left) for entries of their
 * own after it.
 */
function rewrite(entry, members, rangeFor) {
  if (entry.kind === 'single') {
    const range = rangeFor(members[0]);
    if (range) edits.push({ start: members[0].rangeNode.getStart(source), end: members[0].rangeNode.end, text: rangeText(range) });
    else remove(entry.element);
    return;
  }
  if (members.length === entry.members.length) remove(entry.element);
  else for (const m of members) remove(m.literal);
  const own = members.flatMap((m) => (rangeFor(m) ? [`[${q(m.path)}, ${rangeText(rangeFor(m))}]`] : []));
  if (own.length) insertAfter(entry.element, own.join(',\n'));
}

/** The range ending at the latest version; null when only the latest had it. */
const endingAtLatest = (m) => (m.range.since === L ? null : { ...m.range, until: L });
/** The range without its end at the latest version. */
const notEnding = (m) => (m.range.since === undefined ? {} : { since: m.range.since });

/** The members of an array's entries that give `key` (normalized) a range, by entry. */
function membersOf(name, key, test = () => true) {
  return (manifest[name] ?? []).flatMap((entry) => {
    const members = entry.members.filter((m) => norm(m.path) === key && test(m));
    return members.length ? [{ entry, members }] : [];
  });
}

/** The entry check asks for, giving `path` the versions in `present` (newest first); as manifestEntry in scripts/lib/source-checks.mjs. */
function entryFor(p, present) {
  const first = present.at(-1);
  const contiguousToLatest = versions.slice(0, versions.indexOf(first) + 1).every((v) => present.includes(v));
  if (contiguousToLatest) return first === versions.at(-1) ? `[${q(p)}, all]` : `[${q(p)}, from('${first}')]`;
  const until = versions[versions.indexOf(present[0]) - 1];
  return `[${q(p)}, { since: '${first}', until: '${until}' }]`;
}

/**
 * Ends `key` in the array at the latest version (members giving it the latest), or restores it there
 * (members ending at the latest); says which.
 */
function endAtLatest(name, key, why) {
  for (const { entry, members } of membersOf(name, key, (m) => inRange(m.range, L))) {
    if (entry.kind === 'spread') {
      left.push(
        `${ROUTES_FILE}: ${name} gives ${key || '(version root)'} the latest version through ${entry.element.getText(source)}; ${why}: edit it by hand`,
      );
      continue;
    }
    rewrite(entry, members, endingAtLatest);
    for (const m of members)
      routesSay(
        endingAtLatest(m)
          ? `${name}: ${q(m.path)} ends at ${L} (${rangeText(endingAtLatest(m))}): ${why}`
          : `${name}: took out ${q(m.path)} (${rangeText(m.range)}): ${why}, and no older version has it`,
      );
  }
}
function restoreAtLatest(name, key, why) {
  const found = membersOf(name, key, (m) => m.range.until === L);
  for (const { entry, members } of found) {
    if (entry.kind === 'spread') continue;
    rewrite(entry, members, notEnding);
    for (const m of members) routesSay(`${name}: ${q(m.path)} no longer ends at ${L} (${rangeText(notEnding(m))}): ${why}`);
  }
  return found.some((f) => f.entry.kind !== 'spread');
}

// PAGES: each page of docs/ has its route; a route of the latest without a page ends there.
if (manifest.PAGES) {
  const listed = new Set(manifest.PAGES.flatMap((e) => e.members.map((m) => norm(m.path))));
  const latestRoutes = new Set(MEANING.PAGES(L).map(norm));
  const added = [];
  for (const [key, d] of latestDocs) {
    if (latestRoutes.has(key)) continue;
    if (!listed.has(key)) added.push([key, d]);
    else if (!restoreAtLatest('PAGES', key, `${d.rel} is back`))
      left.push(
        `${d.rel}: PAGES in ${ROUTES_FILE} lists ${d.p || '(version root)'} for versions that end before ${L}: give it ${L} by hand`,
      );
  }
  for (const key of latestRoutes)
    if (!latestDocs.has(key)) endAtLatest('PAGES', key, `${path.relative(ROOT, versionDir(L))}/ has no page for it`);
  // A new entry goes after the last entry of its folder; in a new folder, after the last entry under
  // the folder above it; a top-level page after the last top-level entry; else at the end.
  const folderOf = (p) => (p.endsWith('/') ? p.slice(0, -1) : p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
  const lastWhere = (test) =>
    manifest.PAGES.filter((e) => e.kind !== 'spread' && e.members.some((m) => m.path !== '' && test(m.path))).at(-1);
  const anchorFor = (p) => {
    const folder = folderOf(p);
    const own = lastWhere((m) => folderOf(m) === folder);
    if (own) return { element: own.element, place: folder ? `after the ${folder}/ entries` : 'after the top-level entries' };
    for (let above = folderOf(folder); above; above = folderOf(above)) {
      const under = lastWhere((m) => m.startsWith(`${above}/`));
      if (under) return { element: under.element, place: `after the ${above}/ entries` };
    }
    return { element: lastElement(arrays.get('PAGES')), place: 'at the end' };
  };
  const byAnchor = new Map();
  for (const [key, d] of added.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const present = versions.filter((v) => docs.get(v).has(key));
    const text = entryFor(d.p, present);
    const anchor = anchorFor(d.p);
    byAnchor.set(anchor.element, [...(byAnchor.get(anchor.element) ?? []), text]);
    routesSay(`PAGES: added ${text} (${d.rel}), ${anchor.place}`);
  }
  for (const [element, texts] of byAnchor) insertAfter(element, texts.join(',\n'));
}

// CATEGORIES: each generated-index category of the sidebar has its page; one the sidebar left ends.
if (manifest.CATEGORIES) {
  const inSidebar = categoriesOf(sidebar).filter((c) => c.generatedIndex);
  const wanted = new Set(inSidebar.map((c) => c.category.toLowerCase()));
  const latestCategories = new Set(MEANING.CATEGORIES(L));
  const listed = new Set(manifest.CATEGORIES.flatMap((e) => e.members.map((m) => m.path)));
  const frozenCategories = new Map();
  for (const v of versions.slice(1))
    frozenCategories.set(
      v,
      new Set(
        categoriesOf(factsTree(await sidebarOf(v), v))
          .filter((c) => c.generatedIndex)
          .map((c) => c.category.toLowerCase()),
      ),
    );
  inSidebar.forEach((c, n) => {
    const key = c.category.toLowerCase();
    if (latestCategories.has(key)) return;
    if (listed.has(key)) {
      if (!restoreAtLatest('CATEGORIES', key, `sidebars.ts has category「${c.category}」 again`))
        left.push(`${ROUTES_FILE}: CATEGORIES lists ${key} for versions that end before ${L}: give it ${L} by hand`);
      return;
    }
    const present = versions.filter((v) => (v === L ? true : frozenCategories.get(v).has(key)));
    const text = entryFor(key, present);
    const previous = inSidebar
      .slice(0, n)
      .reverse()
      .map((p) => manifest.CATEGORIES.find((e) => e.kind === 'single' && e.members[0].path === p.category.toLowerCase()))
      .find(Boolean);
    insertAfter(previous ? previous.element : lastElement(arrays.get('CATEGORIES')), text);
    routesSay(
      `CATEGORIES: added ${text} (category「${c.category}」 of sidebars.ts), ${previous ? `after '${previous.members[0].path}'` : 'at the end'}`,
    );
  });
  for (const key of latestCategories)
    if (!wanted.has(key)) endAtLatest('CATEGORIES', key, 'sidebars.ts has no such generated-index category');
}

// OUTSIDE and the facts' "Outside the sidebar:" line: a page that left docs/ or went into the sidebar
// leaves them; a page back in docs/, in no sidebar, whose OUTSIDE entry ends at the latest is back on them.
{
  const outsideLine = lines.findIndex((l, i) => i > section.start && i < sectionLines(lines, L).end && l.startsWith(OUTSIDE_LINE));
  const factsOutside = outsideLine < 0 ? [] : parseSidebarFactsText(`## ${L}\n${lines[outsideLine]}`)[L].outside;
  const outsideNow = [...factsOutside];
  const gone = (id) => !latestById.has(id) || sidebarIds.has(id);
  const why = (id) => (sidebarIds.has(id) ? 'sidebars.ts has it' : `${path.relative(ROOT, versionDir(L))}/ has no page for it`);
  for (const id of [...new Set([...factsOutside, ...(manifest.OUTSIDE ? MEANING.OUTSIDE(L) : [])])].filter(gone)) {
    if (outsideNow.includes(id)) {
      outsideNow.splice(outsideNow.indexOf(id), 1);
      factsSay(`took ${id} out of the "${OUTSIDE_LINE}" line: ${why(id)}`);
    }
    if (manifest.OUTSIDE) endAtLatest('OUTSIDE', id, why(id));
  }
  // A page in no sidebar and not outside one: which of the two is for its author to say, unless the
  // manifest says it was outside the sidebar until the latest.
  const sitePages = new Set(routes.sitePages(L));
  for (const d of latestById.values()) {
    if (sidebarIds.has(d.id) || outsideNow.includes(d.id) || sitePages.has(d.id)) continue;
    if (outsideLine >= 0 && manifest.OUTSIDE && restoreAtLatest('OUTSIDE', d.id, `${d.rel} is back, in no sidebar`)) {
      const at = outsideNow.findIndex((id) => id > d.id);
      outsideNow.splice(at < 0 ? outsideNow.length : at, 0, d.id);
      factsSay(`put ${d.id} back on the "${OUTSIDE_LINE}" line: ${d.rel} is back, in no sidebar`);
      continue;
    }
    left.push(
      `${d.rel} is in no sidebar: add '${d.id}' to sidebars.ts in its category and run ${COMMAND} again; or, for a page without a sidebar, add ${d.id} to the "${OUTSIDE_LINE}" line of ## ${L} in ${FACTS_FILE} and to OUTSIDE in ${ROUTES_FILE}`,
    );
  }
  if (outsideLine >= 0 && outsideNow.join() !== factsOutside.join())
    lines[outsideLine] = `${OUTSIDE_LINE} ${outsideNow.join(', ')}`.trimEnd();
}

// ---------------------------------------------------------------------------------------------------
// Write what changed.

const factsAfter = lines.join('\n');
let routesAfter = routesBefore;
if (edits.length) {
  edits.sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  for (const e of edits) {
    text += routesBefore.slice(at, e.start) + e.text;
    at = e.end;
  }
  text += routesBefore.slice(at);
  const options = (await prettier.resolveConfig(routesFile)) ?? {};
  routesAfter = await prettier.format(text, { ...options, filepath: routesFile });
}

const written = [];
if (factsAfter !== factsBefore) written.push([factsFile, factsAfter]);
if (routesAfter !== routesBefore) written.push([routesFile, routesAfter]);
if (!dryRun) for (const [file, text] of written) fs.writeFileSync(file, text);

for (const line of changes) console.log(`sync-pages: ${line}`);
for (const line of left) console.log(`sync-pages: left to you: ${line}`);
if (!written.length)
  console.log(`sync-pages: nothing to change: ${FACTS_FILE} and ${ROUTES_FILE} have the pages of sidebars.ts and docs/ (${L})`);
else
  console.log(
    `sync-pages: ${dryRun ? 'would write (--dry-run: nothing written)' : 'wrote'} ${written.map(([f]) => path.relative(ROOT, f)).join(' and ')}; now run npm run check`,
  );
