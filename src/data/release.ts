/**
 * What the site says about the latest release, beyond the pages: written again at every cut. Each
 * entry names the release it was written for, so `npm run check` (its release step) names every one
 * a cut left stale instead of letting it speak of the old release under the new label.
 */
export const ANNOUNCEMENT = {
  /** The release the announcement bar announces. */
  version: '2.1.1',
  /** Its news, after 「FluxMQ <version> 已发布：」 (HTML: the bar renders it as such). */
  news: '规则引擎新增多种数据源，详见<a href="/CHANGELOG">更新日志</a>。',
};
