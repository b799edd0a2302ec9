import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { toVersionName } from '../../data/versions';
import { openApiDocument } from '../../data/http-api/openapi';
import { openApiFilePath } from '../../data/http-api/paths';

/** The API data and its components' code (not their CSS, which goes with the site's styles). */
const HTTP_API_CODE = /[\\/]src[\\/](data[\\/]http-api|features[\\/]http-api[\\/]components)[\\/][^\\/]*(\.tsx?|[\\/][^\\/]*\.ts)$/;

/**
 * Writes each docs version's OpenAPI 3.1 file of the FluxMQ HTTP API, built from src/data/http-api:
 * /openapi.json for the version at the site root, /<version>/openapi.json for the others (their docs
 * plugin paths). The API pages link to it (<OpenApiDownload />) for readers to import into Apifox or
 * Postman. Only the versions the build has (a test build with one version writes one file).
 *
 * In the browser, the API data and components are one shared chunk: every API page of five versions
 * renders from them, and without this each page's own chunk carried a copy (~19 KB gzipped each).
 */
export default function openApiPlugin(): Plugin {
  let versions: Array<{ name: string; path: string }> = [];
  return {
    name: 'openapi',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              httpApi: {
                test: (module: { resource?: string }) => HTTP_API_CODE.test(module.resource ?? ''),
                name: 'http-api',
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('openapi: the docs plugin content was not loaded');
      versions = docs.loadedVersions.map((v) => ({ name: toVersionName(v.versionName), path: v.path }));
    },
    async postBuild({ outDir }) {
      for (const v of versions) {
        const file = path.join(outDir, openApiFilePath(v.path));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, `${JSON.stringify(openApiDocument(v.name), null, 2)}\n`);
      }
    },
  };
}
