// What the search box and the search page ask the search for (src/features/search/searchedQuery.ts):
// the bounded text (searchedText) without an operation word it opens with — 修改/设置/配置/更改/指定 …,
// 开启/启用/打开 …, 关闭/禁用 … are one request to a reader, and a page states its setting under one
// of them or under none. Anywhere else, alone, or as the start of a noun, the word is searched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { searchedQuery, withoutOpeningOperation, OPERATION_WORDS, NOUNS } = await importTs('src/features/search/searchedQuery.ts');
const { searchedText } = await importTs('src/features/search/searchedText.ts');

test('a task opening with an operation word is searched by its object', () => {
  assert.equal(searchedQuery('修改控制台密码'), '控制台密码');
  assert.equal(searchedQuery('开启 SSL'), 'SSL');
  assert.equal(searchedQuery('  更改 MQTT 端口'), 'MQTT 端口');
  assert.equal(searchedQuery('打开websocket'), 'websocket');
  assert.equal(searchedQuery('关闭匿名登录'), '匿名登录');
  for (const word of OPERATION_WORDS.flat()) {
    assert.equal(searchedQuery(`${word}集群`), '集群', word);
    assert.equal(searchedQuery(`${word} kafka 地址`), 'kafka 地址', word);
  }
});

test('an operation word that is not the opening word, is alone, or begins a noun is searched', () => {
  for (const q of ['ACL 配置', '集群配置', 'mqtt 开启 ssl', '配置', '开启', '开启 ', ' 设置 ', 'kafka', '', '   ', '8080']) {
    assert.equal(searchedQuery(q), q);
  }
  for (const noun of NOUNS) assert.equal(searchedQuery(`${noun} messageMaxSize`), `${noun} messageMaxSize`, noun);
  // A word merely sharing a character with an operation word is not one.
  for (const q of ['设备上线通知', '开机自启', '配额']) assert.equal(searchedQuery(q), q);
});

test('a long paste is first cut where the search stops reading, then loses its opening operation word', () => {
  const paste = `修改${'集群配置消息持久化规则引擎数据源'.repeat(50)}`;
  assert.equal(searchedQuery(paste), withoutOpeningOperation(searchedText(paste)));
  assert.ok(searchedText(paste).startsWith('修改'));
  assert.ok(!searchedQuery(paste).startsWith('修改'));
});

test('planted: a query whose operation word is kept would be searched with it (the check sees the difference)', () => {
  // The same text with the word somewhere else than the start is searched unchanged: the function
  // looks at the opening only, so a broken pattern (dropping every operation word) fails here.
  assert.notEqual(searchedQuery('密码 修改'), '密码 ');
  assert.equal(searchedQuery('密码 修改'), '密码 修改');
});
