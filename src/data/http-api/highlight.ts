/**
 * Highlighting for the code the API components generate (curl commands, JSON, Prometheus text), in
 * the browser and on the server alike, without Prism: Prism stays out of the browser (see
 * src/features/code-blocks), and these few shapes are simple. The tokens are those Prism gives the
 * same code at build time (tests/unit/http-api.test.mjs compares them for every generated example), so
 * these blocks look exactly like the fenced ones.
 */
import type { CodeToken } from '@site/src/features/code-blocks/lines-html';

export type ExampleLanguage = 'bash' | 'json' | 'text';

const JSON_PUNCTUATION = new Set(['{', '}', '[', ']', ',']);

/** JSON as Prism's json grammar tokenises it. */
function jsonTokens(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== '"') j += code[j] === '\\' ? 2 : 1;
      const content = code.slice(i, j + 1);
      const isKey = /^\s*:/.test(code.slice(j + 1));
      tokens.push({ types: [isKey ? 'property' : 'string'], content });
      i = j + 1;
    } else if (JSON_PUNCTUATION.has(c)) {
      tokens.push({ types: ['punctuation'], content: c });
      i++;
    } else if (c === ':') {
      tokens.push({ types: ['operator'], content: c });
      i++;
    } else {
      const word = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(code.slice(i))?.[0];
      if (word) {
        tokens.push({ types: word === 'null' ? ['null', 'keyword'] : /^[tf]/.test(word) ? ['boolean'] : ['number'], content: word });
        i += word.length;
      } else {
        tokens.push({ types: ['plain'], content: c });
        i++;
      }
    }
  }
  return tokens;
}

/** The curl commands of ./render.ts as Prism's bash grammar tokenises them. */
function bashTokens(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let i = 0;
  let lineStart = true;
  while (i < code.length) {
    const c = code[i]!;
    const rest = code.slice(i);
    const before = i === 0 ? '\n' : code[i - 1]!;
    if (c === "'" || c === '"') {
      const end = code.indexOf(c, i + 1);
      const j = end < 0 ? code.length : end + 1;
      tokens.push({ types: ['string'], content: code.slice(i, j) });
      i = j;
    } else if (c === '\\') {
      tokens.push({ types: ['punctuation'], content: c });
      // Prism leaves the character the backslash escapes as plain text.
      if (i + 1 < code.length && code[i + 1] !== '\n') tokens.push({ types: ['plain'], content: code[i + 1]! });
      i += code[i + 1] === '\n' ? 1 : 2;
    } else if (lineStart && rest.startsWith('curl') && !/\w/.test(rest[4] ?? '')) {
      tokens.push({ types: ['function'], content: 'curl' });
      i += 4;
    } else if (c === '-' && /\s/.test(before)) {
      const flag = /^--?[\w-]+/.exec(rest)![0];
      tokens.push({ types: ['parameter', 'variable'], content: flag });
      i += flag.length;
    } else {
      tokens.push({ types: ['plain'], content: c });
      i++;
    }
    if (c === '\n') lineStart = true;
    else if (!/\s/.test(c)) lineStart = false;
  }
  return tokens;
}

/** Split tokens at newlines into lines, as prism-react-renderer's normalizeTokens does, joining plain runs. */
function toLines(tokens: CodeToken[]): CodeToken[][] {
  const lines: CodeToken[][] = [[]];
  for (const t of tokens) {
    t.content.split('\n').forEach((part, k) => {
      if (k > 0) lines.push([]);
      if (part === '') return;
      const line = lines[lines.length - 1]!;
      const last = line[line.length - 1];
      if (last && last.types.join(' ') === t.types.join(' ')) last.content += part;
      else line.push({ types: [...t.types], content: part });
    });
  }
  return lines;
}

/** The lines of tokens of generated example code. */
export function exampleTokens(code: string, language: ExampleLanguage): CodeToken[][] {
  if (language === 'json') return toLines(jsonTokens(code));
  if (language === 'bash') return toLines(bashTokens(code));
  return code.split('\n').map((content) => (content ? [{ types: ['plain'], content }] : []));
}
