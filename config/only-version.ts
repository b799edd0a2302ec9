/**
 * FLUXMQ_BUILD_ONLY_VERSION=<version name> ('current' for the latest): a build of that docs version's
 * pages only, every version's content still loaded (the version dropdown's data). A build per version
 * (issue 33, approach (b)) would run so; `node bench/rebuild.mjs --per-version` measures what each
 * costs. Links into the other versions have no page in such a build, so broken links only warn.
 * The published build is never one.
 */
export const onlyVersion: string | undefined = process.env.FLUXMQ_BUILD_ONLY_VERSION || undefined;
