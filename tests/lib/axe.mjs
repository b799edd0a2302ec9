// axe-core in a page of the built site: the serious and critical violations a test asserts away.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The serious and critical axe violations in `page`, each as "id (impact): the first three nodes".
 * `scope` is what axe checks: the whole document (the default), the first element a selector
 * matches, or an axe context object ({ include: [...] }).
 * Blocks far down a page are drawn only when the reader nears them (content-visibility), and axe
 * reads colours from drawn boxes: every block is drawn first, as a reader scrolling through sees it.
 */
export async function seriousAxeViolations(page, scope) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (scope) => {
    const context = scope === undefined ? document : typeof scope === 'string' ? document.querySelector(scope) : scope;
    const r = await window.axe.run(context, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, scope);
}
