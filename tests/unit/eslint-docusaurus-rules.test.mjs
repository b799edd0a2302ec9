// Docusaurus's recommended ESLint rules (the published @docusaurus/eslint-plugin, eslint.config.mjs) run
// under this ESLint on the site's components: a planted violation of each is reported by rule name, and
// each rule flags what the Docusaurus docs say it flags, and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import plugin from '@docusaurus/eslint-plugin';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { rules } = plugin;

RuleTester.describe = (name, fn) => fn();
RuleTester.it = (name, fn) => fn();
RuleTester.itOnly = RuleTester.it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** The @docusaurus/ findings of the repository's ESLint config on `code` as a component at `file`. */
async function docusaurusFindings(code, file = 'src/features/planted-probe.tsx') {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith('@docusaurus/') || m.fatal)
    .map((m) => `${m.line} ${m.ruleId} ${m.severity === 2 ? 'error' : 'warn'}`);
}

const PLANTED = `import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';

export default function Planted({ name }: { name: string }) {
  const label = translate({ message: name });
  return (
    <div title={label}>
      <a href="/config/mqtt">MQTT</a>
      <h2>Title</h2>
      <Translate>{name}</Translate>
    </div>
  );
}
`;

test("eslint.config.mjs applies @docusaurus/eslint-plugin's recommended rules to the site's components", async () => {
  const config = await new ESLint({ cwd: ROOT }).calculateConfigForFile(path.join(ROOT, 'src/features/planted-probe.tsx'));
  assert.equal(config.plugins['@docusaurus'], plugin, 'the published plugin, not a copy');
  const configured = Object.fromEntries(
    Object.entries(config.rules)
      .filter(([name]) => name.startsWith('@docusaurus/'))
      .map(([name, [severity]]) => [name, severity]),
  );
  assert.deepEqual(configured, {
    '@docusaurus/string-literal-i18n-messages': 2,
    '@docusaurus/no-html-links': 1,
    '@docusaurus/prefer-docusaurus-heading': 1,
  });
});

test('a planted violation of each recommended rule is reported by its name, with its severity', async () => {
  assert.deepEqual(await docusaurusFindings(PLANTED), [
    '5 @docusaurus/string-literal-i18n-messages error',
    '8 @docusaurus/no-html-links warn',
    '9 @docusaurus/prefer-docusaurus-heading warn',
    '10 @docusaurus/string-literal-i18n-messages error',
  ]);
});

test('the same component written the Docusaurus way is not reported', async () => {
  const fixed = `import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';

export default function Planted({ name }: { name: string }) {
  const label = translate({ message: 'Hello {name}' }, { name });
  return (
    <div title={label}>
      <Link to="/config/mqtt">MQTT</Link>
      <Heading as="h2">Title</Heading>
      <Translate values={{ name }}>{'Hello {name}'}</Translate>
    </div>
  );
}
`;
  assert.deepEqual(await docusaurusFindings(fixed), []);
});

test('string-literal-i18n-messages: <Translate> and translate() take plain strings only', () => {
  tester.run('string-literal-i18n-messages', rules['string-literal-i18n-messages'], {
    valid: [
      '<Translate>Some text to be translated</Translate>',
      "<Translate>{'Some text'}</Translate>",
      '<Translate>{`Some text`}</Translate>',
      "<Translate values={{ n: count }}>{'{n} results'}</Translate>",
      "translate({ message: 'Some text', id: 'x' })",
      'translate({ message: `Some text` })',
      "translate({ id: 'only.an.id' })",
      'other({ message: text })',
    ],
    invalid: [
      { code: 'const text = "x"; <Translate>{text}</Translate>', errors: [{ messageId: 'translateChildren' }] },
      { code: '<Translate>{`a ${b}`}</Translate>', errors: [{ messageId: 'translateChildren' }] },
      { code: '<Translate><b>bold</b></Translate>', errors: [{ messageId: 'translateChildren' }] },
      { code: 'const text = "x"; translate({ message: text })', errors: [{ messageId: 'translateArg' }] },
      { code: 'translate({ message: `a ${b}` })', errors: [{ messageId: 'translateArg' }] },
      { code: "translate('Some text')", errors: [{ messageId: 'translateArg' }] },
      { code: 'translate()', errors: [{ messageId: 'translateArg' }] },
    ],
  });
});

test('no-html-links: <a> is reported, Link is not; ignoreFullyResolved lets absolute addresses through', () => {
  tester.run('no-html-links', rules['no-html-links'], {
    valid: [
      '<Link to="/page">go to page!</Link>',
      '<Link to="https://example.com">Example</Link>',
      { code: '<a href="https://github.com/facebook/docusaurus">GitHub</a>', options: [{ ignoreFullyResolved: true }] },
      { code: '<a href={`mailto:a@b.c`}>mail</a>', options: [{ ignoreFullyResolved: true }] },
    ],
    invalid: [
      { code: '<a href="/page">go to page!</a>', errors: [{ messageId: 'link' }] },
      { code: '<a href="https://twitter.com/docusaurus" target="_blank">Twitter</a>', errors: [{ messageId: 'link' }] },
      { code: '<a href="#anchor">jump</a>', errors: [{ messageId: 'link' }] },
      { code: '<a href="/page">x</a>', options: [{ ignoreFullyResolved: true }], errors: [{ messageId: 'link' }] },
      { code: '<a href={url}>x</a>', options: [{ ignoreFullyResolved: true }], errors: [{ messageId: 'link' }] },
    ],
  });
});

test('prefer-docusaurus-heading: <h1>…<h6> are reported, Heading and other elements are not', () => {
  tester.run('prefer-docusaurus-heading', rules['prefer-docusaurus-heading'], {
    valid: ['<Heading as="h2" id="x">Title</Heading>', '<header>x</header>', '<hr />', '<h7>not html</h7>'],
    invalid: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => ({ code: `<${h}>Title</${h}>`, errors: [{ messageId: 'headings' }] })),
  });
});
