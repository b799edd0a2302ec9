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
import { inSiteWords } from './siteWords';

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

/**
 * The queries the search is asked for, for the text the reader typed, in order: the query in the
 * site's words when the text names something in English that the pages name in Chinese
 * (./siteWords.ts: 「shared subscription」 → 共享订阅), then searchedQuery(text), each once: the last is
 * always searchedQuery(text) (tests wait for the worker's answer to it, tests/lib/search-worker-calls.mjs).
 * The text as typed, with its operation word, is not searched as well: on the tuning set it ranked
 * pages that happen to use the reader's verb above the page meant (bench/RESULTS.md).
 */
export function searchedQueries(text: string): string[] {
  const typed = searchedText(text);
  const queries = [withoutOpeningOperation(inSiteWords(typed)), withoutOpeningOperation(typed)];
  return [...new Set(queries)].filter((query) => query.trim() !== '');
}

/** The worker's hit types of a page itself (SPEC: Title=0, Heading=1, Description=2, Keywords=3, Content=4). */
const TITLE = 0;
const KEYWORDS = 3;

/** What the search plugin's worker answers for one query: its hit type, the page it is a part of. */
export interface WorkerResult {
  document: { i: number };
  type: number;
  page?: unknown;
  /** The words of the query that found it (the worker's tokens, lower case for English). */
  tokens?: unknown;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

/**
 * How many places an answer moves up the list when the name of its page — the page's title and the
 * sidebar sections it sits in (the index's breadcrumb) — contains every word of the query that found
 * it; an answer whose page names half the words moves half as far. The worker ranks by the part of a
 * page a query matched (title, heading, description, keywords, text), so a passing mention of both
 * words in another page's description outranked the section of the page those words name
 * (「MQTT 端口」 on 「MQTT 配置」). Chosen on the tuning set only (bench/RESULTS.md, "Search index and
 * search quality"): 4 → MRR 0.8868, 8 → 0.8957, 10 → 0.8985, 16 → 0.8878, any place (100) → 0.8736.
 * The worker is asked for as many answers as are shown: asking for 16 to lift from gave the same
 * tuning figures, and the worker's time over the test set's queries went from 35 to 46 s.
 */
export const PAGE_NAME_LIFT = 10;

/** A page as the index stores it: its title, and the sidebar sections it sits in. */
interface PageDocument {
  t?: unknown;
  b?: unknown;
}

/** The share of the words of the query that found `result` which the name of its page contains (0 to 1). */
export function pageNameShare(result: WorkerResult): number {
  const page = (result.type === TITLE ? result.document : result.page) as PageDocument | undefined;
  const tokens = Array.isArray(result.tokens)
    ? result.tokens.filter((token): token is string => typeof token === 'string' && token !== '')
    : [];
  if (!page || typeof page !== 'object' || tokens.length === 0) return 0;
  const names = [page.t, ...(Array.isArray(page.b) ? page.b : [])]
    .filter((name): name is string => typeof name === 'string')
    .join('\n')
    .toLowerCase();
  return tokens.filter((token) => names.includes(token.toLowerCase())).length / tokens.length;
}

/** A page's id, as the worker's results name it (each query's results are a copy of their own: compared by id). */
const idOf = (page: unknown) => (page as { i?: number } | undefined)?.i;
/** The page a result stands for (a title or keywords match) or is a part of (a heading, description or text). */
const pageOf = (result: WorkerResult) => (result.type === TITLE ? result.document.i : idOf(result.page));
const isPage = (result: WorkerResult) => result.type === TITLE || result.type === KEYWORDS;

/**
 * The worker's results for one or more queries as one list, at most `limit`, drawn as the box draws
 * them: each result once (the first query that found it); each part of a page (a heading, a
 * description, a section's text) listed right under the match that stands for its page — its title,
 * or its keywords (section names and title) — when that page is listed, as the worker does for a
 * title but not for keywords; otherwise in its own place. Several queries' results are ordered by
 * how strongly the match that stands first matches, as the worker orders its own (title, heading,
 * description, keywords, body text), and among equal ones by the order of the queries: a page's title
 * found by one wording of the request outranks a passing mention found by another. Then a group moves
 * up the list by how much of its query its page's name contains (PAGE_NAME_LIFT). The parts listed
 * under a page are marked as branches of it, as the worker marks a part whose page is listed before
 * it (processTreeStatusOfSearchResults): after the grouping, that page is the match right above.
 */
export function mergedResults<Result extends WorkerResult>(lists: Result[][], limit: number): Result[] {
  const seen = new Set<number>();
  const all = lists.flat().filter(({ document }) => !seen.has(document.i) && Boolean(seen.add(document.i)));
  // The match that stands for each listed page: its first title or keywords match.
  const pageMatch = new Map<number, Result>();
  for (const result of all) {
    const page = pageOf(result);
    if (isPage(result) && page !== undefined && !pageMatch.has(page)) pageMatch.set(page, result);
  }
  const matchOf = (result: Result) => {
    const page = pageOf(result);
    return page === undefined ? undefined : pageMatch.get(page);
  };
  const isPart = (result: Result) => {
    const match = matchOf(result);
    return match !== undefined && match !== result;
  };
  // A group: a page's match with its parts, or a result alone; in the order of its first result.
  const groups = all
    .filter((result) => !isPart(result))
    .map((first) => [first, ...all.filter((result) => isPart(result) && matchOf(result) === first)]);
  const byMatch =
    lists.length > 1
      ? groups
          .map((group, at) => ({ group, at }))
          .sort((a, b) => a.group[0].type - b.group[0].type || a.at - b.at)
          .map(({ group }) => group)
      : groups;
  // Then each group moves up by how much of the query its page's name contains (PAGE_NAME_LIFT).
  const ordered = byMatch
    .map((group, at) => ({ group, at, place: at - PAGE_NAME_LIFT * pageNameShare(group[0]) }))
    .sort((a, b) => a.place - b.place || a.at - b.at)
    .map(({ group }) => group);
  // Each part is drawn as a branch of the page above it, the last of a page's parts (or the last shown) closing it.
  const merged = ordered
    .flatMap(([first, ...parts]) => [
      { ...first, isInterOfTree: false, isLastOfTree: false },
      ...parts.map((part, at) => ({ ...part, isInterOfTree: at < parts.length - 1, isLastOfTree: at === parts.length - 1 })),
    ])
    .slice(0, limit);
  const last = merged[merged.length - 1];
  if (last?.isInterOfTree) Object.assign(last, { isInterOfTree: false, isLastOfTree: true });
  return merged;
}

/**
 * The suggestions for the text the reader typed: the worker's results for each of its queries
 * (searchedQueries), merged and drawn with each page's parts under it (mergedResults), at most
 * `limit`. `search` is the search plugin's worker call for one query.
 */
export async function searchReaderText<Result extends WorkerResult>(
  search: (query: string, limit: number) => Promise<Result[]>,
  text: string,
  limit: number,
): Promise<Result[]> {
  const queries = searchedQueries(text);
  if (queries.length === 0) return search(searchedQuery(text), limit);
  return mergedResults(await Promise.all(queries.map((query) => search(query, limit))), limit);
}
