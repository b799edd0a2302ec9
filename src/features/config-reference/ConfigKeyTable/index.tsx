import React, { type ReactNode } from 'react';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { configPages, tableFor, toVersionName } from '@site/src/data/config-keys';
import { keyRowsFor, useOldestVersionWithDoc } from '@site/src/features/config-key-links/rows';
import KeysTable from './KeysTable';

interface Props {
  /** Doc id of the config page, e.g. "config/mqtt". */
  page: string;
  /** Table id inside that page's data, e.g. "listener". */
  table: string;
}

/** Renders one key table of a 配置指南 page for the docs version being read. */
export default function ConfigKeyTable({ page, table }: Props): ReactNode {
  const version = toVersionName(useDocsVersion().version);
  const oldestWithPage = useOldestVersionWithDoc(useDoc().metadata.id);
  const data = tableFor(page, table);
  if (!data) {
    throw new Error(`ConfigKeyTable: no table "${table}" for page "${page}" (known pages: ${configPages.map((p) => p.docId).join(', ')})`);
  }
  return <KeysTable rows={keyRowsFor(data, version, oldestWithPage)} withType />;
}
