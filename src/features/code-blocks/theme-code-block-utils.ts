import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The theme's own code-block parsing (title, language, magic comments and `{1,3}` line ranges, line
 * numbers), so build-time highlighting reads a code fence exactly as Docusaurus does. The functions
 * live in @docusaurus/theme-common's lib/utils/codeBlockUtils.js; its public entry points also load
 * React hooks that only run in the bundle, so the file is required by its path.
 */
type CodeBlockUtils = {
  parseCodeBlockTitle(metastring?: string): string;
  parseLanguage(className: string): string | undefined;
  containsLineNumbers(metastring: string): boolean;
  parseLines(
    content: string,
    options: {
      metastring: string | undefined;
      language: string | undefined;
      magicComments: { className: string; line?: string; block?: { start: string; end: string } }[];
    },
  ): { lineClassNames: Record<number, string[]>; code: string };
};

const require = createRequire(import.meta.url);
const utils: CodeBlockUtils = require(path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'));

export const { parseCodeBlockTitle, parseLanguage, containsLineNumbers, parseLines } = utils;
