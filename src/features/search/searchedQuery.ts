/**
 * The query the search is asked for: the part of the reader's text the search reads (./searchedText.ts),
 * without an operation word it opens with.
 *
 * Readers ask for a task as a verb and an object: 「修改控制台密码」, 「开启 SSL」, 「更改 MQTT 端口」.
 * To a reader 修改, 设置, 配置, 更改, 指定 … are the same request, and so are 开启, 启用, 打开; a page
 * states the setting under one of them, or gives the key's name only. The search plugin requires
 * every word of a query on the page it suggests, so a reader's verb that is not the page's left the
 * page out, or ranked first the pages that happen to use that verb. The object says which page is
 * meant; the verb only says that something is to be changed, which every configuration page is for.
 * So an operation word at the start of the query is not searched when something follows it.
 *
 * Only the opening word is dropped: later in a query these words name a subject
 * (「ACL 配置」, 「集群配置」), a query of the word alone is searched as typed, and so is a noun the
 * word begins (「配置文件」, 「配置项」: NOUNS).
 */
import { searchedText } from './searchedText';

/**
 * Operation words, by the request they make: each group is one request to a reader. Longer words
 * first within the match (see OPENING), so 「设定」 is not read as 「设」 + 「定」.
 */
export const OPERATION_WORDS: readonly (readonly string[])[] = [
  // change or set a value
  ['修改', '更改', '改变', '设置', '设定', '配置', '指定', '调整'],
  // switch something on
  ['开启', '启用', '打开', '激活'],
  // switch something off
  ['关闭', '禁用', '停用'],
];

/**
 * Nouns that begin with an operation word: the reader names a thing, not a task — parts of a
 * configuration, and the site's own section and page names (the 配置指南 category, 配置检查, 配置速查).
 */
export const NOUNS: readonly string[] = ['配置项', '配置文件', '配置段', '配置示例', '设置项', '配置指南', '配置检查', '配置速查'];

const ALL_WORDS = OPERATION_WORDS.flat().sort((a, b) => b.length - a.length);
/** An operation word at the start of the text (after spaces), then something searchable. */
const OPENING = new RegExp(`^\\s*(?:${ALL_WORDS.join('|')})\\s*(?=[\\w\\p{Unified_Ideograph}])`, 'u');

/** The text without the operation word it opens with, when something searchable follows it. */
export function withoutOpeningOperation(text: string): string {
  if (NOUNS.some((noun) => text.trimStart().startsWith(noun))) return text;
  return text.replace(OPENING, '');
}

/** What the search box and the search page ask the search for, for the text the reader typed. */
export function searchedQuery(text: string): string {
  return withoutOpeningOperation(searchedText(text));
}
