/**
 * Types for the modules of @easyops-cn/docusaurus-search-local that ./theme/SearchPage and ./navbar-box use (the
 * plugin ships them as plain JavaScript): only what the page reads, as the plugin 0.55.3 defines it.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces' {
  export enum SearchDocumentType {
    Title = 0,
    Heading = 1,
    Description = 2,
    Keywords = 3,
    Content = 4,
  }
  /** An indexed document: id, title or text, section title, url, hash, breadcrumb. */
  export interface SearchDocument {
    i: number;
    t: string;
    s?: string;
    u: string;
    h?: string;
    b?: string[];
  }
  export interface SearchResult {
    document: SearchDocument & { s: string; b: string[] };
    type: SearchDocumentType;
    page: SearchDocument & { b: string[] };
    metadata: object;
    tokens: string[];
  }
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath(searchValue: string): void;
  };
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type { ReactNode } from 'react';
  export default function LoadingRing(props: { className?: string }): ReactNode;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(content: string, positions: unknown, tokens: string[], maxLength?: number): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  export function getStemmedPositions(metadata: object, field: string): unknown;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath' {
  export function concatDocumentPath(pathItems: string[]): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  /** mark.js, or null when highlighting on the target page is off. */
  export const Mark: unknown;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
