/**
 * MDX components of the API pages, rendered from the API data (src/data/http-api) for the docs version
 * being read: an endpoint's summary, field tables and examples, a module's endpoint table, the error
 * codes, and the link to download the version's OpenAPI file. The same data writes that file, so a page
 * and the file cannot disagree.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock, { type Props as CodeBlockProps } from '@theme/CodeBlock';
import { useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { inRange, toVersionName } from '@site/src/data/versions';
import { AUTH_SCHEMES, RESPONSE_CONVENTIONS } from '@site/src/data/http-api/conventions';
import {
  endpointIn,
  examples,
  fieldRows,
  moduleIn,
  requestSummary,
  responseSummary,
  type FieldRow,
  type Inline,
} from '@site/src/data/http-api/render';
import type { ApiEndpoint } from '@site/src/data/http-api';
import { exampleTokens } from '@site/src/data/http-api/highlight';
import { openApiFileName, openApiFilePath } from '@site/src/data/http-api/paths';
import { linesHtml } from '@site/src/features/code-blocks/lines-html';
import type { HighlightedCodeProps } from '@site/src/features/code-blocks/rehype-highlight-code';
import styles from './styles.module.css';
import phoneCards from '@site/src/features/wide-tables/phone-cards.module.css';

/** The theme's code block, which also takes HTML highlighted ahead of time (src/features/code-blocks/theme/CodeBlock). */
const HighlightedCodeBlock = CodeBlock as ComponentType<CodeBlockProps & HighlightedCodeProps>;

/** The docs version being read, by its data name (2.1.1 …), and its entry in the docs plugin's data. */
function useApiVersion() {
  const pluginVersion = useDocsVersion().version;
  const global = useVersions(undefined).find((v) => v.name === pluginVersion);
  if (!global) throw new Error(`HTTP API: docs version "${pluginVersion}" not found`);
  return { name: toVersionName(pluginVersion), global };
}

function InlineParts({ parts }: { parts: Inline[] }): ReactNode {
  return parts.map((p, i) => (p.code !== undefined ? <code key={i}>{p.code}</code> : <React.Fragment key={i}>{p.text}</React.Fragment>));
}

/** `METHOD /path`, breakable after each slash when a narrow column needs it. */
function MethodPath({ method, path }: { method: string; path: string }): ReactNode {
  const parts = path.split('/');
  return (
    <code>
      {method}{' '}
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}

/** 方法与路径, Content-Type and 认证 of one endpoint. */
export function ApiEndpointSummary({ id }: { id: string }): ReactNode {
  const { name: v } = useApiVersion();
  const { endpoint: e } = endpointIn(id, v);
  const schemes = AUTH_SCHEMES.filter((s) => inRange(s, v));
  return (
    <table tabIndex={0} className={styles.table}>
      <thead>
        <tr>
          <th>项目</th>
          <th>说明</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>方法与路径</td>
          <td>
            <MethodPath method={e.method} path={e.path} />
          </td>
        </tr>
        {e.request && (
          <tr>
            <td>Content-Type</td>
            <td>
              <code>application/json</code>
            </td>
          </tr>
        )}
        <tr>
          <td>认证</td>
          <td>{e.public ? '无需认证（公共接口）' : schemes.map((s) => s.label).join(' 或 ')}</td>
        </tr>
      </tbody>
    </table>
  );
}

function ValuesList({ values }: { values: Array<[string, string]> }): ReactNode {
  return (
    <ul className={styles.values}>
      {values.map(([value, meaning]) => (
        <li key={value}>
          <code>{value}</code>：{meaning}
        </li>
      ))}
    </ul>
  );
}

function FieldsTable({ rows }: { rows: FieldRow[] }): ReactNode {
  return (
    <table tabIndex={0} className={`http-api-fields ${styles.table} ${phoneCards.cards}`}>
      <thead>
        <tr>
          <th>字段</th>
          <th>类型</th>
          <th>说明</th>
          <th>示例</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>
              <code>{r.name}</code>
            </td>
            <td data-label="类型">{r.type}</td>
            <td>
              {r.description}
              {r.values && <ValuesList values={r.values} />}
            </td>
            <td data-label="示例">{r.example === undefined ? '—' : <code>{r.example}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The fields of an endpoint's request body, JSON response body, or query parameters. */
export function ApiFields({ id, part }: { id: string; part: 'request' | 'response' | 'query' }): ReactNode {
  const { name: v } = useApiVersion();
  const rows = fieldRows(endpointIn(id, v).endpoint, part, v);
  if (!rows.length) throw new Error(`HTTP API: endpoint "${id}" has no ${part} fields in ${v}`);
  return <FieldsTable rows={rows} />;
}

/** An endpoint's example request (curl) or response bodies, highlighted as fenced code blocks are. */
export function ApiExamples({ id, part }: { id: string; part: 'request' | 'response' }): ReactNode {
  const { name: v } = useApiVersion();
  const blocks = examples(endpointIn(id, v).endpoint, part, v);
  if (!blocks.length) throw new Error(`HTTP API: endpoint "${id}" has no ${part} example in ${v}`);
  return blocks.map((b) => (
    <HighlightedCodeBlock
      key={b.title}
      language={b.language}
      title={b.title}
      highlightedHtml={linesHtml(exampleTokens(b.code, b.language))}>
      {b.code}
    </HighlightedCodeBlock>
  ));
}

function EndpointsTable({ endpoints }: { endpoints: ApiEndpoint[] }): ReactNode {
  const { name: v, global } = useApiVersion();
  const pagePath = (docId: string | undefined) => (docId ? global.docs.find((d) => d.id === docId)?.path : undefined);
  return (
    <table tabIndex={0} className={`http-api-endpoints ${styles.table} ${styles.endpoints} ${phoneCards.cards}`}>
      <thead>
        <tr>
          <th>接口（方法与路径）</th>
          <th>请求参数（示例）</th>
          <th>响应（示例）</th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((e) => {
          const page = pagePath(e.page);
          return (
            <tr key={e.id}>
              <td>
                {page ? <Link to={page}>{e.summary}</Link> : e.summary}
                <br />
                <MethodPath method={e.method} path={e.path} />
              </td>
              <td data-label="请求参数">
                <InlineParts parts={requestSummary(e, v)} />
              </td>
              <td data-label="响应">
                <InlineParts parts={responseSummary(e, v)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A module's endpoints in the version being read: name, method and path, request example fields, response. */
export function ApiModuleTable({ module: moduleId }: { module: string }): ReactNode {
  const { name: v } = useApiVersion();
  return <EndpointsTable endpoints={moduleIn(moduleId, v).endpoints} />;
}

/** Some endpoints, named by id (comma-separated), as the module table shows them. */
export function ApiEndpointTable({ ids }: { ids: string }): ReactNode {
  const { name: v } = useApiVersion();
  return <EndpointsTable endpoints={ids.split(',').map((id) => endpointIn(id.trim(), v).endpoint)} />;
}

/** The error codes of the common response format. */
export function ApiErrorCodes(): ReactNode {
  const { name: v } = useApiVersion();
  if (!inRange(RESPONSE_CONVENTIONS, v)) throw new Error(`HTTP API: version ${v} documents no error codes`);
  return (
    <table tabIndex={0} className={styles.table}>
      <thead>
        <tr>
          <th>code</th>
          <th>含义</th>
          <th>处理建议</th>
        </tr>
      </thead>
      <tbody>
        {RESPONSE_CONVENTIONS.errorCodes.map((c) => (
          <tr key={c.code}>
            <td>{c.code}</td>
            <td>{c.meaning}</td>
            <td>{c.remedy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The link to this version's OpenAPI file (written by src/features/http-api at build time). */
export function OpenApiDownload(): ReactNode {
  const { name: v, global } = useApiVersion();
  return (
    <p className={styles.download}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a page of the site */}
      <a href={openApiFilePath(global.path)} download={openApiFileName(v)} className={styles.downloadLink}>
        下载 OpenAPI 文件，可导入 Apifox / Postman
      </a>
      <span className={styles.downloadNote}>（OpenAPI 3.1，FluxMQ {v} 的全部已记录接口）</span>
    </p>
  );
}
