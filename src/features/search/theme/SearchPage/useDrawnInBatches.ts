import { useEffect, useState } from 'react';

/** Results drawn with the first update: about a phone screen's worth. */
export const FIRST_BATCH = 10;
/** Results added by each later task: small enough that a task stays well under 50 ms on a slow phone. */
export const BATCH = 10;

/**
 * How many of `items` to draw now: FIRST_BATCH when a new list arrives, then BATCH more in each
 * following task (a timer after each commit) until all are drawn. Drawing a long list in one update
 * is one long task that blocks the reader's input; in batches, input and painting get their turn
 * between them. A new list (a new query) starts again from the first batch.
 */
export function useDrawnInBatches(items: readonly unknown[] | undefined): number {
  const [list, setList] = useState(items);
  const [drawn, setDrawn] = useState(FIRST_BATCH);
  if (list !== items) {
    // A new list: start over in this same render (React's pattern for state that follows a prop).
    setList(items);
    setDrawn(FIRST_BATCH);
  }
  const total = items?.length ?? 0;
  useEffect(() => {
    if (drawn >= total) return undefined;
    const timer = setTimeout(() => setDrawn((n) => n + BATCH), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, items]);
  return Math.min(drawn, total);
}
