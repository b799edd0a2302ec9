// Code-block colours come from CSS (src/features/code-blocks/prism-theme-css.ts), not from inline styles: every
// token colour of the light and dark Prism themes has its rule, scoped to its colour mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themes } from 'prism-react-renderer';
import { importTs } from '../lib/import-ts.mjs';

const { prismThemeCss } = await importTs('src/features/code-blocks/prism-theme-css.ts');

/** The declarations of the last rule whose selector list contains `selector`. */
function declarationsFor(css, selector) {
  let found = null;
  for (const m of css.replace(/\/\*[^]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (
      m[1]
        .split(',')
        .map((s) => s.trim())
        .includes(selector)
    )
      found = m[2];
  }
  return found;
}

test('every token style of both themes becomes a rule in its colour mode', () => {
  const css = prismThemeCss({ light: themes.vsLight, dark: themes.vsDark });
  for (const [mode, theme] of [
    ['light', themes.vsLight],
    ['dark', themes.vsDark],
  ]) {
    for (const { types, languages, style } of theme.styles) {
      const block = languages ? `.prism-code.language-${languages[0]}` : '.prism-code';
      for (const type of types) {
        const decl = declarationsFor(css, `[data-theme='${mode}'] ${block} .token.${type}`);
        assert.ok(decl, `${mode} ${type}`);
        assert.match(decl, new RegExp(`color: ${style.color.replace(/[()]/g, '\\$&')};`), `${mode} ${type}`);
      }
    }
    const root = declarationsFor(css, `[data-theme='${mode}']`);
    assert.match(root, new RegExp(`--fluxmq-code-color: ${theme.plain.color};`));
    assert.match(root, new RegExp(`--fluxmq-code-background: ${theme.plain.backgroundColor};`));
  }
});

test('camelCase style keys become CSS properties', () => {
  const theme = {
    plain: { color: '#000', backgroundColor: '#fff' },
    styles: [{ types: ['comment'], style: { color: '#080', fontStyle: 'italic' } }],
  };
  const css = prismThemeCss({ light: theme, dark: theme });
  assert.match(declarationsFor(css, "[data-theme='dark'] .prism-code .token.comment"), /font-style: italic;/);
});
