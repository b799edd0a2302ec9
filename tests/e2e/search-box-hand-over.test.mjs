// The navbar search box on a slow device: its code loads only when the reader reaches for it, and
// the reader who types at once loses nothing. Every run is a fresh page with the CPU slowed 6×
// (a slow phone), typing with no pause from the moment the box has the focus; the box must end with
// exactly what was typed, the caret where the reader left it, and the search asked once for it.
// A long pasted query stays whole in the box, its first part is searched, and the box says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { recordSearchWorkerCalls } from '../lib/search-worker-calls.mjs';

const env = useSiteAndBrowser();
const { searchedText } = await importTs('src/features/search/searchedText.ts');

const SEARCH_INPUT = 'input.navbar__search-input';
const CPU_SLOWDOWN = 6;
const RUNS = 20;
/** A page of the latest version and one of an older version (whose box resets its index state on start). */
const PAGES = ['/config/mqtt', '/2.0.18/config/mqtt'];
// The other ways in share the hand-over the 20 runs above prove: one fresh page of each kind (latest, older) each.
const FEW_RUNS = PAGES.length;
const NO_RESULTS = '没有找到任何文档';

async function slowPage() {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(recordSearchWorkerCalls);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context };
}

/** Waits until the box's dropdown answers `query` (suggestions or the no-results text). */
async function answered(page, query) {
  await waitUntil(
    page,
    ({ query, noResults }) => {
      const box = document.querySelector('[role="listbox"]');
      const shown =
        Boolean(box) &&
        getComputedStyle(box).display !== 'none' &&
        (box.querySelector('[role="option"]') !== null || box.textContent.includes(noResults));
      return shown && window.__searches.includes(query);
    },
    { query, noResults: NO_RESULTS },
    { timeout: 120000, interval: 100 },
  ).catch(async (error) => {
    const state = await page
      .evaluate((sel) => {
        const input = document.querySelector(sel);
        const box = document.querySelector('[role="listbox"]');
        return {
          value: input?.value,
          focused: document.activeElement === input,
          active: document.activeElement?.tagName,
          role: input?.getAttribute('role'),
          listbox: box ? getComputedStyle(box).display : 'none in the page',
          searches: window.__searches,
        };
      }, SEARCH_INPUT)
      .catch((e) => String(e));
    throw new Error(
      `no answer for ${JSON.stringify(query.slice(0, 20))}: ${error.message}; the page: ${JSON.stringify(state)}; errors: ${JSON.stringify(page.errors)}`,
    );
  });
  // A search asked twice is asked in the same turn as the first or by the next keystroke's handler:
  // one more frame and task of the page let a late duplicate show.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

/** What the box holds, where its caret is, whether it has the focus, and the searches asked. */
const boxState = (page) =>
  page.evaluate((sel) => {
    const input = document.querySelector(sel);
    return {
      value: input.value,
      caret: input.selectionStart,
      focused: document.activeElement === input,
      inputs: document.querySelectorAll(sel).length,
      searches: window.__searches,
    };
  }, SEARCH_INPUT);

/**
 * Slowed pages open at once. Each page's renderer works a sixth of the time (CPU_SLOWDOWN) and waits
 * the rest, so three side by side keep the cores busy without any of them running faster than a slow
 * phone; sharing the cores only slows each further, which makes the reader's race harder, not easier.
 */
const PAGES_AT_ONCE = 3;

/**
 * `runs` fresh slowed pages, alternating between PAGES, PAGES_AT_ONCE at a time: each is opened
 * (and hydrated unless `open` says otherwise), handed to `body`, checked for page errors and closed.
 * Every run is waited for; the first failure (by run number) is the test's.
 */
async function onFreshSlowPages(runs, body, { open = openHydrated } = {}) {
  let next = 0;
  const failures = [];
  const lane = async () => {
    for (let run = next++; run < runs; run = next++) {
      const address = PAGES[run % PAGES.length];
      const { page, context } = await slowPage();
      const label = `run ${run} on ${address}`;
      try {
        await open(page, address);
        await body(page, label);
        assert.deepEqual(page.errors, [], label);
      } catch (error) {
        failures.push({ run, error });
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, runs) }, lane));
  if (failures.length) throw failures.sort((a, b) => a.run - b.run)[0].error;
}

/**
 * Waits for a slowed page to hydrate. What is tested is what the reader's typing leaves, however long
 * the slowed page takes to start, so the wait is as long as the answer's (a slow phone beside other
 * work can take longer than the 20 s hydrated() allows a normal page).
 */
const slowHydrated = (page) => hydrated(page, { timeout: 120000 });

async function openHydrated(page, address) {
  await page.goto(`${env.server.baseUrl}${address}`, { timeout: 120000 });
  await slowHydrated(page);
}

function assertTypedAndSearchedOnce(state, typed, searched, run) {
  assert.equal(state.inputs, 1, `${run}: one search box`);
  assert.equal(state.value, typed, `${run}: the box holds ${JSON.stringify(state.value)}, the reader typed ${JSON.stringify(typed)}`);
  assert.equal(state.focused, true, `${run}: the box keeps the focus`);
  const asked = state.searches.filter((q) => q === searched).length;
  assert.equal(asked, 1, `${run}: ${JSON.stringify(searched)} searched ${asked} times (searches: ${JSON.stringify(state.searches)})`);
}

test(`typing at once on focus, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} fresh pages: the box holds exactly what was typed, searched once`, async () => {
  await onFreshSlowPages(RUNS, async (page, run) => {
    await page.focus(SEARCH_INPUT);
    await page.keyboard.type('kafka');
    await answered(page, 'kafka');
    assertTypedAndSearchedOnce(await boxState(page), 'kafka', 'kafka', run);
  });
});

test(`Ctrl+K then typing at once, CPU ${CPU_SLOWDOWN}× slower, ${FEW_RUNS} fresh pages: nothing lost, searched once`, async () => {
  await onFreshSlowPages(FEW_RUNS, async (page, run) => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mqtt');
    await answered(page, 'mqtt');
    assertTypedAndSearchedOnce(await boxState(page), 'mqtt', 'mqtt', run);
  });
});

test(`the caret moved while the box loads stays where the reader put it (CPU ${CPU_SLOWDOWN}× slower)`, async () => {
  await onFreshSlowPages(FEW_RUNS, async (page, run) => {
    await page.focus(SEARCH_INPUT);
    // kafka, two steps left, then "X": kafXka with the caret after the X.
    await page.keyboard.type('kafka');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('X');
    await answered(page, 'kafXka');
    const state = await boxState(page);
    assertTypedAndSearchedOnce(state, 'kafXka', 'kafXka', run);
    assert.equal(state.caret, 4, `${run}: the caret is after the X`);
  });
});

test(`typing before the app has started (CPU ${CPU_SLOWDOWN}× slower): the box still loads, holds what was typed and searches it`, async () => {
  // The page's scripts are held until the reader has typed: the app starts after the typing, every run.
  const releases = new WeakMap();
  const holdScripts = async (page, address) => {
    const typed = new Promise((resolve) => {
      releases.set(page, resolve);
    });
    await page.route('**/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${env.server.baseUrl}${address}`, { waitUntil: 'domcontentloaded' });
  };
  await onFreshSlowPages(
    FEW_RUNS,
    async (page, run) => {
      await page.focus(SEARCH_INPUT);
      await page.keyboard.type('kafka');
      assert.equal(await page.locator('html[data-has-hydrated="true"]').count(), 0, `${run}: typed before the app started`);
      releases.get(page)();
      await slowHydrated(page);
      await answered(page, 'kafka');
      assertTypedAndSearchedOnce(await boxState(page), 'kafka', 'kafka', run);
    },
    { open: holdScripts },
  );
});

// A 2,000-character paste of Chinese text: the search reads its first 16 characters (one run of
// Chinese characters is cut there, src/features/search/searchedText.ts).
const SENTENCE = '在规则引擎中把设备上报的消息写入数据库之前需要先配置数据源并确认连接可用然后再创建动作，';
const PASTE = SENTENCE.repeat(Math.ceil(2000 / SENTENCE.length)).slice(0, 2000);

for (const when of ['while the box loads', 'once the box is running']) {
  test(`a 2,000-character paste ${when}: kept whole in the box, its first part searched, and the box says how much`, async () => {
    const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordSearchWorkerCalls);
    await page.goto(`${env.server.baseUrl}/config/mqtt`);
    await hydrated(page);
    if (when === 'once the box is running') {
      await page.focus(SEARCH_INPUT);
      await page.keyboard.type('mqtt');
      await answered(page, 'mqtt');
      await page.fill(SEARCH_INPUT, '');
    } else {
      await page.focus(SEARCH_INPUT);
    }
    await page.keyboard.insertText(PASTE);
    const first = searchedText(PASTE);
    assert.equal(first, PASTE.slice(0, 16));
    await answered(page, first);
    const held = await page.inputValue(SEARCH_INPUT);
    assert.ok(held === PASTE, `the box holds ${held.length} of the ${PASTE.length} characters pasted`);
    const searches = await page.evaluate(() => window.__searches);
    assert.deepEqual(
      searches.filter((q) => q.length > first.length),
      [],
      'nothing longer than the first part is searched',
    );
    // The hint under the box, tied to the box for screen readers.
    const hint = await page.evaluate((sel) => {
      const input = document.querySelector(sel);
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const described = ids.map((id) => document.getElementById(id)).filter(Boolean);
      const shown = described.filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');
      const box = input.getBoundingClientRect();
      const rect = shown[0]?.getBoundingClientRect();
      return { text: shown.map((e) => e.textContent).join(' '), below: rect ? rect.top >= box.bottom - 1 : false };
    }, SEARCH_INPUT);
    assert.match(hint.text, /只搜索前 16 个字符/, `the box's description: ${JSON.stringify(hint.text)}`);
    assert.ok(hint.below, 'the hint is under the box');
    fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, `.tmp/search-long-query-${when.replaceAll(' ', '-')}.png`) });
    // A short query again: the hint goes, and the box is described by nothing stale.
    await page.fill(SEARCH_INPUT, '');
    await page.keyboard.type('集群');
    await answered(page, '集群');
    const after = await page.evaluate((sel) => {
      const input = document.querySelector(sel);
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`).join(' ');
    }, SEARCH_INPUT);
    assert.doesNotMatch(after, /只搜索前/);
    assert.doesNotMatch(after, /missing/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
