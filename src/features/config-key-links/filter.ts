/**
 * The 配置速查 filter: which keys match what the reader typed. The text is taken literally (no
 * pattern syntax), case-insensitively; words separated by spaces must all match, each in the key's
 * name or in its meaning (a key fragment such as `ruleEngine`, a Chinese word such as 集群). The text
 * is cut to MAX_FILTER_LENGTH characters, whether typed, pasted or read from the address (?q=).
 */

/** Longer than any key name or phrase of a meaning; what is beyond it is dropped. */
export const MAX_FILTER_LENGTH = 100;

/** The address parameter that keeps the filter: /config/quick-reference?q=pool */
export const FILTER_PARAM = 'q';

/** The filter text as the page uses it: at most MAX_FILTER_LENGTH characters (whole code points). */
export function boundedFilter(text: string): string {
  const chars = Array.from(text.length > MAX_FILTER_LENGTH * 2 ? text.slice(0, MAX_FILTER_LENGTH * 2) : text);
  return chars.length > MAX_FILTER_LENGTH ? chars.slice(0, MAX_FILTER_LENGTH).join('') : chars.join('');
}

/** The words of a filter, lower-cased; none for empty or blank text. */
export function filterWords(text: string): string[] {
  return boundedFilter(text).toLowerCase().split(/\s+/u).filter(Boolean);
}

/** Whether a key matches every word (no words: every key matches). */
export function keyMatches(words: readonly string[], key: { key: string; meaning: string }): boolean {
  if (!words.length) return true;
  const name = key.key.toLowerCase();
  const meaning = key.meaning.toLowerCase();
  return words.every((w) => name.includes(w) || meaning.includes(w));
}

/** The filter a location's query string holds ('' when none), bounded. */
export function filterOfSearch(search: string): string {
  try {
    return boundedFilter(new URLSearchParams(search).get(FILTER_PARAM) ?? '');
  } catch {
    return '';
  }
}

/** The query string with the filter set (or removed when blank), other parameters kept: '?q=pool' or ''. */
export function searchWithFilter(search: string, filter: string): string {
  const params = new URLSearchParams(search);
  if (filter.trim()) params.set(FILTER_PARAM, boundedFilter(filter));
  else params.delete(FILTER_PARAM);
  const s = params.toString();
  return s ? `?${s}` : '';
}
