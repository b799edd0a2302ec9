/**
 * What the checker becomes in its page's Markdown copy (src/features/page-markdown): a sentence that
 * says what the web page offers at that spot, with the page's address.
 */
export const CONFIG_CHECK_MARKDOWN: Record<string, (pageUrl: string) => string> = {
  ConfigCheck: (pageUrl) =>
    `> 网页版在此处提供配置检查：粘贴或拖入 config.yaml，在浏览器中查看语法错误、未知或其他版本的配置项、类型和取值问题、取默认值的配置项，以及升级到更新版本时的变化（${pageUrl}）。`,
};
