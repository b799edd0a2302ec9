/**
 * The site's own words for the English terms readers type.
 *
 * The pages are written in Chinese, and readers search them in English as well (「shared
 * subscription」, 「rule engine 日志」): an engineer knows MQTT and the broker's features by their
 * English names. The search plugin requires every word of a query in one indexed text, so an English
 * term a page does not spell out finds nothing, or only pages that quote it in passing.
 *
 * ENGLISH_TERMS gives, for the broker's features and the words of its sidebar and page titles (the
 * site's vocabulary, not any particular query), the English names an engineer uses and the one
 * Chinese word the pages use for them. A word the pages use as a name — a segment of a config key
 * (port, password, cluster, retry, metrics …: tests/unit/search-site-words.test.mjs checks the key
 * data) or a protocol field (keepalive) — is left out: a reader who types it may mean that name. The search is asked for the query in the site's words first,
 * then as typed (./searchedQuery.ts), so a page that does use the English word is still found.
 */

/** The site's word, then the English names readers give it (lower case, words separated by one space). */
export const ENGLISH_TERMS: readonly (readonly [site: string, english: readonly string[]])[] = [
  // MQTT and the broker's features (功能)
  ['共享订阅', ['shared subscription', 'shared subscriptions', 'share subscription', 'shared subscribe']],
  ['离线消息', ['offline message', 'offline messages']],
  ['延迟消息', ['delay message', 'delayed message', 'delay messages', 'delayed messages']],
  ['保留消息', ['retained message', 'retain message', 'retained messages']],
  ['遗嘱消息', ['will message', 'last will']],
  ['代理订阅', ['proxy subscription', 'auto subscription', 'auto subscribe']],
  ['会话消息', ['session message', 'session messages']],
  ['发布订阅', ['publish subscribe', 'pub sub', 'pubsub']],
  ['访问控制', ['access control']],
  ['连接管理', ['connection management']],
  ['主题管理', ['topic management']],
  ['脚本引擎', ['script engine']],
  ['通配符', ['wildcard', 'wildcards']],
  ['心跳', ['heartbeat']],
  ['负载均衡', ['load balancer', 'load balancing']],
  // rule engine (规则引擎)
  ['规则引擎', ['rule engine']],
  ['数据源', ['data source', 'data sources']],
  ['动作', ['action', 'actions']],
  ['事件', ['event', 'events']],
  ['函数', ['function', 'functions']],
  // auth (认证鉴权) and security
  ['认证', ['authentication', 'authenticate']],
  ['鉴权', ['authorization', 'authorize']],
  ['证书', ['certificate', 'certificates', 'cert', 'certs']],
  ['用户名', ['user name']],
  // running the broker
  ['安装', ['install', 'installation', 'installing']],
  ['部署', ['deploy', 'deployment']],
  ['升级', ['upgrade', 'upgrading']],
  ['日志', ['log', 'logs']],
  ['监控', ['monitor', 'monitoring']],
  ['故障排查', ['troubleshooting', 'troubleshoot']],
  ['压测', ['benchmark', 'benchmarks', 'load test', 'stress test']],
  ['广播', ['broadcast']],
  ['连接池', ['connection pool']],
  ['线程', ['thread', 'threads']],
];

/** English phrases, longest first, each with its site word. */
const PHRASES = ENGLISH_TERMS.flatMap(([site, english]) => english.map((phrase) => ({ phrase, site }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * One English phrase, as whole words (any case, any run of spaces or hyphens between its words): the
 * character before it (group 1) is no letter, digit or underscore — matched, not looked behind, as
 * browsers without lookbehind (Safari before 16.4) must read this module too.
 */
const PHRASE = new RegExp(
  `(^|[^\\p{L}\\p{N}_])(${PHRASES.map(({ phrase }) => phrase.split(' ').map(escape).join('[\\s-]+')).join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);
const SITE_WORD = new Map(PHRASES.map(({ phrase, site }) => [phrase, site]));

/** The text with each English term the site has a word for replaced by that word (the text itself when none). */
export function inSiteWords(text: string): string {
  let replaced = false;
  const inWords = text.replace(PHRASE, (match, before: string, phrase: string) => {
    const site = SITE_WORD.get(
      phrase
        .toLowerCase()
        .split(/[\s-]+/)
        .join(' '),
    );
    if (site === undefined) return match;
    replaced = true;
    return `${before} ${site} `;
  });
  return replaced ? inWords.replace(/\s+/g, ' ').trim() : text;
}
