// CPU time of a page's main thread while something happens, from chromium's trace: each task's
// thread time (`tdur`), so that a machine busy with other work inflates it far less than it
// inflates wall-clock time. Shared by the topic tester's e2e test and bench/topic-tester.mjs.

import { waitUntil } from './site.mjs';

/** Milliseconds of CPU time the page's renderer main thread spent while `action` ran. */
export async function mainThreadWork(browser, page, action) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await action();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map();
  for (const e of traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && typeof e.tdur === 'number' && mainThreads.has(thread))
      work.set(thread, (work.get(thread) ?? 0) + e.tdur);
  }
  // The page's renderer: the main thread that did the most.
  return Math.max(0, ...work.values()) / 1000;
}

/** The topic tester's largest legal case: what it answers, and how to put it in the boxes. */
export const LARGEST_TOPIC_CASE = {
  summary: '20 个过滤器，20 个主题名：匹配 20 对，不匹配 380 对。',
  /** Filter k: + on 32,766 levels, then t<k>; topic name k: a on 32,766 levels, then t<k> (65,534–65,535 bytes each). */
  filtersLength: 20 * 65534 + 10 + 19,
};

/**
 * Main-thread work of the topic tester on `page` (a page with the tester, hydrated and idle) from
 * the reader's paste of the largest case into both boxes until the results are drawn.
 * `paste: 'before'` (the default) puts the text in the boxes before the measure without telling the
 * page, so that only the page's own work is counted (putting 2.6 MB into two text boxes is the
 * browser's); `paste: 'measured'` puts it in within the measure, which a page that rewrites its boxes
 * on every render (a controlled React text box, as the tester had before) needs.
 */
export async function largestPasteWork(browser, page, { paste = 'before', timeout = 60000 } = {}) {
  // Puts the text in the boxes; with `tell`, each box's text followed by the input event a paste
  // sends (one box at a time: a controlled box is written back when the page renders).
  const putText = (tell) => {
    const lines = (unit) => Array.from({ length: 20 }, (_, k) => `${unit.repeat(32766)}t${k}`).join('\n');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    const [filters, topics] = document.querySelectorAll('[data-tester="topic"] textarea');
    for (const [box, unit] of [
      [filters, '+/'],
      [topics, 'a/'],
    ]) {
      setValue.call(box, lines(unit));
      if (tell) box.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  const tellPage = () => {
    for (const box of document.querySelectorAll('[data-tester="topic"] textarea')) box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  if (paste === 'before') await page.evaluate(putText, false);
  return mainThreadWork(browser, page, async () => {
    // What the page does on the paste: the input events, the comparison, the results drawn.
    if (paste === 'before') await page.evaluate(tellPage);
    else await page.evaluate(putText, true);
    await waitUntil(
      page,
      (text) => document.querySelector('[data-tester="topic"] [role="status"]')?.textContent === text,
      LARGEST_TOPIC_CASE.summary,
      { timeout },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  });
}
