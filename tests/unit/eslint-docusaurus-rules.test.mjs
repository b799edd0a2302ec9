// The local copies of @docusaurus/eslint-plugin's recommended rules (eslint-rules/docusaurus.mjs) flag
// what the Docusaurus docs say they flag, and nothing else.
import { test } from 'node:test';
import { RuleTester } from 'eslint';
import { rules } from '../../eslint-rules/docusaurus.mjs';

RuleTester.describe = (name, fn) => fn();
RuleTester.it = (name, fn) => fn();
RuleTester.itOnly = RuleTester.it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
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
      { code: '<a href={`https://${"example.com"}/x`}>x</a>', options: [{ ignoreFullyResolved: true }] },
      { code: '<a href={"mailto:" + "a@b.c"}>mail</a>', options: [{ ignoreFullyResolved: true }] },
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
