// What a cut (npm run cut) leaves stale, for `npm run check`'s release step: each fact about the
// latest release that is written by hand names the release it was written for, and must name the
// latest label. Every problem names the file and the line to change, and what to write there.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, LATEST_VERSION, markdownFiles } from './docs-tree.mjs';
import { splitPage } from './code-samples.mjs';
import { compareLabels, labelNumbers } from '../cut.mjs';
import { importTs } from '../../tests/lib/import-ts.mjs';

/** The 1-based line of the first match of `re` in a file of root, or 1. */
function lineOf(root, file, re) {
  const i = fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((l) => re.test(l));
  return i + 1 || 1;
}

/** Problems: [{ file, message, fix }]. */
export async function releaseProblems(root = ROOT, latest = LATEST_VERSION) {
  const problems = [];
  const older = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
  const at = (file, re) => `${file}:${lineOf(root, file, re)}`;

  // The version order: every frozen version a label, older than the latest, newest first.
  const bad = [latest, ...older].filter((v) => !labelNumbers(v));
  if (bad.length) {
    problems.push({
      file: 'versions.json',
      message: `versions.json / config/versions.ts: ${bad.join(', ')} is not a version label`,
      fix: 'version labels are numbers and dots (2.1.2); cut with npm run cut -- <new label>',
    });
    return problems;
  }
  older.forEach((v, i) => {
    const newer = i === 0 ? latest : older[i - 1];
    if (compareLabels(v, newer) >= 0)
      problems.push({
        file: 'versions.json',
        message: `versions.json lists ${v} after ${newer}${i === 0 ? ' (the latest label, config/versions.ts)' : ''}, but ${v} is not older`,
        fix:
          i === 0
            ? `the cut froze docs/ under the wrong name or the label is wrong: undo it (git checkout versions.json versioned_docs versioned_sidebars config/versions.ts) and run npm run cut -- <a label newer than ${v}>`
            : 'versions.json lists the frozen versions newest first',
      });
  });

  // The announcement bar announces the latest release.
  const { ANNOUNCEMENT } = await importTs(path.relative(ROOT, path.join(root, 'src/data/release.ts')));
  if (ANNOUNCEMENT.version !== latest)
    problems.push({
      file: 'src/data/release.ts',
      message: `${at('src/data/release.ts', /version:/)}: the announcement bar announces ${ANNOUNCEMENT.version} (「FluxMQ ${ANNOUNCEMENT.version} 已发布：${ANNOUNCEMENT.news}」), the latest is ${latest}`,
      fix: `write ${latest}'s news there: version: '${latest}', news: '…' (the bar shows again to readers who closed the last one)`,
    });

  // The image and packages that install the latest version.
  const { ARTEFACTS_WRITTEN_FOR, factValue } = await importTs(path.relative(ROOT, path.join(root, 'src/data/shared-facts.ts')));
  if (ARTEFACTS_WRITTEN_FOR !== latest)
    problems.push({
      file: 'src/data/shared-facts.ts',
      message: `${at('src/data/shared-facts.ts', /ARTEFACTS_WRITTEN_FOR =/)}: the release artefacts (image tag, package files) were written for ${ARTEFACTS_WRITTEN_FOR}; the pages of ${latest} would install ${factValue('image', latest)} unasked`,
      fix: `add ${latest}'s span to RELEASE_ARTEFACTS ({ since: '${latest}', value: '<its tag>' }, closing the last span with until: '${latest}') or, if ${latest} installs from the same image and packages, keep them; then set ARTEFACTS_WRITTEN_FOR = '${latest}'`,
    });

  // What an operator must do to upgrade to the latest version.
  const { UPGRADE_NOTES } = await importTs(path.relative(ROOT, path.join(root, 'src/features/version-changes/upgrade-notes.ts')));
  if (!UPGRADE_NOTES.some((n) => n.since === latest))
    problems.push({
      file: 'src/features/version-changes/upgrade-notes.ts',
      message: `src/features/version-changes/upgrade-notes.ts: no upgrade note for ${latest} (「版本变化」 would tell operators nothing to do before upgrading to it)`,
      fix: `add the notes for upgrading to ${latest} with since: '${latest}' (backup and verification, database, configuration, image or package)`,
    });

  // A page of the latest version naming its own version by the label, which the next cut makes wrong.
  for (const f of ownLabelsTyped(root, latest))
    problems.push({
      file: f.file,
      message: `${f.file}:${f.line}: the latest label ${f.label} typed where the page means its own version (「…${f.text}…」); after the next cut it names the wrong one`,
      fix: `write :fact[version] there (in front matter, leave the version out); a change that came in ${f.label} reads 「${f.label} 起」 or 「${f.label} 新增」`,
    });
  return problems;
}

/** Words after a version label that date a change to it ("2.1.1 起", "2.1.1 新增") rather than name the version a page documents. */
const DATES_A_CHANGE_AFTER =
  /^\s*(版本)?\s*(起|开始|新增|引入|加入|中新增|中引入|之前|以前|及以后|及之后|之后|以后|前|后|的新增|新增的|→|->|升级|时|上线|发布的|已发布|版本新特性|版本新增|版本概述|版本带来|是)/;
/** Words before a version label that make it one end of an upgrade or a comparison. */
const DATES_A_CHANGE_BEFORE = /(升级到|升级至|→|->|从|到|早于|晚于|低于|高于|对比|与|和|自|相比[，,]?)\s*(FluxMQ\s*)?$/;

/**
 * Pages of the latest version (docs/) that type the latest label where they mean the version they
 * document (「FluxMQ 2.1.1 的 HTTP API」): after the next cut docs/ is another version and the
 * sentence names the wrong one. `:fact[version]` says it instead (front matter cannot hold a fact:
 * a description names no version). Code blocks are left alone (example data), and so are labels that
 * date a change or a release (「2.1.1 起」「2.1.1 新增」「升级到 2.1.1」「2.1.1 版本概述」「2.1.1 是…」)
 * or link to an upgrade (#to-2.1.1); CHANGELOG and 版本变化 are history throughout.
 * [{ file, line, label, text }]
 */
export function ownLabelsTyped(root = ROOT, latest = LATEST_VERSION) {
  const labels = [latest];
  const found = [];
  const docs = path.join(root, 'docs');
  for (const file of markdownFiles(docs).map((r) => path.join(docs, r))) {
    const rel = path.relative(root, file);
    // The pages that tell the versions' history: every label there is a change dated.
    if (/^docs\/(CHANGELOG|version-changes)\.mdx?$/.test(rel)) continue;
    const source = fs.readFileSync(file, 'utf8');
    // The front matter (its description is shown) and the prose; code blocks are left alone.
    const lines = source.split('\n');
    const frontMatter =
      lines[0] === '---' ? lines.slice(1, Math.max(1, lines.indexOf('---', 1))).map((text, i) => ({ line: i + 2, text })) : [];
    for (const { line: at, text: line } of [...frontMatter, ...splitPage(source).prose]) {
      const text = line.replace(/\]\([^)]*\)/g, ']()').replace(/`[^`]*`/g, '``');
      for (const label of labels) {
        const re = new RegExp(`(?<![\\d.])${label.replaceAll('.', '\\.')}(?![\\d.]*\\d)`, 'g');
        for (const m of text.matchAll(re)) {
          if (DATES_A_CHANGE_AFTER.test(text.slice(m.index + label.length)) || DATES_A_CHANGE_BEFORE.test(text.slice(0, m.index))) continue;
          found.push({ file: rel, line: at, label, text: text.slice(Math.max(0, m.index - 12), m.index + label.length + 12).trim() });
        }
      }
    }
  }
  return found;
}
