/**
 * A recma plugin (MDX's last stage, on the compiled JavaScript) that lets React render a long doc
 * page in several pieces instead of one.
 *
 * MDX compiles a page into one function, `_createMdxContent`, which creates every element of the
 * page in a single call. React cannot pause inside a call, so on a long page that call is one long
 * task while the page hydrates: ~120 ms on a throttled phone for gzyq/rule/FUNCTION (76 code
 * blocks, 23 tables; bench/HISTORY.md). This plugin moves the page's later sections, split at `##`
 * or `###` headings into parts of roughly PART_SIZE elements each, into their own component functions
 * (`_createMdxContentPart1` …) that `_createMdxContent` renders in their place. Each part is then
 * its own unit of work, and React yields to the browser between parts.
 *
 * The output is the same: each part returns a fragment holding the same children in the same
 * order, reads the same components (the `_components` object and the names taken from it are
 * declared again in each part, from the same code), and gets the page's props. A page whose
 * compiled shape is not the one expected, or that is short, is left as it is.
 */

/**
 * About how many elements a part holds (a section is never cut). A part's first call also compiles
 * its function: parts of ~250 elements took up to 17 ms each on this machine (~70 ms on a phone-class
 * CPU, past the 50 ms of a long task); ~120 keep each under half of that.
 */
export const PART_SIZE = 120;
/** Pages with fewer elements than this are not split. */
export const MIN_PAGE_SIZE = 500;

// The few estree shapes this plugin reads and writes (the full types are not needed).
type Node = { type: string; [key: string]: unknown };
type Program = Node & { body: Node[] };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A call of the JSX runtime: _jsx(…), _jsxs(…), _jsxDEV(…). */
function isJsxCall(node: unknown): node is Node & { callee: Node; arguments: Node[] } {
  return (
    isNode(node) &&
    node.type === 'CallExpression' &&
    isNode(node.callee) &&
    node.callee.type === 'Identifier' &&
    String(node.callee.name).startsWith('_jsx')
  );
}

/** How many elements an expression creates (JSX runtime calls, nested ones included). */
function elementCount(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + elementCount(child), 0);
  if (!isNode(node)) return 0;
  let count = isJsxCall(node) ? 1 : 0;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') count += elementCount(value);
  }
  return count;
}

/** `_jsx(_components.h2, …)` or h3: where a section starts. */
function isSectionHeading(node: Node): boolean {
  if (!isJsxCall(node)) return false;
  const type = node.arguments[0];
  return (
    isNode(type) &&
    type.type === 'MemberExpression' &&
    isNode(type.property) &&
    (type.property.name === 'h2' || type.property.name === 'h3')
  );
}

/** The children array of `return _jsxs(_Fragment, { children: [...] })`, or null. */
function returnedChildren(statement: Node | undefined): Node[] | null {
  if (!statement || statement.type !== 'ReturnStatement' || !isJsxCall(statement.argument)) return null;
  const props = statement.argument.arguments[1];
  if (!isNode(props) || props.type !== 'ObjectExpression') return null;
  const children = (props.properties as Node[]).find((p) => p.type === 'Property' && isNode(p.key) && p.key.name === 'children');
  const value = children?.value;
  return isNode(value) && value.type === 'ArrayExpression' ? (value.elements as Node[]) : null;
}

/** Children → groups: the first stays in place, each later one starts at a `##` or `###` heading. */
function partsOf(children: Node[]): Node[][] {
  const groups: Node[][] = [[]];
  let size = 0;
  for (const child of children) {
    if (isSectionHeading(child) && size >= PART_SIZE) {
      groups.push([]);
      size = 0;
    }
    groups[groups.length - 1]!.push(child);
    size += elementCount(child);
  }
  return groups;
}

const identifier = (name: string): Node => ({ type: 'Identifier', name });

/** Split `_createMdxContent` of a compiled MDX module (see above). */
export function splitMdxContent(program: Program): number {
  const main = program.body.find(
    (n): n is Node & { body: { body: Node[] }; params: Node[] } =>
      n.type === 'FunctionDeclaration' && isNode(n.id) && n.id.name === '_createMdxContent',
  );
  if (!main) return 0;
  const statements = main.body.body;
  const children = returnedChildren(statements[statements.length - 1]);
  const declarations = statements.slice(0, -1);
  // Only the shape MDX produces: declarations of `_components` (and names from it), then checks.
  const expected = declarations.every((s) => s.type === 'VariableDeclaration' || s.type === 'IfStatement');
  if (!children || !expected || elementCount(children) < MIN_PAGE_SIZE) return 0;
  // Each part is rendered with the page's props, so they must have a name.
  const propsName = isNode(main.params[0]) && main.params[0].type === 'Identifier' ? String(main.params[0].name) : null;
  const groups = partsOf(children);
  if (groups.length < 2 || !propsName) return 0;
  const fragmentCall = (statements[statements.length - 1] as Node & { argument: Node & { callee: Node; arguments: Node[] } }).argument;
  const parts = groups.slice(1).map((group, i) => {
    const name = `_createMdxContentPart${i + 1}`;
    // The same return as _createMdxContent's (a fragment of children), holding this group only.
    const partReturn: Node = {
      type: 'ReturnStatement',
      argument: {
        type: 'CallExpression',
        optional: false,
        callee: structuredClone(fragmentCall.callee),
        arguments: [
          structuredClone(fragmentCall.arguments[0]),
          {
            type: 'ObjectExpression',
            properties: [
              {
                type: 'Property',
                kind: 'init',
                method: false,
                shorthand: false,
                computed: false,
                key: identifier('children'),
                value: { type: 'ArrayExpression', elements: group },
              },
            ],
          },
        ],
      },
    };
    const declaration: Node = {
      type: 'FunctionDeclaration',
      id: identifier(name),
      params: structuredClone(main.params),
      body: {
        type: 'BlockStatement',
        body: [...structuredClone(declarations.filter((s) => s.type === 'VariableDeclaration')), partReturn],
      },
      generator: false,
      async: false,
    };
    return { name, declaration };
  });
  // _createMdxContent keeps the first group and renders each part, with the page's props, after it.
  const jsx = fragmentCall.callee.name === '_jsxDEV' ? '_jsxDEV' : '_jsx';
  children.splice(
    0,
    children.length,
    ...groups[0]!,
    ...parts.map(({ name }) => ({
      type: 'CallExpression',
      optional: false,
      callee: identifier(jsx),
      arguments: [identifier(name), { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: identifier(propsName) }] }],
    })),
  );
  program.body.splice(program.body.indexOf(main) + 1, 0, ...parts.map((p) => p.declaration));
  return parts.length;
}

/** The recma plugin: `recmaPlugins: [recmaSplitMdxContent]` in the docs plugin options. */
export default function recmaSplitMdxContent() {
  return (tree: Program): void => {
    splitMdxContent(tree);
  };
}
