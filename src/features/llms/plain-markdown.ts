/** Hooks that render the site's MDX components as Markdown. */
export interface ComponentRenderers {
  configTable: (page: string, table: string) => string;
  quickReference: () => string;
  /** The HTTP API components (src/features/http-api/components): name and string props. */
  httpApi: (name: string, props: Record<string, string>) => string;
  versionChanges: () => string;
}

/**
 * A page's MDX source as plain Markdown: no front matter, no imports, the config-key components
 * rendered as tables, other JSX wrappers (Tabs, TabItem …) dropped with their content kept.
 */
export function toPlainMarkdown(source: string, render: ComponentRenderers): string {
  const fenced: string[] = [];
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => `\u0000${fenced.push(block) - 1}\u0000`)
    .replace(/^import .*$/gm, '')
    .replace(/<ConfigKeyTable\s+page="([^"]+)"\s+table="([^"]+)"\s*\/>/g, (_, page: string, table: string) => render.configTable(page, table))
    .replace(/<ConfigQuickReference\s*\/>/g, () => render.quickReference())
    .replace(/<((?:Api|OpenApi)[A-Za-z]+)((?:\s+\w+="[^"]*")*)\s*\/>/g, (_, name: string, attrs: string) =>
      render.httpApi(name, Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))),
    )
    .replace(/<VersionChanges\s*\/>/g, () => render.versionChanges())
    .replace(/^\s*<\/?(Tabs|TabItem)\b[^>]*>\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => fenced[Number(i)])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
