/**
 * mark.js, as the local-search plugin uses it to highlight `_highlight` terms on the target page,
 * with one change: `unmark()` returns at once when the page has no highlight. The search bar calls
 * `unmark()` on every page view, and mark.js then walks the whole article — on config/store that
 * was ~45 ms of main thread (~180 ms on a throttled phone) to remove nothing. Swapped in for the
 * plugin's import by ./index.ts; the marking itself is mark.js's own code.
 */
// Its own file of the package (the minified build), not the main file that ./index.ts redirects here.
import OriginalMark from 'mark.js/dist/mark.es6.min.js';

type MarkContext = ConstructorParameters<typeof OriginalMark>[0];
type UnmarkOptions = Parameters<OriginalMark['unmark']>[0];

/** The highlight marks mark.js leaves (it tags every one with data-markjs). */
function hasMarks(context: MarkContext): boolean {
  const roots: ParentNode[] =
    typeof context === 'string'
      ? [document]
      : context instanceof Element
        ? [context]
        : Array.from(context as ArrayLike<Element>);
  return roots.some((r) => r.querySelector('mark[data-markjs]') !== null);
}

export default class Mark {
  private readonly inner: OriginalMark;

  constructor(private readonly context: MarkContext) {
    this.inner = new OriginalMark(context);
  }

  mark(...args: Parameters<OriginalMark['mark']>): this {
    this.inner.mark(...args);
    return this;
  }

  markRegExp(...args: Parameters<OriginalMark['markRegExp']>): this {
    this.inner.markRegExp(...args);
    return this;
  }

  markRanges(...args: Parameters<OriginalMark['markRanges']>): this {
    this.inner.markRanges(...args);
    return this;
  }

  unmark(options?: UnmarkOptions): this {
    if (hasMarks(this.context)) this.inner.unmark(options);
    else options?.done?.();
    return this;
  }
}
