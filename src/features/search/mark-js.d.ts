/** The part of mark.js 8 (no bundled types) that ./mark-with-quick-unmark.ts uses. */
declare module 'mark.js/dist/mark.es6.min.js' {
  type Options = { done?: () => void; exclude?: string[]; [option: string]: unknown };
  export default class Mark {
    constructor(context: Element | ArrayLike<Element> | string);
    mark(keywords: string | string[], options?: Options): this;
    markRegExp(regexp: RegExp, options?: Options): this;
    markRanges(ranges: Array<{ start: number; length: number }>, options?: Options): this;
    unmark(options?: Options): this;
  }
}
