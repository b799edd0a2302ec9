import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { FeaturePart } from '../../feature-plugin';
import { loaderSource } from '../../start-up/scripts/start-up-html';

/**
 * A changed announcement id resets the reader's dismissal from the first page they open.
 * The theme's inline script hides a dismissed bar before the app starts, and the app resets the
 * dismissal for a new id only after that, so the new announcement showed from the second page on.
 * A small inline script in every page's head (./reset.js), run before the theme's, resets the stored
 * dismissal when the stored id is not the current one. The storage keys are the theme's own
 * (`docusaurus.announcement.dismiss` and `.id`, with the site's storage namespace). Its hash enters
 * the Content-Security-Policy like every inline script.
 */
export default function announcementReset(context: LoadContext): FeaturePart {
  const { announcementBar } = context.siteConfig.themeConfig as ThemeConfig;
  if (!announcementBar?.id) return {};
  const { type, namespace } = context.siteStorage;
  const values: Record<string, string> = {
    __STORAGE_TYPE__: type,
    __ID_KEY__: `docusaurus.announcement.id${namespace}`,
    __DISMISS_KEY__: `docusaurus.announcement.dismiss${namespace}`,
    __ANNOUNCEMENT_ID__: announcementBar.id,
  };
  const script = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'reset.js')).replace(/__[A-Z_]+__/g, (name) =>
    JSON.stringify(values[name]),
  );
  return {
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
