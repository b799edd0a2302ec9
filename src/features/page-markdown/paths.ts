/**
 * Where a doc page's Markdown copy lives: the page's own address plus `.md` (`/config/mqtt` →
 * `/config/mqtt.md`); a page whose address ends in `/` (a version's home, a group's index page)
 * has it at `…/index.md`. Shared by the build plugin that writes the files and the page header's
 * 「查看 Markdown」 link, so the two cannot disagree.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
