/**
 * 「你是不是想写 …」: the known key closest to a key the version does not know, by edit distance
 * (insertions, deletions, substitutions and swaps of two neighbouring letters; letter case costs
 * nothing) over full key paths and over their last segments, so both a typo
 * (`pool.bossThreadSzie`) and a key put under the wrong section (`pool.retrySize`) find their key.
 */

/** Edit distance with adjacent swaps (optimal string alignment), case-insensitive; stops early past `limit` (returns limit + 1). */
export function editDistance(a: string, b: string, limit = Infinity): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** The last segment of a key path: `mqtt[].ssl.crt` → `crt`, `mqtt[]` → `mqtt`. */
export function lastSegment(path: string): string {
  const bare = path.replace(/\[\]$/, '');
  return bare.slice(Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(']')) + 1);
}

/** The path of the section holding a path: `pool.x` → `pool`, `mqtt[].port` → `mqtt[]`, `x` → ''. */
export function parentPath(path: string): string {
  const i = path.lastIndexOf('.');
  return i < 0 ? '' : path.slice(0, i);
}

/** How many edits a name of this length may be off and still be suggested. */
const allowance = (length: number) => (length <= 3 ? 0 : length <= 6 ? 1 : length <= 12 ? 2 : 3);

/**
 * The known path closest to `path`, or undefined when none is close enough. Among equally close
 * candidates, one in the same section wins, then the shorter distance over the full path.
 */
export function closestKey(path: string, known: readonly string[]): string | undefined {
  const last = lastSegment(path);
  const parent = parentPath(path);
  const lastLimit = allowance(last.length);
  const fullLimit = allowance(path.length);
  let best: { path: string; score: number; sameSection: boolean; full: number } | undefined;
  for (const candidate of known) {
    if (candidate === path) continue;
    const sameSection = parentPath(candidate) === parent;
    const byLast = editDistance(last, lastSegment(candidate), lastLimit);
    const full = editDistance(path, candidate, fullLimit);
    // A matching last segment counts in the same section, or anywhere when it is (nearly) exact.
    const lastCounts = byLast <= lastLimit && (sameSection || byLast <= Math.min(1, lastLimit));
    const score = Math.min(lastCounts ? byLast : Infinity, full <= fullLimit ? full : Infinity);
    if (score === Infinity) continue;
    const better =
      !best ||
      score < best.score ||
      (score === best.score && sameSection && !best.sameSection) ||
      (score === best.score && sameSection === best.sameSection && full < best.full);
    if (better) best = { path: candidate, score, sameSection, full };
  }
  return best?.path;
}
