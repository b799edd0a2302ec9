import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';

/**
 * A docs page's keywords for the site search: the sidebar path to it (its categories, then its own
 * label) and its title, after the keywords its front matter gives.
 *
 * Readers search a section and a topic together — 「数据源配置 kafka」, 「认证鉴权 介绍」 — where the
 * page sits in that section but its title and text never repeat the section's name: the sidebar
 * category is the only place the word appears. The search plugin requires every word of a query in
 * one indexed text, and it indexes a page's `<meta name="keywords">` as a text of its own (hit type
 * Keywords, ranked after titles, headings and descriptions, before body text). Written here, that
 * text holds the section and the page's name together, for every page in a sidebar alike.
 *
 * It replaces the meta that DocItem/Metadata writes from the front matter (Head keeps the last one
 * of a name), so the front matter's keywords come first in it.
 */
export default function SectionKeywords(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  // A page outside any category has no section to add: DocItem/Metadata's own keywords stay.
  if (!breadcrumbs.some((item) => item.type === 'category')) return null;
  const words = [...(frontMatter.keywords ?? []), ...breadcrumbs.map((item) => item.label), metadata.title];
  const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  return (
    <Head>
      <meta name="keywords" content={unique.join(',')} />
    </Head>
  );
}
