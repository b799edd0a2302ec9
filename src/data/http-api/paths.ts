/** Where each docs version's OpenAPI file is served, and the name a browser saves it under. */

/** /openapi.json for the version served at the site root, /2.0.18/openapi.json for one served under /2.0.18. */
export function openApiFilePath(versionPath: string): string {
  return `${versionPath.replace(/\/+$/, '')}/openapi.json`;
}

export const openApiFileName = (v: string): string => `fluxmq-${v}-openapi.json`;
