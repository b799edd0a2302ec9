/**
 * The 「版本变化」 page's body (docs/version-changes.md and each version's copy render it): for each
 * upgrade between consecutive docs versions up to the version being read, newest first, the
 * configuration keys added, removed and changed (src/data/config-keys), the pages added and removed
 * (./index.ts, from the docs plugin's data) and what the operator must do (./upgrade-notes.ts).
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useAllDocsData, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { toVersionName } from '../../data/versions';
import { hashOf } from '../config-key-links/hash';
import { deprecatedText, keysInVersion, isEmpty, type ConfigChanges, type KeyInVersion } from './config-changes';
import { PLUGIN_NAME, type VersionChangesData } from './plugin-data';
import { changeLabel, changeText, factsText, stepAnchor, stepTitle, versionSteps, type VersionStep } from './steps';
import { InlineText } from './InlineText';
import styles from './styles.module.css';
import phoneCards from '@site/src/features/wide-tables/phone-cards.module.css';

/** Where a doc of the version being read lives (undefined when that version lacks it). */
type PathOf = (docId: string) => string | undefined;

/** A key name that may break after each dot on a narrow screen, never inside a word. */
function KeyNameBreakingAtDots({ name }: { name: string }): ReactNode {
  const parts = name.split('.');
  return (
    <code>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}

function KeyCell({ entry, href }: { entry: KeyInVersion; href?: string }): ReactNode {
  const name = <KeyNameBreakingAtDots name={entry.key.key} />;
  return (
    <>
      {href ? <Link to={href}>{name}</Link> : name}
      {/* A name several tables list is told apart by its table. */}
      {entry.anchor !== entry.key.key && <span className={styles.caption}>{entry.table.caption}</span>}
    </>
  );
}

function ConfigTable({
  changes,
  from,
  linkTo,
}: {
  changes: ConfigChanges;
  from: string;
  linkTo: (k: KeyInVersion) => string | undefined;
}): ReactNode {
  if (isEmpty(changes)) return <p>配置项没有变化。</p>;
  return (
    <table className={`${styles.changes} ${phoneCards.cards}`} tabIndex={0}>
      <thead>
        <tr>
          <th>配置项</th>
          <th>变化</th>
          <th>详情</th>
        </tr>
      </thead>
      <tbody>
        {changes.added.map((k) => (
          <tr key={`added-${k.anchor}`}>
            <td>
              <KeyCell entry={k} href={linkTo(k)} />
            </td>
            <td data-label="变化">新增</td>
            <td data-label="详情">{factsText(k)}。</td>
          </tr>
        ))}
        {changes.changed.map(({ before, after, facts }) => (
          <tr key={`changed-${after.anchor}`}>
            <td>
              <KeyCell entry={after} href={linkTo(after)} />
            </td>
            <td data-label="变化">{changeLabel(facts)}</td>
            <td data-label="详情">{changeText(before, after, facts)}。</td>
          </tr>
        ))}
        {changes.deprecated.map((k) => (
          <tr key={`deprecated-${k.anchor}`}>
            <td>
              <KeyCell entry={k} href={linkTo(k)} />
            </td>
            <td data-label="变化">废弃</td>
            <td data-label="详情">{deprecatedText(k)}</td>
          </tr>
        ))}
        {changes.removed.map((k) => (
          <tr key={`removed-${k.anchor}`}>
            <td>
              <KeyCell entry={k} href={linkTo(k)} />
            </td>
            <td data-label="变化">移除</td>
            <td data-label="详情">
              在 {from} 中：{factsText(k)}。
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PageList({ step, pathOf }: { step: VersionStep; pathOf: PathOf }): ReactNode {
  const pages = step.pages;
  if (!pages) return null;
  const title = (id: string, text: string) => {
    const href = pathOf(id);
    return href ? <Link to={href}>{text}</Link> : text;
  };
  return (
    <>
      <Heading as="h4">文档页面</Heading>
      {!pages.added.length && !pages.removed.length && <p>没有新增或删除的页面。</p>}
      {pages.added.length > 0 && (
        <>
          <p>新增的页面（{pages.added.length}）：</p>
          <ul>
            {pages.added.map((p) => (
              <li key={p.id}>{title(p.id, p.title)}</li>
            ))}
          </ul>
        </>
      )}
      {pages.removed.length > 0 && (
        <>
          <p>删除的页面（{pages.removed.length}）：</p>
          <ul>
            {pages.removed.map((p) => (
              <li key={p.id}>{title(p.id, p.title)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Step({ step, pathOf, linkTo }: { step: VersionStep; pathOf: PathOf; linkTo: (k: KeyInVersion) => string | undefined }): ReactNode {
  const id = stepAnchor(step);
  return (
    <section className={`version-step ${styles.step}`} aria-labelledby={id}>
      <Heading as="h3" id={id}>
        {stepTitle(step)}
      </Heading>
      {step.from === undefined ? (
        <p>{step.to} 是本站收录的最早版本，这里只列出从更早的版本升级到它时需要完成的操作。</p>
      ) : (
        <>
          <Heading as="h4">配置项</Heading>
          <ConfigTable changes={step.config!} from={step.from} linkTo={linkTo} />
          <PageList step={step} pathOf={pathOf} />
        </>
      )}
      {step.notes.length > 0 && (
        <>
          <Heading as="h4">升级操作</Heading>
          <ol className={styles.notes}>
            {step.notes.map((note, i) => (
              <li key={i}>
                <strong>{note.topic}</strong>：<InlineText parts={note.text} pathOf={pathOf} />
                {note.sql && (
                  <CodeBlock language="sql" title={note.sql.title}>
                    {note.sql.code}
                  </CodeBlock>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export default function VersionChanges(): ReactNode {
  const pluginVersion = useDocsVersion().version;
  const read = toVersionName(pluginVersion);
  const data = usePluginData(PLUGIN_NAME) as VersionChangesData | undefined;
  const docs = useAllDocsData().default?.versions.find((v) => v.name === pluginVersion)?.docs ?? [];
  const pathOf: PathOf = (docId) => docs.find((d) => d.id === docId)?.path;
  // A key links to its row on its config page in the version being read, when that version has it.
  const present = new Set([...keysInVersion(read).values()].map((k) => k.anchor));
  const linkTo = (k: KeyInVersion) => {
    const path = pathOf(k.page.docId);
    return path && present.has(k.anchor) ? `${path}${hashOf(k.anchor)}` : undefined;
  };
  const steps = versionSteps(read, data?.pagePairs ?? []);

  if (!steps.length) return <p>{read} 是本站收录的最早版本，没有更早的版本可以比较。</p>;
  return (
    <>
      {steps.length > 1 && (
        <nav aria-label="各次升级" className={styles.index}>
          <ul>
            {steps.map((s) => (
              <li key={s.to}>
                <Link to={`#${stepAnchor(s)}`}>{stepTitle(s)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {steps.map((s) => (
        <Step key={s.to} step={s} pathOf={pathOf} linkTo={linkTo} />
      ))}
    </>
  );
}
