// What a cut (npm run cut) leaves stale, for `npm run check`'s release step: each fact about the
// latest release that is written by hand names the release it was written for, and must name the
// latest label. Every problem names the file and the line to change, and what to write there.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, LATEST_VERSION } from './docs-tree.mjs';
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
  return problems;
}
