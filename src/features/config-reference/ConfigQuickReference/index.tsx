import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useAllDocsData, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { configPages, keysFor, tablesFor, toVersionName } from '@site/src/data/config-keys';
import KeysTable from '../ConfigKeyTable/KeysTable';

/**
 * 配置速查: every configuration key of the version being read, grouped by the 配置指南 page that
 * explains it, rendered from the same data as the pages' own tables (src/data/config-keys).
 */
export default function ConfigQuickReference(): ReactNode {
  const versionMeta = useDocsVersion();
  const version = toVersionName(versionMeta.version);
  const globalVersion = useAllDocsData().default?.versions.find((v) => v.name === versionMeta.version);
  const pathOf = (docId: string) => globalVersion?.docs.find((d) => d.id === docId)?.path;

  return (
    <>
      {configPages.map((page) => {
        const rows = tablesFor(page, version).flatMap((t) => keysFor(t, version));
        const href = pathOf(page.docId);
        if (!href || rows.length === 0) return null;
        return (
          <section key={page.docId} className="margin-bottom--lg">
            <h3>
              <Link to={href}>{page.title}</Link>
            </h3>
            <KeysTable rows={rows} />
          </section>
        );
      })}
    </>
  );
}
