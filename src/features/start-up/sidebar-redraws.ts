/**
 * Moving to another page within a docs version should not draw every sidebar item again. Each time
 * the framework's <Link> is drawn it starts a new IntersectionObserver (for prefetching when the
 * link comes into view) and stops only the last one when it goes, so every sidebar link drawn again
 * on a move leaked one: in one document, 300 moves within a version left thousands of observers,
 * and each frame's intersection work made the search box's answers 4× slower
 * (tests/e2e/soak.test.mjs). The sidebar's link and category items (theme/DocSidebarItem/…) are
 * therefore drawn again only when what they show changes: the item, its level and place, other
 * props, and whether the item holds the page being read (before or after the move: a category
 * that holds neither draws its links the same). Their click handler is stable and calls the
 * latest one given.
 */
import { useEvent } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

type ItemProps = {
  item: PropSidebarItem;
  activePath: string;
  onItemClick?: (item: PropSidebarItem) => void;
  [prop: string]: unknown;
};

/** Whether an item drawn with `a` would be drawn the same with `b` (their click handlers are stable: see below). */
export function drawnTheSame(a: ItemProps, b: ItemProps): boolean {
  const { activePath, onItemClick, ...rest } = a;
  const { activePath: activePath2, onItemClick: onItemClick2, ...rest2 } = b;
  const keys = Object.keys(rest);
  if (!onItemClick !== !onItemClick2 || keys.length !== Object.keys(rest2).length || keys.some((key) => rest[key] !== rest2[key]))
    return false;
  return activePath === activePath2 || (!isActiveSidebarItem(a.item, activePath) && !isActiveSidebarItem(b.item, activePath2));
}

/** A click handler of stable identity that calls the latest `onItemClick` (or none when there is none). */
export function useStableItemClick<T extends ItemProps['onItemClick']>(onItemClick: T): T | undefined {
  const stable = useEvent((item: PropSidebarItem) => onItemClick?.(item));
  return onItemClick ? (stable as T) : undefined;
}
