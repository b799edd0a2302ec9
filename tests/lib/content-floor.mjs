// How long a page must be, given its notes (see tests/unit/content.test.mjs for the reasoning).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './import-ts.mjs';

const { inRange, rangeProblems } = await importTs('src/data/versions.ts');

const here = path.dirname(fileURLToPath(import.meta.url));
const NOTES = JSON.parse(fs.readFileSync(path.join(here, '../fixtures/notes-sizes.json'), 'utf8'));
const RATIO = 0.33;
const MINIMUM = 600;
/**
 * Pages that the notes describe, in some versions, as a different, shorter page: their own floor in
 * the versions of the range (since: first version; until: first version without it). Each of these
 * pages lacks, in those versions, sections that its notes' "Version notes" say came later.
 */
const SHORTER_PAGES = [
  { id: 'config/store', floor: 3500, until: '2.1.1' },
  { id: 'function/store', floor: 4400, until: '2.1.1' },
  { id: 'CHANGELOG', floor: 3800, since: '2.1.0', until: '2.1.1' },
  { id: 'product/introduction', floor: 3400, since: '2.1.0', until: '2.1.1' },
  { id: 'product/introduction', floor: 1500, since: '2.0.18', until: '2.0.19' },
  { id: 'gzyq/rule/FUNCTION', floor: 8000, until: '2.1.0' },
];
/** product/introduction also carries the version overview of the notes' README, from 2.1.0 on. */
const EXTRA_NOTES = [{ id: 'product/introduction', notes: 'README', since: '2.1.0' }];

const problems = [...SHORTER_PAGES, ...EXTRA_NOTES].flatMap((r) => rangeProblems(r, `content-floor ${r.id}`));
if (problems.length) throw new Error(problems.join('\n'));

export function floorFor(id, version) {
  const own = SHORTER_PAGES.find((p) => p.id === id && inRange(p, version));
  if (own) return own.floor;
  const extra = EXTRA_NOTES.filter((e) => e.id === id && inRange(e, version)).reduce((sum, e) => sum + (NOTES[e.notes] ?? 0), 0);
  const notes = (NOTES[id] ?? 0) + extra;
  return Math.max(MINIMUM, Math.round(RATIO * notes));
}

/** Length of what a reader reads: the body without front matter, imports and JSX tags. */
export function readableLength(body) {
  return body
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, '')
    .replace(/\s+/g, ' ').length;
}
