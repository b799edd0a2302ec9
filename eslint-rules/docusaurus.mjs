// The recommended rules of @docusaurus/eslint-plugin, written here because that plugin has no release
// matching the Docusaurus version every @docusaurus/* package of this site is pinned to (3.6.2).
// Same names, same checks, same severities as its `recommended` config:
//   string-literal-i18n-messages (error): <Translate> children and translate({ message }) are plain
//     strings, so the text can be extracted for translation;
//   no-html-links (warn): links are @docusaurus/Link, not <a> (option ignoreFullyResolved: true lets
//     `<a href="https://…">` through);
//   prefer-docusaurus-heading (warn): headings are @theme/Heading (anchors, hash links), not <h1>…<h6>.

/** A string whose value is known without running the code: 'x', `x`, or no expression inside. */
function isPlainString(node, { ignoredStrings } = {}) {
  let text;
  if (node.type === 'Literal') text = node.value;
  else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) text = node.quasis[0].value.raw;
  if (typeof text !== 'string') return false;
  return (
    !ignoredStrings ||
    !text
      .trim()
      .split(/\s+/)
      .every((word) => !word || ignoredStrings.includes(word))
  );
}

/** A child of <Translate> that is plain text: JSX text or {'a string'}. */
function isTextChild(child) {
  if (child.type === 'JSXText') return true;
  if (child.type === 'JSXExpressionContainer') return isPlainString(child.expression);
  return false;
}

/** A string computed from literals only ('a' + `b${'c'}`), or null when it depends on runtime values. */
function staticString(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    let out = '';
    for (let i = 0; i < node.quasis.length; i++) {
      out += node.quasis[i].value.raw;
      if (i < node.expressions.length) {
        const part = staticString(node.expressions[i]);
        if (part === null) return null;
        out += part;
      }
    }
    return out;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const [left, right] = [staticString(node.left), staticString(node.right)];
    return left !== null && right !== null ? left + right : null;
  }
  return null;
}

/** Whether a URL names its scheme (https:, mailto: …), i.e. leaves the site. */
function isFullyResolved(url) {
  try {
    return !!new URL(url).protocol;
  } catch {
    return false;
  }
}

const elementName = (opening) => (opening.name.type === 'JSXIdentifier' ? opening.name.name : null);

const docs = (name) => `https://docusaurus.io/docs/api/misc/@docusaurus/eslint-plugin/${name}`;

export const rules = {
  'string-literal-i18n-messages': {
    meta: {
      type: 'problem',
      docs: { description: 'enforce translate APIs to be called on plain text labels', url: docs('string-literal-i18n-messages') },
      schema: [],
      messages: {
        translateChildren:
          '<Translate> children must be hardcoded strings. You can have in-string dynamic placeholders using the values prop.',
        translateArg:
          'translation message must be a hardcoded string. You can have in-string dynamic placeholders using the values argument.',
      },
    },
    create(context) {
      return {
        JSXElement(node) {
          if (elementName(node.openingElement) !== 'Translate') return;
          if (node.children.some((child) => !isTextChild(child))) context.report({ node, messageId: 'translateChildren' });
        },
        CallExpression(node) {
          if (node.callee.type !== 'Identifier' || node.callee.name !== 'translate') return;
          const [param] = node.arguments;
          if (!param || param.type !== 'ObjectExpression') {
            context.report({ node, messageId: 'translateArg' });
            return;
          }
          const message = param.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'message');
          if (message && !isPlainString(message.value)) context.report({ node, messageId: 'translateArg' });
        },
      };
    },
  },
  'no-html-links': {
    meta: {
      type: 'problem',
      docs: { description: 'enforce using Docusaurus Link component instead of <a> tag', url: docs('no-html-links') },
      schema: [{ type: 'object', properties: { ignoreFullyResolved: { type: 'boolean' } }, additionalProperties: false }],
      messages: {
        link: 'Do not use an `<a>` element to navigate. Use the `<Link />` component from `@docusaurus/Link` instead. See: https://docusaurus.io/docs/docusaurus-core#link',
      },
    },
    create(context) {
      const { ignoreFullyResolved = false } = context.options[0] ?? {};
      return {
        JSXOpeningElement(node) {
          if (elementName(node) !== 'a') return;
          if (ignoreFullyResolved) {
            const href = node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'href');
            const value =
              href?.value?.type === 'JSXExpressionContainer'
                ? staticString(href.value.expression)
                : href?.value
                  ? staticString(href.value)
                  : null;
            if (value !== null && isFullyResolved(value)) return;
          }
          context.report({ node, messageId: 'link' });
        },
      };
    },
  },
  'prefer-docusaurus-heading': {
    meta: {
      type: 'problem',
      docs: {
        description: 'enforce using Docusaurus theme Heading component instead of any <hn> tag',
        url: docs('prefer-docusaurus-heading'),
      },
      schema: [],
      messages: {
        headings: 'Do not use any of the `<hn>` tags for headings. Use the `<Heading />` component from `@theme/Heading` instead.',
      },
    },
    create(context) {
      return {
        JSXOpeningElement(node) {
          if (/^h[1-6]$/.test(elementName(node) ?? '')) context.report({ node, messageId: 'headings' });
        },
      };
    },
  },
};

const plugin = { meta: { name: 'docusaurus-local' }, rules };

/** The plugin's `recommended` config, as a flat config entry (rules under the `@docusaurus/` prefix). */
plugin.configs = {
  recommended: {
    plugins: { '@docusaurus': plugin },
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'warn',
      '@docusaurus/prefer-docusaurus-heading': 'warn',
    },
  },
};

export default plugin;
