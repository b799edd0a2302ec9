import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { DOCS_VERSIONS, toVersionName } from '../../data/versions';
import { buildsVersion } from '../../../config/only-version';
import { pageExamples } from './examples';
import { CATALOG_PATH, configSchema, configSchemaPaths, schemaCatalog } from './schema';

/**
 * config.yaml as a schema: writes each docs version's JSON Schema (draft 2020-12) of FluxMQ's
 * config.yaml, built from the configuration-key data (./schema.ts), to /<version>/config.schema.json
 * for every version (a fixed address, the latest's included) and, for the version at the site root,
 * also to /config.schema.json (the address that follows the latest release). Editors that speak the
 * YAML language server (VS Code with Red Hat's YAML extension, JetBrains IDEs …) check a config.yaml
 * whose first line is `# yaml-language-server: $schema=<that address>`: unknown keys, wrong types,
 * values outside a key's allowed set, and hover text from the pages (a deprecated key's note included).
 * Each key's description links to its row on the page of the same version (the docs plugin's own
 * addresses), and each leaf key's `examples` the values the version's own pages write for it
 * (./examples.ts, read from the Markdown when the build writes the files). Only the versions the build
 * has (a test build with one version writes that version's files). The build that has the latest
 * version also writes /config.schema.catalog.json (CATALOG_PATH): every version's schema as an entry in
 * SchemaStore's catalog format, for editors that pick a schema by file name (yaml.schemaStore.url).
 */
export default function configSchemaPlugin(): Plugin {
  let versions: Array<{ name: string; permalinks: Map<string, string> }> = [];
  return {
    name: 'config-schema',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('config-schema: the docs plugin content was not loaded');
      // The versions this build writes the pages of (a one-version build of npm run build: that one;
      // its part keeps only that version's files, so the others' schemas and page examples are not made).
      versions = docs.loadedVersions
        .filter((v) => buildsVersion(v.versionName))
        .map((v) => ({
          name: toVersionName(v.versionName),
          permalinks: new Map(v.docs.map((d) => [d.id, d.permalink])),
        }));
    },
    async postBuild({ outDir }) {
      for (const v of versions) {
        const docPath = (docId: string) => {
          const permalink = v.permalinks.get(docId);
          if (!permalink) throw new Error(`config-schema: version ${v.name} has no page "${docId}", which its configuration keys name`);
          return permalink;
        };
        // The latest version's part writes both its addresses; /<latest>/ is no older version's folder,
        // so the per-version build keeps it in the latest's part (scripts/lib/version-builds.mjs isPartOf).
        for (const address of configSchemaPaths(v.name)) {
          const file = path.join(outDir, address);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, `${JSON.stringify(configSchema(v.name, docPath, address, pageExamples(v.name)), null, 2)}\n`);
        }
      }
      // The catalog is a file of the site root, which the latest version's part owns.
      if (versions.some((v) => v.name === DOCS_VERSIONS[0])) {
        await fs.writeFile(path.join(outDir, CATALOG_PATH), `${JSON.stringify(schemaCatalog(), null, 2)}\n`);
      }
    },
  };
}
