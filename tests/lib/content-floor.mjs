// How long a page must be, given its notes (see tests/unit/content.test.mjs for the reasoning).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const NOTES = JSON.parse(fs.readFileSync(path.join(here, '../fixtures/notes-sizes.json'), 'utf8'));
const RATIO = 0.33;
const MINIMUM = 600;
/** Older versions whose page the notes describe as a different, shorter page: version -> id -> floor. */
// Each of these pages lacks, in that version, sections that its notes' "Version notes" say came later.
const OLDER_STORE = { 'config/store': 3500, 'function/store': 4400 };
const OLDER_PAGE_FLOORS = {
  '2.1.0': { ...OLDER_STORE, CHANGELOG: 3800, 'product/introduction': 3400 },
  '2.0.19': { ...OLDER_STORE, 'gzyq/rule/FUNCTION': 8000 },
  '2.0.18': { ...OLDER_STORE, 'gzyq/rule/FUNCTION': 8000, 'product/introduction': 1500 },
  '2.0.17': { ...OLDER_STORE, 'gzyq/rule/FUNCTION': 8000 },
};
/** product/introduction of 2.1.x also carries the version overview of the notes' README. */
const EXTRA_NOTES = { 'product/introduction': { '2.1.1': 'README', '2.1.0': 'README' } };

export function floorFor(id, version) {
  const own = OLDER_PAGE_FLOORS[version]?.[id];
  if (own) return own;
  const notes = (NOTES[id] ?? 0) + (NOTES[EXTRA_NOTES[id]?.[version]] ?? 0);
  return Math.max(MINIMUM, Math.round(RATIO * notes));
}

/** Length of what a reader reads: the body without front matter, imports and JSX tags. */
export function readableLength(body) {
  return body
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, '')
    .replace(/\s+/g, ' ').length;
}

