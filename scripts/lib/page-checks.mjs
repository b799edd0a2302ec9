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

/** A fenced code block, from its opening fence to its closing one. */
const FENCED_BLOCK = /^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm;

/** Strip fenced code blocks so that prose checks do not look inside code. */
export function withoutCode(body) {
  return body.replace(FENCED_BLOCK, '');
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
    const stripped = s.text
      .replace(/^###.*$/gm, '')
      .replace(/<[^>]+>/g, '')
      .trim();
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

/**
 * Relative links to .md/.mdx files that do not exist in the same version tree: [{ target, line }],
 * `line` counted in `body` (1-based).
 */
export function brokenRelativeLinks(body, file, versionDir) {
  const bad = [];
  // Code blocks emptied but their line breaks kept, so a link's line is its line in the body.
  const prose = body.replace(FENCED_BLOCK, (block) => block.replace(/[^\n]/g, ''));
  for (const m of prose.matchAll(/\]\(([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target)) continue;
    const abs = target.startsWith('/') ? path.join(versionDir, target) : path.resolve(path.dirname(file), target);
    if (!abs.startsWith(versionDir + path.sep) || !fs.existsSync(abs))
      bad.push({ target, line: prose.slice(0, m.index).split('\n').length });
  }
  return bad;
}

/** How many lines of a page come before its body (the front matter), to number lines as in the file. */
export function bodyLineOffset(raw, body) {
  return raw.split('\n').length - body.split('\n').length;
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
  // Lines are numbered as in the file, front matter included.
  const offset = bodyLineOffset(raw, content);
  if (!data.title || typeof data.title !== 'string') problems.push('front matter: missing title');
  if (!data.description || typeof data.description !== 'string') problems.push('front matter: missing description');
  try {
    await compile(content, { remarkPlugins: [remarkGfm, remarkDirective], format: 'mdx' });
  } catch (e) {
    problems.push(`MDX does not compile: ${String(e.message).split('\n')[0]} (line ${e.line ? e.line + offset : '?'})`);
  }
  if (!allowPlaceholder && raw.includes(PLACEHOLDER)) problems.push(`still holds the placeholder ${PLACEHOLDER}`);
  if (!allowPlaceholder) problems.push(...sectionProblems(content));
  for (const line of unlabelledFences(content)) problems.push(`line ${line + offset}: code block without a language`);
  if (versionDir)
    for (const l of brokenRelativeLinks(content, file, versionDir))
      problems.push(`line ${l.line + offset}: broken relative link: ${l.target}`);
  for (const f of copyStyleFindings(raw, file)) problems.push(`copy style: ${f}`);
  return problems;
}

/**
 * Phrasings that talk about FluxMQ from outside, narrate what a source did not say, or hedge. This
 * site IS FluxMQ's documentation: state facts plainly; where one is unknown, leave it out or tell the
 * reader how to check it on their installation. Each entry: [pattern, what to do instead].
 */
export const VOICE_RULES = [
  [
    /以上为官方|官方(的)?(认为|说法|称|表示|给出|提供|数据|测试|建议|推荐|不建议|更推荐|示例|描述|口径|结论|也|并|未|没有|对此|另外|在)/,
    '不要把 FluxMQ 当作第三方「官方」来转述：直接陈述事实',
  ],
  [
    /(没有|未|并未|均未)(逐一)?(给出|说明|写明|列出|提及|提到|注明|交代)/,
    '不要叙述资料缺了什么：删去，或用一句话告诉读者如何在自己的环境中确认',
  ],
  [/通用[^。，；\n]{0,12}知识/, '不要加「通用…知识」这类限定：只写有依据的事实'],
];

/**
 * 「官方」 is fine where it names another project's own material: 「Kafka 官方文档」「Oracle 官方 JDBC 驱动」
 * 「MQTT 官方网站」. Anywhere else (「官方认为」「FluxMQ 官方给出」) it talks about FluxMQ from outside.
 */
function thirdPartyOfficial(line, at) {
  const before = line.slice(Math.max(0, at - 14), at);
  const after = line.slice(at + 2);
  const named = before.match(/([A-Za-z][\w.+-]*)[^A-Za-z。，；\n]{0,10}$/);
  return !!named && named[1] !== 'FluxMQ' && /^\s*(的)?(文档|网站|下载|JDBC|驱动|编译说明)/.test(after);
}

/** Voice findings in a page's prose (code blocks are not prose): "「…」: advice". */
export function voiceFindings(text) {
  const findings = [];
  for (const line of withoutCode(text).split('\n')) {
    const [official, gap, hedge] = VOICE_RULES;
    for (const m of line.matchAll(/官方/g)) {
      if (!thirdPartyOfficial(line, m.index)) {
        findings.push(`「${line.slice(Math.max(0, m.index - 8), m.index + 10).trim()}」: ${official[1]}`);
        break;
      }
    }
    for (const [re, advice] of [gap, hedge]) {
      const m = line.match(re);
      if (m) findings.push(`「${line.slice(Math.max(0, m.index - 8), m.index + m[0].length + 8).trim()}」: ${advice}`);
    }
  }
  return findings;
}

/**
 * Values of shared facts typed by hand in a page's prose — text, table cells and inline code, not
 * code blocks — where `:fact[id]` belongs (src/data/shared-facts.ts). `facts` is [{ id, value }] for
 * the page's version, guarded facts only. Returns ["line N: 1883 → :fact[port.mqtt]"], N counted in
 * `content` plus `lineOffset` (bodyLineOffset: the file's own line numbers).
 */
export async function handTypedFacts(content, facts, lineOffset = 0) {
  const found = [];
  const patterns = facts.map(({ id, value }) => ({
    id,
    value,
    re: new RegExp(`(?<![\\w.\\-/])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w\\-])`),
  }));
  const collect = () => (tree) => {
    const walk = (node) => {
      if (node.type === 'code') return;
      if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string') {
        for (const p of patterns) {
          if (p.re.test(node.value))
            found.push(`line ${node.position ? node.position.start.line + lineOffset : '?'}: ${p.value} → :fact[${p.id}]`);
        }
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
  await compile(content, { remarkPlugins: [remarkGfm, remarkDirective, collect], format: 'mdx' });
  return found;
}
