import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Metadata from '@theme-init/DocItem/Metadata';
import { useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import SectionKeywords from '../../../../search/SectionKeywords';

/**
 * Older versions stay indexable, but a page that also exists in the latest version names that page
 * as its canonical URL, so search engines send readers to the current docs (config/versions.ts).
 * Docusaurus's own canonical link (the page itself) is replaced: Head keeps the innermost one.
 */
function LatestCanonical({ path }: { path: string }): ReactNode {
  const href = useBaseUrl(path, { absolute: true });
  return (
    <Head>
      <link rel="canonical" href={href} />
    </Head>
  );
}

export default function MetadataWrapper(): ReactNode {
  const version = useDocsVersion();
  const { latestDocSuggestion } = useDocVersionSuggestions(version.pluginId);
  return (
    <>
      <Metadata />
      {/* The search's keywords of the page (its sidebar section): src/features/search/SectionKeywords.tsx */}
      <SectionKeywords />
      {!version.isLast && latestDocSuggestion ? <LatestCanonical path={latestDocSuggestion.path} /> : null}
    </>
  );
}
