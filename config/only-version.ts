/**
 * FLUXMQ_BUILD_ONLY_VERSION=<version name> ('current' for the latest): a build of that docs version's
 * pages only, every version's content still loaded (the version dropdown's data, 「版本变化」).
 * `npm run build` (scripts/build-site.mjs) builds each version so and puts the parts together; the
 * links into the other versions lead out of such a build, and are checked once the site is whole.
 */
export const onlyVersion: string | undefined = process.env.FLUXMQ_BUILD_ONLY_VERSION || undefined;

/** Whether this build writes the pages (and their Markdown copies) of a docs version, by its plugin name. */
export const buildsVersion = (versionName: string): boolean => !onlyVersion || onlyVersion === versionName;
