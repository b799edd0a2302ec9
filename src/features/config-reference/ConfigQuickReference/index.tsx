import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useAllDocsData, useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { configPages, tablesFor, toVersionName } from '@site/src/data/config-keys';
import KeysTable from '../ConfigKeyTable/KeysTable';
import { keyRowsFor, useOldestVersionWithDoc } from '@site/src/features/config-key-links/rows';
import { KeyFilterBox, useKeyFilter } from '@site/src/features/config-key-links/KeyFilter';
import { keyMatches } from '@site/src/features/config-key-links/filter';

/**
 * 配置速查: every configuration key of the version being read, grouped by the 配置指南 page that
 * explains it, rendered from the same data as the pages' own tables (src/data/config-keys), with a
 * filter box above (src/features/config-key-links/KeyFilter.tsx).
 */
export default function ConfigQuickReference(): ReactNode {
  const versionMeta = useDocsVersion();
  const version = toVersionName(versionMeta.version);
  const oldestWithPage = useOldestVersionWithDoc(useDoc().metadata.id);
  const globalVersion = useAllDocsData().default?.versions.find((v) => v.name === versionMeta.version);
  const pathOf = (docId: string) => globalVersion?.docs.find((d) => d.id === docId)?.path;
  const filter = useKeyFilter();

  const groups = configPages.flatMap((page) => {
    const href = pathOf(page.docId);
    const rows = tablesFor(page, version)
      .flatMap((t) => keyRowsFor(t, version, oldestWithPage))
      .map((row) => ({ ...row, hidden: !keyMatches(filter.words, row) }));
    return href && rows.length ? [{ page, href, rows }] : [];
  });
  const total = groups.reduce((n, g) => n + g.rows.length, 0);
  const shown = groups.reduce((n, g) => n + g.rows.filter((r) => !r.hidden).length, 0);

  return (
    <>
      <KeyFilterBox filter={filter} total={total} shown={shown} />
      {groups.map(({ page, href, rows }) => (
        <section key={page.docId} className="margin-bottom--lg" hidden={rows.every((r) => r.hidden)}>
          <Heading as="h3">
            <Link to={href}>{page.title}</Link>
          </Heading>
          <KeysTable rows={rows} />
        </section>
      ))}
    </>
  );
}
