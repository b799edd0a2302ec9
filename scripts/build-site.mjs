#!/usr/bin/env node
// npm run build (usage: node scripts/build-site.mjs [outDir]): the site, one Docusaurus build per
// docs version, each reused while what it is made from is unchanged (scripts/lib/version-builds.mjs
// says what a version's part and key are). For each version whose part is not in the cache:
// `docusaurus build` of that version alone (FLUXMQ_BUILD_ONLY_VERSION, config/only-version.ts), then
// post-build on it (its compressed copies), then its part kept. Then every part is copied into
// outDir, post-build runs on the whole (the Content-Security-Policy hashes of every page), and every
// page's links are checked. A clean clone needs nothing but itself: an empty cache builds every version.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/docs-tree.mjs';
import {
  assemble,
  brokenLinks,
  keepPart,
  moveUnlessPresent,
  pruneOthers,
  siteCache,
  versionKeys,
  versionsToBuild,
  KEPT_KEYS,
  KEPT_SITES,
} from './lib/version-builds.mjs';
import { postBuild } from './post-build.mjs';

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Builds the site into outDir; returns the versions it had to build (the others were reused). */
export async function buildSite(outDir, { log = console.log } = {}) {
  const started = Date.now();
  const versions = versionsToBuild(ROOT);
  const older = versions.filter((v) => v !== 'current');
  const keys = versionKeys(ROOT);
  const built = [];
  const parts = [];
  const cache = siteCache(ROOT);
  fs.mkdirSync(cache, { recursive: true });
  fs.utimesSync(cache, new Date(), new Date());
  pruneOthers(path.dirname(cache), path.basename(cache), KEPT_SITES);
  for (const version of versions) {
    const versionCache = path.join(cache, version);
    const dir = path.join(versionCache, keys[version]);
    if (fs.existsSync(dir)) {
      log(`[build-site] ${version}: reused (${keys[version]})`);
      fs.utimesSync(dir, new Date(), new Date());
    } else {
      const since = Date.now();
      log(`[build-site] ${version}: building`);
      const temporary = `${dir}.${process.pid}.tmp`;
      fs.rmSync(temporary, { recursive: true, force: true });
      const build = spawnSync(
        process.execPath,
        ['--max-semi-space-size=64', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', temporary],
        { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FLUXMQ_BUILD_ONLY_VERSION: version } },
      );
      if (build.status !== 0) throw new Error(`[build-site] the build of ${version} failed`);
      keepPart(temporary, version, older);
      await postBuild(temporary);
      // The site's Content-Security-Policy hashes are written once the parts are put together.
      fs.rmSync(path.join(temporary, 'csp-hashes.conf'));
      // Another build of this tree (a second terminal) may have put the same part there meanwhile:
      // the same key is the same inputs, so its part is kept and this one dropped.
      if (!moveUnlessPresent(temporary, dir)) log(`[build-site] ${version}: another build wrote this part first; kept it`);
      pruneOthers(versionCache, keys[version], KEPT_KEYS);
      built.push(version);
      log(`[build-site] ${version}: built in ${seconds(since)}`);
    }
    parts.push({ version, dir });
  }
  assemble(parts, outDir);
  const result = await postBuild(outDir);
  const broken = brokenLinks(outDir);
  if (broken.length) {
    throw new Error(
      `[build-site] ${broken.length} broken link(s):\n${broken
        .slice(0, 50)
        .map(({ page, link }) => `- on ${page}: ${link}`)
        .join('\n')}`,
    );
  }
  log(
    `[build-site] ${versions.length} versions (${built.length ? `built: ${built.join(', ')}` : 'all reused'}), ${result.hashes} inline script hash(es), in ${seconds(started)}`,
  );
  return built;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname)) {
  try {
    await buildSite(path.resolve(process.argv[2] ?? 'build'));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
