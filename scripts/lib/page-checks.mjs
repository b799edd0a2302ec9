// Checks one documentation page the way a reviewer would: front matter, MDX syntax,
// structure (h2 sections, no empty section, fenced code with a language), relative links
// inside its own version, the placeholder, and the Chinese copy style (autocorrect).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import autocorrect from 'autocorrect-node';

export const PLACEHOLDER = '本页内容完善中';

/** Strip fenced code blocks so that prose checks do not look inside code. */
export function withoutCode(body) {
  return body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '');
}

/** The h2 sections of a page: [{ title, text }] where text is everything up to the next h2. */
export function h2Sections(body) {
  const prose = withoutCode(body);
  const parts = prose.split(/^## +/m).slice(1);
  return parts.map((p) => {
    const nl = p.indexOf('\n');
    return { title: p.slice(0, nl < 0 ? undefined : nl).trim(), text: nl < 0 ? '' : p.slice(nl + 1) };
  });
}

/** Structure problems of a page body: fewer than two h2 sections, or an h2 section with nothing in it. */
export function sectionProblems(body) {
  const problems = [];
  const sections = h2Sections(body);
  if (sections.length < 2) problems.push(`has ${sections.length} h2 sections, needs at least 2`);
  for (const s of sections) {
    // A section holding only h3 headings is empty; one holding only a component (<X />) is not.
    const stripped = s.text.replace(/^###.*$/gm, '').replace(/<[^>]+>/g, '').trim();
    if (!stripped && !/<\w/.test(s.text)) problems.push(`empty section: ## ${s.title}`);
  }
  return problems;
}

/** Fenced code blocks that name no language. */
export function unlabelledFences(body) {
  const bad = [];
  const lines = body.split('\n');
  let open = null;
  lines.forEach((line, i) => {
    const m = line.match(/^\s*(`{3,}|~{3,})(.*)$/);
    if (!m) return;
    if (open) {
      if (m[1][0] === open[0] && m[1].length >= open.length && m[2].trim() === '') open = null;
    } else {
      open = m[1];
      if (!m[2].trim()) bad.push(i + 1);
    }
  });
  return bad;
}

/** Relative links to .md/.mdx files that do not exist in the same version tree. */
export function brokenRelativeLinks(body, file, versionDir) {
  const bad = [];
  const prose = withoutCode(body);
  for (const m of prose.matchAll(/\]\(([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target)) continue;
    const abs = target.startsWith('/')
      ? path.join(versionDir, target)
      : path.resolve(path.dirname(file), target);
    if (!abs.startsWith(versionDir + path.sep) || !fs.existsSync(abs)) bad.push(target);
  }
  return bad;
}

/** Copy-style findings of autocorrect (spaces between CJK and Latin, full-width punctuation …). */
export function copyStyleFindings(text, file) {
  const res = autocorrect.lintFor(text, file);
  if (res.error) return [`autocorrect error: ${res.error}`];
  return res.lines.map((l) => `line ${l.l}: "${l.old.trim()}" -> "${l.new.trim()}"`);
}

/** All problems of one page, as readable strings. Empty array = the page passes. */
export async function checkPage(file, { versionDir, allowPlaceholder = false } = {}) {
  const problems = [];
  const raw = fs.readFileSync(file, 'utf8');
  let fm;
  try {
    fm = matter(raw);
  } catch (e) {
    return [`front matter does not parse: ${e.message}`];
  }
  const { data, content } = fm;
  if (!data.title || typeof data.title !== 'string') problems.push('front matter: missing title');
  if (!data.description || typeof data.description !== 'string') problems.push('front matter: missing description');
  try {
    await compile(content, { remarkPlugins: [remarkGfm, remarkDirective], format: 'mdx' });
  } catch (e) {
    problems.push(`MDX does not compile: ${String(e.message).split('\n')[0]} (line ${e.line ?? '?'})`);
  }
  if (!allowPlaceholder && raw.includes(PLACEHOLDER)) problems.push(`still holds the placeholder ${PLACEHOLDER}`);
  if (!allowPlaceholder) problems.push(...sectionProblems(content));
  for (const line of unlabelledFences(content)) problems.push(`code block without a language near body line ${line}`);
  if (versionDir) for (const l of brokenRelativeLinks(content, file, versionDir)) problems.push(`broken relative link: ${l}`);
  for (const f of copyStyleFindings(raw, file)) problems.push(`copy style: ${f}`);
  return problems;
}
