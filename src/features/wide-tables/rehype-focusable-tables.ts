import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Wide tables scroll sideways (the theme gives them overflow: auto). A scrollable region must be
 * reachable by keyboard (axe: scrollable-region-focusable), so every Markdown table gets tabindex=0.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}
