/**
 * What the testers become in a page's Markdown copy (src/features/page-markdown): a sentence that
 * says what the web page offers at that spot, with the page's address.
 */
export const TESTER_MARKDOWN: Record<string, (pageUrl: string) => string> = {
  TopicTester: (pageUrl) => `> 网页版在此处提供「主题匹配测试器」：输入主题过滤器和主题名，逐对查看是否匹配及原因（${pageUrl}）。`,
  AclTester: (pageUrl) =>
    `> 网页版在此处提供「ACL 规则测试器」：填写客户端、一次发布或订阅和一组规则，查看判定结果及每条规则是否命中（${pageUrl}）。`,
};
