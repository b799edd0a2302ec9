import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import type { FeaturePart } from '../../feature-plugin';
import { loaderSource } from '../../start-up/scripts/start-up-html';

/**
 * Browser storage whose calls throw must cost the reader one console warning, and the site must
 * work without persistence. The theme handles storage it cannot reach (one warning, nothing stored), but
 * storage it reaches whose getItem/setItem then throw makes it log a console error on every read
 * and write. A small inline script at the top of every page (./guard.js), run before the theme's
 * scripts and the app, tries the storage once and, if it fails, makes it unreachable, so the theme
 * takes its own warning path. Its hash enters the Content-Security-Policy like every inline script.
 */
export default function storageFaultGuard(context: LoadContext): FeaturePart {
  const script = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'guard.js')).replace(
    '__STORAGE_TYPE__',
    JSON.stringify(context.siteStorage.type),
  );
  return {
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
