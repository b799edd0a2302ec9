/**
 * 配置检查: the reader pastes or drops a config.yaml and reads what is wrong with it for the docs
 * version being read — and, in upgrade mode, what changes on the way to a later version. The text is
 * checked in the browser (./runner.ts, ./analyse.ts) and goes nowhere: not to a server, not into the
 * address. Every finding links to its key's row on the config page of the version concerned.
 *
 * Without JavaScript the page says the checker needs it. The analyser and the yaml package are not
 * imported here: they load in the worker, so this page's own chunk stays small and no other page
 * carries them.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useAllDocsData, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { DOCS_VERSIONS, toVersionName, versionOrder } from '../../data/versions';
import { hashOf } from '../config-key-links/hash';
import type { DefaultEntry, Finding, FindingKind, Place, Report, UpgradeKey, UpgradeReport } from './analyse';
import type { KeyRef } from './schema';
import { InlineText } from '../version-changes/InlineText';
import { CheckRunner } from './runner';
import styles from './styles.module.css';

/** Longest a reader waits after the last keystroke before a check starts. */
const DEBOUNCE_MS = 250;
/** Findings and defaults drawn at most; the rest are counted (a huge paste must not draw a huge page). */
const DRAWN = 200;
/** Bytes of a dropped or chosen file read at most (the analyser refuses more text anyway). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const KIND_LABEL: Record<FindingKind, string> = {
  syntax: '语法错误',
  duplicate: '键重复',
  structure: '结构不对',
  unknown: '未知配置项',
  'other-version': '其他版本的配置项',
  type: '类型不对',
  enum: '取值不对',
  empty: '没有写值',
  required: '缺少必填项',
  deprecated: '已废弃（提醒）',
  range: '超出范围',
};

type PathOf = (version: string, docId: string) => string | undefined;

/**
 * The text last checked on each version's page, in this tab's memory only (never stored, never sent):
 * following a finding's link to a config page and going Back finds the box as it was left.
 */
const kept = new Map<string, { text: string; target: string }>();

type State =
  | { phase: 'empty' }
  | { phase: 'checking'; chars: number; since: number }
  | { phase: 'done'; report: Report; target?: string }
  | { phase: 'file-error'; message: string };

const sizeText = (chars: number) =>
  chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : chars >= 1024 ? `${Math.ceil(chars / 1024)} KB` : `${chars} 个字符`;

const at = (place?: Place) => (place ? `第 ${place.line} 行第 ${place.col} 列` : '');

function KeyLink({ refTo, pathOf, children }: { refTo: KeyRef; pathOf: PathOf; children?: ReactNode }): ReactNode {
  const page = pathOf(refTo.version, refTo.docId);
  const body = children ?? <code>{refTo.key}</code>;
  return page ? <Link to={`${page}${hashOf(refTo.anchor)}`}>{body}</Link> : <>{body}</>;
}

/** Moves the caret in the text box to a finding's place (and the box into view). */
type GoTo = (place: Place) => void;

function FindingItem({ finding, pathOf, goTo, boxId }: { finding: Finding; pathOf: PathOf; goTo: GoTo; boxId: string }): ReactNode {
  const place = finding.place;
  return (
    <li className={styles.finding} data-kind={finding.kind} data-severity={finding.severity ?? 'error'}>
      <span className={styles.kind}>{KIND_LABEL[finding.kind]}</span>
      {place && (
        <button type="button" className={styles.place} data-line={place.line} aria-controls={boxId} onClick={() => goTo(place)}>
          {at(place)}
        </button>
      )}
      <span>{finding.message}</span>
      {finding.suggestion && (
        <span className={styles.suggestion}>
          你是不是想写 <KeyLink refTo={finding.suggestion} pathOf={pathOf} />？
        </span>
      )}
      {finding.ref && (
        <span className={styles.see}>
          <KeyLink refTo={finding.ref} pathOf={pathOf}>{`${finding.ref.key} 的说明`}</KeyLink>
          {finding.kind === 'other-version' ? `（${finding.ref.version}）` : ''}
        </span>
      )}
      {/* A block that may scroll sideways is reachable from the keyboard. */}
      {finding.excerpt && (
        <pre className={styles.excerpt} tabIndex={0} aria-label={`${at(finding.place)}附近的内容`}>
          {finding.excerpt}
        </pre>
      )}
    </li>
  );
}

function DefaultItem({ entry, pathOf }: { entry: DefaultEntry; pathOf: PathOf }): ReactNode {
  return (
    <li>
      <KeyLink refTo={entry.ref} pathOf={pathOf} />
      <Caption refTo={entry.ref} />：{entry.default}
      {entry.items && <span className={styles.note}>（列表第 {entry.items.join('、')} 项未写出）</span>}
    </li>
  );
}

/** A name several tables list (store.datasource.url under MySQL and PostgreSQL) is told apart by its table. */
function Caption({ refTo }: { refTo: KeyRef }): ReactNode {
  return refTo.anchor !== refTo.key ? <span className={styles.note}>（{refTo.caption}）</span> : null;
}

function UpgradeKeyItem({
  entry,
  pathOf,
  written,
  absent,
}: {
  entry: UpgradeKey;
  pathOf: PathOf;
  written: string;
  absent: string;
}): ReactNode {
  return (
    <li data-key={entry.ref.key}>
      <KeyLink refTo={entry.ref} pathOf={pathOf} />
      <Caption refTo={entry.ref} />：{entry.place ? `${at(entry.place)}写了它，${written}` : absent}
    </li>
  );
}

function UpgradeSection({ upgrade, pathOf }: { upgrade: UpgradeReport; pathOf: PathOf }): ReactNode {
  const { from, to } = upgrade;
  const toWrite = upgrade.removed.filter((k) => k.place).length;
  return (
    <section className={styles.upgrade} aria-label={`从 ${from} 升级到 ${to}`}>
      <Heading as="h3">
        从 {from} 升级到 {to}
      </Heading>
      <Heading as="h4">要删除的配置项（{upgrade.removed.length}）</Heading>
      {upgrade.removed.length ? (
        <>
          <p>
            {to} 不再有这些配置项{toWrite ? `，文件中写了其中 ${toWrite} 项，升级时删除它们` : '，文件中没有写它们，无需处理'}。
          </p>
          <ul className={styles.keys} data-list="removed">
            {upgrade.removed.map((k) => (
              <UpgradeKeyItem key={k.ref.anchor} entry={k} pathOf={pathOf} written="升级时删除" absent="文件中没有写" />
            ))}
          </ul>
        </>
      ) : (
        <p>没有移除的配置项。</p>
      )}
      {upgrade.deprecated.length > 0 && (
        <>
          <Heading as="h4">已废弃、可以保留的配置项（{upgrade.deprecated.length}）</Heading>
          <p>{to} 仍然接受这些配置项，已写的值可以保留，不必删除。</p>
          <ul className={styles.keys} data-list="deprecated">
            {upgrade.deprecated.map((k) => (
              <UpgradeKeyItem key={k.ref.anchor} entry={k} pathOf={pathOf} written="可以保留" absent="文件中没有写" />
            ))}
          </ul>
        </>
      )}
      <Heading as="h4">新增的配置项（{upgrade.added.length}）</Heading>
      {upgrade.added.length ? (
        <ul className={styles.keys} data-list="added">
          {upgrade.added.map((k) => (
            <li key={k.ref.anchor} data-key={k.ref.key}>
              <KeyLink refTo={k.ref} pathOf={pathOf} />
              <Caption refTo={k.ref} />
              ：类型 {k.type}，默认值 {k.default}
            </li>
          ))}
        </ul>
      ) : (
        <p>没有新增的配置项。</p>
      )}
      <Heading as="h4">默认值或类型有变化的配置项（{upgrade.changed.length}）</Heading>
      {upgrade.changed.length ? (
        <ul className={styles.keys} data-list="changed">
          {upgrade.changed.map((c) => (
            <li key={c.ref.anchor} data-key={c.ref.key}>
              <KeyLink refTo={c.ref} pathOf={pathOf} />
              <Caption refTo={c.ref} />：
              {c.facts.map((f) => `${f === 'type' ? '类型' : '默认值'} ${c.before[f]} → ${c.after[f]}`).join('；')}。
              {c.place
                ? `文件${at(c.place)}写了它，不受默认值变化的影响。`
                : c.facts.includes('default')
                  ? `文件中没有写，升级后取新的默认值。`
                  : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>没有默认值或类型变化的配置项。</p>
      )}
      <Heading as="h4">升级操作（{upgrade.notes.length}）</Heading>
      {upgrade.notes.length ? (
        <ol className={styles.notes}>
          {upgrade.notes.map((note, i) => (
            <li key={i}>
              <strong>
                {note.since}：{note.topic}
              </strong>
              ：<InlineText parts={note.text} pathOf={(docId) => pathOf(to, docId)} />
              {note.sql && (
                <details className={styles.sql}>
                  <summary>SQL 脚本：{note.sql.title}</summary>
                  <pre tabIndex={0} aria-label={`SQL 脚本 ${note.sql.title}`}>
                    <code>{note.sql.code}</code>
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>这次升级没有需要额外完成的操作。</p>
      )}
    </section>
  );
}

/** Findings that are errors (a deprecated key is a warning, not a problem of the file). */
const errorCount = (report: Report) => report.findings.filter((f) => f.severity !== 'warning').length + report.omitted;
const warningCount = (report: Report) => report.findings.filter((f) => f.severity === 'warning').length;

function summaryOf(report: Report): string {
  if (report.refused) return `没有检查：${report.refused}`;
  if (report.syntaxOnly) return `检查完成：发现 ${errorCount(report)} 处 YAML 写法错误，修正后才能检查配置项。`;
  const problems = errorCount(report);
  const warnings = warningCount(report);
  const head = `${problems ? `检查完成：发现 ${problems} 个问题` : '检查完成：没有发现问题'}${warnings ? `，${warnings} 个提醒` : ''}`;
  const upgrade = report.upgrade
    ? `；升级到 ${report.upgrade.to} 要删除 ${report.upgrade.removed.filter((k) => k.place).length} 项，新增 ${report.upgrade.added.length} 项`
    : '';
  return `${head}，文件写了 ${report.written} 个配置项，${report.defaults.length} 个配置项取默认值${upgrade}。`;
}

function Results({ report, pathOf, goTo, boxId }: { report: Report; pathOf: PathOf; goTo: GoTo; boxId: string }): ReactNode {
  if (report.refused) return null;
  const problems = errorCount(report);
  const warnings = warningCount(report);
  const drawn = report.findings.slice(0, DRAWN);
  const hidden = report.findings.length + report.omitted - drawn.length;
  return (
    <div className={styles.results}>
      <Heading as="h3">
        发现的问题（{problems}）{warnings ? `与提醒（${warnings}）` : ''}
      </Heading>
      {drawn.length ? (
        <ol className={styles.findings}>
          {drawn.map((f, i) => (
            <FindingItem key={i} finding={f} pathOf={pathOf} goTo={goTo} boxId={boxId} />
          ))}
        </ol>
      ) : (
        <p>没有发现问题：文件写出的配置项都是 {report.version} 认识的，类型和取值也符合要求。</p>
      )}
      {hidden > 0 && <p>另有 {hidden} 个问题没有列出，请先修正上面的问题再检查。</p>}
      {report.syntaxOnly && <p>文件的 YAML 写法有错误，配置项要等这些错误修正后才能检查。</p>}
      {report.upgrade && <UpgradeSection upgrade={report.upgrade} pathOf={pathOf} />}
      {!report.syntaxOnly && (
        <details className={styles.defaults}>
          <summary>未写出、取默认值的配置项（{report.defaults.length}）</summary>
          <ul className={styles.keys}>
            {report.defaults.slice(0, DRAWN).map((d) => (
              <DefaultItem key={`${d.ref.anchor}`} entry={d} pathOf={pathOf} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Read a dropped or chosen file as UTF-8 text; a message instead when it is too large or not UTF-8. */
async function readFile(file: File): Promise<{ text: string } | { message: string }> {
  if (file.size > MAX_FILE_BYTES)
    return { message: `文件「${file.name}」有 ${sizeText(file.size)}，超过了 2 MB 的上限，没有读取。config.yaml 通常只有几 KB。` };
  try {
    const bytes = await file.arrayBuffer();
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { message: `文件「${file.name}」不是 UTF-8 编码的文本（可能是二进制文件），没有检查。请选择 config.yaml。` };
  }
}

export default function ConfigCheck(): ReactNode {
  const pluginVersion = useDocsVersion().version;
  const version = toVersionName(pluginVersion);
  const later = useMemo(() => DOCS_VERSIONS.filter((v) => versionOrder(v) > versionOrder(version)), [version]);
  const allDocs = useAllDocsData().default?.versions;
  const pathOf = useCallback<PathOf>(
    (v, docId) => allDocs?.find((d) => d.name === (v === DOCS_VERSIONS[0] ? 'current' : v))?.docs.find((d) => d.id === docId)?.path,
    [allDocs],
  );

  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const runner = useRef<CheckRunner | null>(null);
  const debounce = useRef<number>();
  const latest = useRef(0);
  const [ready, setReady] = useState(false);
  const [target, setTarget] = useState('');
  const [state, setState] = useState<State>({ phase: 'empty' });
  const [elapsed, setElapsed] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    runner.current = new CheckRunner();
    runner.current.warmUp();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the checker is ready once its worker exists, which only the browser can start
    setReady(true);
    return () => {
      window.clearTimeout(debounce.current);
      runner.current?.dispose();
    };
  }, []);

  const check = useCallback(
    (text: string, upgradeTo: string) => {
      window.clearTimeout(debounce.current);
      const run = ++latest.current;
      kept.set(version, { text, target: upgradeTo });
      if (!text.trim()) {
        setState({ phase: 'empty' });
        return;
      }
      setState({ phase: 'checking', chars: text.length, since: Date.now() });
      runner.current?.check(text, version, upgradeTo || undefined).then((report) => {
        if (run === latest.current) setState({ phase: 'done', report, target: upgradeTo || undefined });
      });
    },
    [version],
  );

  // Back from a finding's link: the text and the upgrade choice return, and are checked again.
  useEffect(() => {
    const previous = kept.get(version);
    if (!ready || !previous?.text || !textRef.current || textRef.current.value) return;
    textRef.current.value = previous.text;
    setTarget(previous.target);
    check(previous.text, previous.target);
  }, [ready, version, check]);

  const schedule = useCallback(() => {
    window.clearTimeout(debounce.current);
    latest.current++; // a result for an older text is no longer shown
    debounce.current = window.setTimeout(() => check(textRef.current?.value ?? '', target), DEBOUNCE_MS);
  }, [check, target]);

  // Seconds shown while a long check runs.
  useEffect(() => {
    if (state.phase !== 'checking') return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the seconds shown start again with each check
    setElapsed(0);
    const timer = window.setInterval(() => setElapsed(Math.floor((Date.now() - state.since) / 1000)), 500);
    return () => window.clearInterval(timer);
  }, [state]);

  const load = async (file: File | undefined) => {
    if (!file) return;
    const result = await readFile(file);
    if ('message' in result) {
      latest.current++;
      setState({ phase: 'file-error', message: result.message });
      return;
    }
    if (textRef.current) textRef.current.value = result.text;
    check(result.text, target);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files?.[0];
    setDragging(false);
    if (!file) return; // dropped text goes in as the browser puts it; onInput checks it
    event.preventDefault();
    void load(file);
  };

  // 「第 N 行第 M 列」: the caret moves there in the box, which scrolls it into view.
  const goTo = useCallback<GoTo>((place) => {
    const box = textRef.current;
    if (!box) return;
    const lines = box.value.split('\n');
    const line = Math.min(Math.max(place.line, 1), lines.length);
    let offset = 0;
    for (let i = 0; i < line - 1; i++) offset += lines[i].length + 1;
    offset += Math.min(Math.max(place.col - 1, 0), lines[line - 1].length);
    box.focus();
    box.setSelectionRange(offset, offset);
    // Scroll the box so the line is in view: its share of the box's content height.
    const lineHeight = box.scrollHeight / Math.max(lines.length, 1);
    box.scrollTop = Math.max(0, (line - 1) * lineHeight - box.clientHeight / 2);
    box.scrollIntoView({ block: 'nearest' });
  }, []);

  const onTarget = (event: ChangeEvent<HTMLSelectElement>) => {
    setTarget(event.target.value);
    check(textRef.current?.value ?? '', event.target.value);
  };

  const status = !ready
    ? '配置检查在浏览器中运行，需要启用 JavaScript；当前浏览器没有运行脚本，无法检查。'
    : state.phase === 'empty'
      ? '粘贴或拖入 config.yaml 后自动检查。'
      : state.phase === 'checking'
        ? `正在检查（${sizeText(state.chars)}）…${elapsed >= 1 ? `已用 ${elapsed} 秒` : ''}`
        : state.phase === 'file-error'
          ? `没有检查：${state.message}`
          : summaryOf(state.report);

  return (
    <div className={styles.checker}>
      <div className={styles.inputs}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          config.yaml 的内容（{version}）
        </label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          className={styles.textarea}
          data-dragging={dragging || undefined}
          rows={14}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          wrap="off"
          placeholder={'粘贴 config.yaml 的内容，或把文件拖到这里，例如：\npool:\n  bossThreadSize: 4'}
          disabled={!ready}
          aria-describedby={`${id}-privacy`}
          onInput={schedule}
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes('Files')) {
              e.preventDefault();
              setDragging(true);
            }
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        />
        <p id={`${id}-privacy`} className={styles.privacy}>
          内容只在这台设备的浏览器中检查，不会上传，也不会写进页面地址。
        </p>
        <div className={styles.controls}>
          <label className={styles.file}>
            <span>选择文件</span>
            <input
              type="file"
              accept=".yaml,.yml,text/yaml,application/yaml,text/plain"
              disabled={!ready}
              onKeyDown={(e) => {
                // Enter opens the file dialog as Space does (a browser's file input answers only Space).
                if (e.key === 'Enter') {
                  e.preventDefault();
                  e.currentTarget.click();
                }
              }}
              onChange={(e) => {
                void load(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {/* data-lists-versions: the later versions, which grow with every release (a cut version's frozen page lists the new one). */}
          {later.length > 0 ? (
            <span className={styles.target} data-lists-versions="">
              <label htmlFor={`${id}-target`}>升级检查：</label>
              <select id={`${id}-target`} value={target} onChange={onTarget} disabled={!ready}>
                <option value="">不检查升级</option>
                {later.map((v) => (
                  <option key={v} value={v}>
                    升级到 {v}
                  </option>
                ))}
              </select>
            </span>
          ) : (
            <span className={styles.note} data-lists-versions="">
              {version} 是最新版本，没有可升级到的版本。
            </span>
          )}
        </div>
      </div>
      <p className={styles.status} role="status" aria-live="polite" data-phase={ready ? state.phase : 'no-script'}>
        {status}
      </p>
      {state.phase === 'done' && <Results report={state.report} pathOf={pathOf} goTo={goTo} boxId={`${id}-text`} />}
    </div>
  );
}
