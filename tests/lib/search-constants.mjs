// What the search plugin's generated-constants module gives its browser worker, for the search run
// in Node (./search-engine.mjs): lunr with the English/Chinese support loaded the way that module
// loads it, and the constants the plugin wrote for the last build (.docusaurus/…/generated-constants.js).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import lunr from 'lunr';
import { lunrLanguageZh } from '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const require = createRequire(import.meta.url);
require('lunr-languages/lunr.stemmer.support')(lunr);
lunrLanguageZh(lunr);
require('lunr-languages/lunr.multi')(lunr);

const generated = path.join(ROOT, '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js');
if (!fs.existsSync(generated)) throw new Error(`${generated} is missing: build the site first (npm run build)`);
const constants = Object.fromEntries(
  [...fs.readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, json]) => [name, JSON.parse(json)]),
);

export const { removeDefaultStopWordFilter, language, searchIndexUrl, searchResultLimits, fuzzyMatchingDistance } = constants;
