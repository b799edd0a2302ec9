/**
 * The text the search is asked for, bounded so that every query gets an answer.
 *
 * The local-search plugin's worker splits each run of Chinese characters into dictionary words by
 * trying every split: time exponential in the run's length (about 0.1 s for 16 characters, 20 s for
 * 24, for ever for a pasted paragraph), and spent on every run of the query, though it searches only
 * the first 12 words (its MAX_TERMS). The worker answers one query at a time, so the box
 * then showed nothing at all, for that query and every later one, until the page was loaded again.
 *
 * The text is kept up to the point where the search stops reading or the worker would stall: before
 * the 13th word (a run of letters and digits, or of Chinese characters, as the plugin splits a
 * query), and after the 16th character of a run of Chinese characters. Shorter text is unchanged.
 */
export const MAX_QUERY_WORDS = 12;
export const MAX_IDEOGRAPH_RUN = 16;

/** A word as the plugin's tokenizer finds it (its `zh` pattern). */
const WORD = /\w+|\p{Unified_Ideograph}+/gu;
const IDEOGRAPHS = /^\p{Unified_Ideograph}/u;

export function searchedText(text: string): string {
  let words = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    words += 1;
    if (words > MAX_QUERY_WORDS) return text.slice(0, start);
    const characters = Array.from(match[0]);
    if (IDEOGRAPHS.test(match[0]) && characters.length > MAX_IDEOGRAPH_RUN) {
      return text.slice(0, start) + characters.slice(0, MAX_IDEOGRAPH_RUN).join('');
    }
  }
  return text;
}
