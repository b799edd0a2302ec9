// Code blocks are highlighted at build time (src/features/code-blocks): a fenced block reaches the
// page as the theme's line markup with Prism's token classes, magic comments turned into highlighted
// lines, the title and line-number flag parsed as the theme parses them, and the copyable text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { codeHighlight } = await importTs('config/prism.ts');
const { default: rehypeHighlightCode } = await importTs('src/features/code-blocks/rehype-highlight-code.ts');
const { linesHtml, linesText, plainLines } = await importTs('src/features/code-blocks/lines-html.ts');

/** A Markdown code fence as remark-rehype and Docusaurus hand it to rehype plugins. */
function fence(language, meta, text) {
  const code = {
    type: 'element',
    tagName: 'code',
    properties: { className: language ? [`language-${language}`] : undefined, metastring: meta },
    children: [{ type: 'text', value: text }],
  };
  return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] };
}

async function highlight(language, meta, text) {
  const tree = fence(language, meta, text);
  await rehypeHighlightCode(codeHighlight)(tree);
  const code = tree.children[0].children[0];
  return { props: code.properties, text: code.children.map((c) => c.value).join('') };
}

/** The lines of the generated HTML: [class attribute, inner HTML without the closing <br>]. */
const lines = (html) => [...html.matchAll(/<span class="(token-line[^"]*)">(.*?)<br><\/span>/g)].map((m) => [m[1], m[2]]);

test('a YAML block gets token classes, its title, and a highlighted line from its magic comment', async () => {
  const { props, text } = await highlight('yaml', 'title="config.yaml"', 'store:\n  # highlight-next-line\n  storeType: LOCAL\n');
  assert.equal(props.title, 'config.yaml');
  assert.equal(props.metastring, undefined, 'the meta string is consumed at build time');
  assert.deepEqual(props.className, ['language-yaml']);
  assert.equal(linesText(props.highlightedHtml), 'store:\n  storeType: LOCAL', 'the copyable text has no magic comment');
  assert.equal(text, '\n', 'the code is not carried twice: its text is only in the HTML');
  assert.deepEqual(lines(props.highlightedHtml), [
    ['token-line', '<span class="token key atrule">store</span><span class="token punctuation">:</span>'],
    [
      'token-line theme-code-block-highlighted-line',
      '  <span class="token key atrule">storeType</span><span class="token punctuation">:</span> LOCAL',
    ],
  ]);
});

test("languages beyond prism-react-renderer's own are highlighted (bash, sql, properties, powershell …)", async () => {
  const cases = {
    bash: ['docker run -d --name fluxmq fluxmq/fluxmq:2.1.1', 'function'],
    sql: ['SELECT clientId FROM "$EVENT.PUBLISH"', 'keyword'],
    properties: ['mqtt.port=1883', 'attr-name'],
    powershell: ['Get-Process -Name java', 'function'],
    java: ['public class Main {}', 'keyword'],
    ini: ['[mqtt]\nport=1883', 'section'],
    http: ['GET /api/v1/client HTTP/1.1', 'request-line'],
    lua: ['local x = 1', 'keyword'],
    groovy: ['def x = 1', 'keyword'],
  };
  for (const [language, [code, tokenType]] of Object.entries(cases)) {
    const { props } = await highlight(language, undefined, `${code}\n`);
    assert.match(props.highlightedHtml, new RegExp(`class="token (?:[\\w-]+ )*${tokenType}[ "]`), `${language}: ${props.highlightedHtml}`);
  }
});

test('HTML in code is escaped, and a block of an unknown language stays plain text', async () => {
  const { props } = await highlight('text', undefined, '<script>alert("x")</script> & more\n');
  assert.equal(props.highlightedHtml, '<span class="token-line">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more<br></span>');
  const xml = await highlight('xml', undefined, '<a href="x">1 &lt; 2</a>\n');
  assert.doesNotMatch(xml.props.highlightedHtml, /<a /, 'markup inside code never becomes markup of the page');
});

test('line ranges in the meta string highlight lines, and showLineNumbers is passed on', async () => {
  const { props } = await highlight('bash', '{2} showLineNumbers', 'one\ntwo\nthree\n');
  assert.equal(props.showLineNumbers, true);
  assert.equal(linesText(props.highlightedHtml), 'one\ntwo\nthree');
  assert.deepEqual(
    lines(props.highlightedHtml).map(([cls]) => cls),
    ['token-line', 'token-line theme-code-block-highlighted-line', 'token-line'],
  );
});

test('an empty line in a block is one empty line, as the theme renders it', async () => {
  const { props } = await highlight('yaml', undefined, 'a: 1\n\nb: 2\n');
  assert.deepEqual(lines(props.highlightedHtml)[1], ['token-line', '']);
  const plain = await highlight('text', undefined, 'a\n\nb\n');
  assert.equal(
    plain.props.highlightedHtml,
    '<span class="token-line">a<br></span><span class="token-line"><br></span><span class="token-line">b<br></span>',
  );
});

test('a one-line block still ends in a newline, so the theme treats it as a block, not inline code', async () => {
  const { props, text } = await highlight('bash', undefined, 'npm ci\n');
  assert.equal(text, '\n');
  assert.equal(linesText(props.highlightedHtml), 'npm ci');
});

test('the line HTML joins same-type neighbours and keeps empty lines', () => {
  const html = linesHtml(
    [
      [
        { types: ['keyword'], content: 'a' },
        { types: ['keyword'], content: 'b' },
        { types: ['plain'], content: ' c' },
      ],
      [{ types: ['plain'], content: '' }],
      [{ types: ['string'], content: '"d"' }],
    ],
    { 2: ['hl'] },
  );
  assert.equal(
    html,
    '<span class="token-line"><span class="token keyword">ab</span> c<br></span><span class="token-line"><br></span><span class="token-line hl"><span class="token string">&quot;d&quot;</span><br></span>',
  );
  assert.equal(linesHtml(plainLines('x < y\nz')), '<span class="token-line">x &lt; y<br></span><span class="token-line">z<br></span>');
});

test('every code block of every version copies exactly its code: the text of its highlighted HTML is the code without magic comments', async () => {
  const { allSamples } = await import('../../scripts/lib/code-samples.mjs');
  const { factValue } = await importTs('src/data/shared-facts.ts');
  const { parseLines } = await importTs('src/features/code-blocks/theme-code-block-utils.ts');
  const samples = allSamples(factValue);
  assert.ok(samples.length > 500, `${samples.length} code blocks`);
  const differ = [];
  for (const sample of samples) {
    const { props } = await highlight(sample.lang || undefined, sample.meta || undefined, `${sample.text}\n`);
    const expected = parseLines(`${sample.text}\n`, {
      metastring: sample.meta,
      language: sample.lang,
      magicComments: codeHighlight.magicComments,
    }).code;
    if (linesText(props.highlightedHtml) !== expected) differ.push(`${sample.file}:${sample.line}`);
  }
  assert.deepEqual(differ, []);
});

test('the text of lines HTML undoes its escapes: <, >, & and " come back as typed', () => {
  const code = 'if a < b && c > "d" then\n\n  echo &amp; \'x\'';
  assert.equal(linesText(linesHtml(plainLines(code))), code);
});
