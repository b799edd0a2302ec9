import React, { type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * Wraps the local-search bar so it is mounted afresh for each docs version. The plugin re-creates
 * its autocomplete in place when the version changes, and a query still running in the old
 * instance then throws ("Cannot read properties of null (reading 'find')") — found by the soak test.
 * A fresh mount per version keeps the two instances apart.
 */
export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const version = useActivePluginAndVersion()?.activeVersion?.name ?? 'no-docs-version';
  return <SearchBar key={version} {...props} />;
}
