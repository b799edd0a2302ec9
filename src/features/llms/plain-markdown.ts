/** Hooks that render the site's MDX components and links as Markdown. */
export interface ComponentRenderers {
  configTable: (page: string, table: string) => string;
  quickReference: () => string;
  /** The HTTP API components (src/features/http-api/components): name and string props. */
  httpApi: (name: string, props: Record<string, string>) => string;
  /** The 「版本变化」 page's tables (src/features/version-changes). */
  versionChanges: () => string;
  /**
   * Any other self-closing component on a line of its own (`<TopicTester example="share" />`): the
   * text that stands for it, or '' to leave it out. Without this hook such components are left out.
   */
  component?: (name: string, attributes: Record<string, string>) => string;
  /** A relative link to another page's Markdown file (`../config/mqtt.md#x`): the address to write instead. */
  link?: (target: string) => string;
}

/**
 * The heading the page shows for each admonition type without a title, used as the label of its
 * quote: the zh-Hans translations of @docusaurus/theme-classic's Admonition types
 * (theme.admonition.*: :::warning is 注意, the legacy :::caution 警告) and the literal titles the
 * theme gives its legacy aliases. tests/unit/plain-markdown.test.mjs checks them against the theme.
 */
export const ADMONITION_LABEL: Readonly<Record<string, string>> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '注意',
  danger: '危险',
  caution: '警告',
  secondary: 'secondary',
  important: 'important',
  success: 'success',
};

const FENCED = /^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm;
const TOKEN = (i: number) => `\u0000${i}\u0000`;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of text.matchAll(/([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{"([^"]*)"\}))?/g))
    attributes[m[1]] = m[2] ?? m[3] ?? m[4] ?? 'true';
  return attributes;
}

/**
 * A page's MDX source as plain Markdown: no front matter, no imports, no MDX comments; the
 * config-key components rendered as tables; Tabs as labelled sections (each TabItem's label in
 * bold, its content below); admonitions as quotes headed by their label and title; <details> as a
 * bold summary and its content; other components through `render.component`; code blocks —
 * Mermaid diagrams included — exactly as written; relative page links through `render.link`.
 */
export function toPlainMarkdown(source: string, render: ComponentRenderers): string {
  const fenced: string[] = [];
  let text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(FENCED, (block) => TOKEN(fenced.push(block) - 1))
    .replace(/^import .*$/gm, '')
    .replace(/<ConfigKeyTable\s+page="([^"]+)"\s+table="([^"]+)"\s*\/>/g, (_, page: string, table: string) =>
      render.configTable(page, table),
    )
    .replace(/<ConfigQuickReference\s*\/>/g, () => render.quickReference())
    .replace(/<((?:Api|OpenApi)[A-Za-z]+)((?:\s+\w+="[^"]*")*)\s*\/>/g, (_, name: string, attrs: string) =>
      render.httpApi(name, Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))),
    )
    .replace(/<VersionChanges\s*\/>/g, () => render.versionChanges())
    .replace(/^\s*<TabItem\b([^>]*)>\s*$/gm, (_, attrs: string) => {
      const a = attributesOf(attrs);
      return `\n**${a.label ?? a.value ?? ''}**\n`;
    })
    .replace(/^\s*<\/?(Tabs|TabItem)\b[^>]*>\s*$/gm, '')
    .replace(/^\s*<summary>([\s\S]*?)<\/summary>\s*$/gm, (_, summary: string) => `\n**${summary.trim()}**\n`)
    .replace(/^\s*<\/?details>\s*$/gm, '')
    .replace(
      /^<([A-Z][A-Za-z0-9]*)\b([^>]*?)\/>[ \t]*$/gm,
      (_, name: string, attrs: string) => render.component?.(name, attributesOf(attrs)) ?? '',
    )
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  if (render.link) {
    const link = render.link;
    text = text.replace(/\]\(((?!\/|[a-z][a-z0-9+.-]*:|#)[^)\s]+?\.mdx?(?:#[^)\s]*)?)\)/gi, (_, target: string) => `](${link(target)})`);
  }
  // Admonitions (:::type Title … :::) become quotes: "> **注意：Title**", then the content.
  text = text.replace(/^:::([a-z]+)[ \t]*([^\n]*)\n([\s\S]*?)\n:::[ \t]*$/gm, (_, type: string, title: string, body: string) => {
    const label = ADMONITION_LABEL[type] ?? type;
    const heading = title.trim() ? `${label}：${title.trim()}` : label;
    const lines = body.replace(/^\n+|\n+$/g, '').split('\n');
    return [`> **${heading}**`, '>', ...lines.map((l) => (l ? `> ${l}` : '>'))].join('\n');
  });
  return (
    text
      // eslint-disable-next-line no-control-regex -- NUL delimits the placeholders this function inserted above; page text never holds it
      .replace(/^(> )?\u0000(\d+)\u0000/gm, (_, quote: string | undefined, i: string) => {
        const block = fenced[Number(i)];
        return quote
          ? block
              .split('\n')
              .map((l) => (l ? `> ${l}` : '>'))
              .join('\n')
          : block;
      })
      // eslint-disable-next-line no-control-regex -- NUL delimits the placeholders this function inserted above; page text never holds it
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => fenced[Number(i)])
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
