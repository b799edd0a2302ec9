/**
 * The 「版本变化」 page's body as Markdown (for llms-full.txt): the same steps as ./VersionChanges.tsx
 * renders, from ./steps.ts.
 */
import { hashOf } from '../config-key-links/hash';
import { deprecatedText, isEmpty, keysInVersion, type KeyInVersion } from './config-changes';
import type { PagePair } from './page-changes';
import { changeLabel, changeText, factsText, stepTitle, versionSteps } from './steps';
import type { Inline } from './upgrade-notes';

/** Where a doc of the version lives, as a link target (undefined when the version lacks it). */
type UrlOf = (docId: string) => string | undefined;

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function versionChangesMarkdown(read: string, pagePairs: readonly PagePair[], urlOf: UrlOf): string {
  const steps = versionSteps(read, pagePairs);
  if (!steps.length) return `${read} 是本站收录的最早版本，没有更早的版本可以比较。`;
  const present = new Set([...keysInVersion(read).values()].map((k) => k.anchor));
  const keyName = (k: KeyInVersion) => {
    const url = urlOf(k.page.docId);
    const name = `\`${k.key.key}\``;
    const linked = url && present.has(k.anchor) ? `[${name}](${url}${hashOf(k.anchor)})` : name;
    // A name several tables list is told apart by its table, as on the page.
    return k.anchor !== k.key.key ? `${linked}「${k.table.caption}」` : linked;
  };
  const facts = (k: KeyInVersion) => cell(factsText(k));
  const inline = (parts: readonly Inline[]) =>
    parts
      .map((p) => {
        if (typeof p === 'string') return p;
        if ('code' in p) return `\`${p.code}\``;
        const url = urlOf(p.doc);
        return url ? `[${p.label}](${url})` : p.label;
      })
      .join('');
  const out: string[] = [];
  for (const step of steps) {
    out.push(`### ${stepTitle(step)}`, '');
    if (step.from === undefined || !step.config) {
      out.push(`${step.to} 是本站收录的最早版本，这里只列出从更早的版本升级到它时需要完成的操作。`, '');
    } else {
      out.push('#### 配置项', '');
      const c = step.config;
      if (isEmpty(c)) out.push('配置项没有变化。', '');
      else {
        out.push('| 配置项 | 变化 | 详情 |', '| --- | --- | --- |');
        for (const k of c.added) out.push(`| ${keyName(k)} | 新增 | ${facts(k)}。 |`);
        for (const { before, after, facts: changed } of c.changed) {
          out.push(`| ${keyName(after)} | ${changeLabel(changed)} | ${cell(changeText(before, after, changed))}。 |`);
        }
        for (const k of c.deprecated) out.push(`| ${keyName(k)} | 废弃 | ${deprecatedText(k)} |`);
        for (const k of c.removed) out.push(`| ${keyName(k)} | 移除 | 在 ${step.from} 中：${facts(k)}。 |`);
        out.push('');
      }
      if (step.pages) {
        out.push('#### 文档页面', '');
        const page = (p: { id: string; title: string }) => {
          const url = urlOf(p.id);
          return url ? `- [${p.title}](${url})` : `- ${p.title}`;
        };
        if (!step.pages.added.length && !step.pages.removed.length) out.push('没有新增或删除的页面。', '');
        if (step.pages.added.length) out.push(`新增的页面（${step.pages.added.length}）：`, '', ...step.pages.added.map(page), '');
        if (step.pages.removed.length) out.push(`删除的页面（${step.pages.removed.length}）：`, '', ...step.pages.removed.map(page), '');
      }
    }
    if (step.notes.length) {
      out.push('#### 升级操作', '');
      step.notes.forEach((n, i) => {
        out.push(`${i + 1}. **${n.topic}**：${inline(n.text)}`);
        if (n.sql)
          out.push('', `   \`\`\`sql title="${n.sql.title}"`, ...n.sql.code.split('\n').map((l) => (l ? `   ${l}` : '')), '   ```');
        out.push('');
      });
    }
  }
  return out.join('\n').trim();
}
