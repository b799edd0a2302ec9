/**
 * The content of a version's 「版本变化」 page as data: one step per upgrade between consecutive docs
 * versions, newest first, up to the version being read and never past it — its configuration-key
 * changes, its pages added and removed, and the upgrade notes for it. The oldest docs version has no
 * version before it on the site: its step holds only the notes for upgrading to it, if any. An upgrade
 * that changed nothing the page tells (no key, no page, no note) has no step — as right after a
 * version is cut, before its changes are written.
 * Rendered by ./VersionChanges.tsx on the site and by ./markdown.ts for llms-full.txt.
 */
import { DOCS_VERSIONS, versionOrder } from '../../data/versions';
import { configChanges, isEmpty, type ConfigChanges, type KeyInVersion } from './config-changes';
import type { PagePair } from './page-changes';
import { notesBetween, UPGRADE_NOTES, type UpgradeNote } from './upgrade-notes';
import { configPages, type ConfigPage } from '../../data/config-keys';

export interface VersionStep {
  /** The version upgraded from; undefined for the oldest docs version. */
  from?: string;
  /** The version upgraded to. */
  to: string;
  /** Configuration-key changes (undefined without a version before). */
  config?: ConfigChanges;
  /** Pages added and removed (undefined when the build did not load both versions). */
  pages?: PagePair;
  notes: UpgradeNote[];
}

/** The data the steps come from (the site's own unless a test gives other data). */
export interface StepSources {
  pages?: readonly ConfigPage[];
  notes?: readonly UpgradeNote[];
}

/** The steps of the page of version `read`, newest first. */
export function versionSteps(
  read: string,
  pagePairs: readonly PagePair[],
  { pages = configPages, notes: allNotes = UPGRADE_NOTES }: StepSources = {},
): VersionStep[] {
  const at = versionOrder(read);
  if (at < 0) throw new Error(`versionSteps: "${read}" is not a docs version`);
  const timeOrder = [...DOCS_VERSIONS].sort((a, b) => versionOrder(a) - versionOrder(b)).slice(0, at + 1);
  const steps: VersionStep[] = [];
  for (let i = timeOrder.length - 1; i >= 0; i--) {
    const to = timeOrder[i];
    const from = timeOrder[i - 1];
    const notes = from === undefined ? allNotes.filter((n) => n.since === to) : notesBetween(from, to, allNotes);
    if (from === undefined) {
      if (notes.length) steps.push({ to, notes });
      continue;
    }
    const step = { from, to, config: configChanges(from, to, pages), pages: pagePairs.find((p) => p.from === from && p.to === to), notes };
    const pagesChanged = Boolean(step.pages && (step.pages.added.length || step.pages.removed.length));
    if (!isEmpty(step.config) || pagesChanged || notes.length) steps.push(step);
  }
  return steps;
}

/** The id of a step's heading: #to-2.1.0 is the upgrade to 2.1.0. */
export function stepAnchor(step: Pick<VersionStep, 'to'>): string {
  return `to-${step.to}`;
}

/** A step's heading text. */
export function stepTitle(step: Pick<VersionStep, 'from' | 'to'>): string {
  return step.from === undefined ? `升级到 ${step.to}` : `${step.from} → ${step.to}`;
}

/** What a changed key's row says changed. */
export function changeLabel(facts: readonly string[]): string {
  if (facts.includes('type') && facts.includes('default')) return '类型与默认值变化';
  return facts.includes('type') ? '类型变化' : '默认值变化';
}

/** A key's type and default as a row tells them; a default the data does not give (「—」) is left out. */
export function factsText(k: KeyInVersion): string {
  return k.key.default.startsWith('—') ? `类型 ${k.key.type}` : `类型 ${k.key.type}，默认值 ${k.key.default}`;
}

/** What changed in a key's type or default: 「默认值：4 → max(CPU 核数 / 4, 1)」. */
export function changeText(before: KeyInVersion, after: KeyInVersion, facts: readonly ('type' | 'default')[]): string {
  return facts.map((f) => `${f === 'type' ? '类型' : '默认值'}：${before.key[f]} → ${after.key[f]}`).join('；');
}
