/**
 * The API components of the pages as plain Markdown (for llms-full.txt): the same tables and examples
 * src/features/http-api/components renders, from the same functions, for one docs version.
 */
import { inRange } from '../versions';
import { AUTH_SCHEMES, RESPONSE_CONVENTIONS } from './conventions';
import { endpointIn, examples, fieldRows, inlineMarkdown, moduleIn, requestSummary, responseSummary } from './render';
import type { ApiEndpoint } from './types';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

function endpointsTable(endpoints: ApiEndpoint[], v: string): string {
  return table(
    ['接口（方法与路径）', '请求参数（示例）', '响应（示例）'],
    endpoints.map((e) => [
      `${e.summary} \`${e.method} ${e.path}\``,
      inlineMarkdown(requestSummary(e, v)),
      inlineMarkdown(responseSummary(e, v)),
    ]),
  );
}

/**
 * Markdown of one API component (`name` as in the MDX, its string props) in version v; `openApiUrl` is
 * the absolute address of the version's OpenAPI file. Throws on an unknown component.
 */
export function httpApiMarkdown(name: string, props: Record<string, string>, v: string, openApiUrl: string): string {
  switch (name) {
    case 'ApiEndpointSummary': {
      const { endpoint: e } = endpointIn(props.id ?? '', v);
      const auth = e.public
        ? '无需认证（公共接口）'
        : AUTH_SCHEMES.filter((s) => inRange(s, v))
            .map((s) => s.label)
            .join(' 或 ');
      return table(
        ['项目', '说明'],
        [['方法与路径', `\`${e.method} ${e.path}\``], ...(e.request ? [['Content-Type', '`application/json`']] : []), ['认证', auth]],
      );
    }
    case 'ApiFields': {
      const rows = fieldRows(endpointIn(props.id ?? '', v).endpoint, props.part as 'request' | 'response' | 'query', v);
      return table(
        ['字段', '类型', '说明', '示例'],
        rows.map((r) => [
          `\`${r.name}\``,
          r.type,
          r.values ? `${r.description}。取值：${r.values.map(([value, meaning]) => `\`${value}\` ${meaning}`).join('；')}` : r.description,
          r.example === undefined ? '—' : `\`${r.example}\``,
        ]),
      );
    }
    case 'ApiExamples':
      return examples(endpointIn(props.id ?? '', v).endpoint, props.part as 'request' | 'response', v)
        .map((b) => `\`\`\`${b.language} title="${b.title}"\n${b.code}\n\`\`\``)
        .join('\n\n');
    case 'ApiModuleTable':
      return endpointsTable(moduleIn(props.module ?? '', v).endpoints, v);
    case 'ApiEndpointTable':
      return endpointsTable(
        (props.ids ?? '').split(',').map((id) => endpointIn(id.trim(), v).endpoint),
        v,
      );
    case 'ApiErrorCodes':
      return table(
        ['code', '含义', '处理建议'],
        RESPONSE_CONVENTIONS.errorCodes.map((c) => [String(c.code), c.meaning, c.remedy]),
      );
    case 'OpenApiDownload':
      return `[下载 OpenAPI 文件，可导入 Apifox / Postman](${openApiUrl})（OpenAPI 3.1，FluxMQ ${v}）`;
    default:
      throw new Error(`HTTP API: no Markdown for component <${name} />`);
  }
}
