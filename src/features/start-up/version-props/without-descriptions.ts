/**
 * Each docs version's route props without the docs' descriptions and titles. The docs plugin gives
 * every page of a version, as its version route's props, the version's metadata: its sidebars and,
 * for each doc, its id, title, sidebar and description (`PropVersionMetadata`). A page loads that
 * file before it is usable, and the doc list is more than two thirds of it (10.6 of 14.5 KB gzip for
 * the latest version, mostly one or two sentences of description for each of ~130 docs). The only
 * reader of the list is theme-classic's DocCard (through useDocById), which shows a doc link's
 * description on a category's index page. So each doc keeps its id only, and each category index
 * page gets the descriptions of its own doc links as a prop of its own (`cardDescriptions`), which
 * theme/DocCategoryGeneratedIndexPage hands to theme/DocCard. A component that reads a doc's title
 * or description through useDocById elsewhere would find none: give it a prop of its own as here.
 *
 * Relies on the docs plugin's route props (typed in @docusaurus/plugin-content-docs): `version` on
 * each version's route, `categoryGeneratedIndex` on a category index page's route below it. A route
 * tree without them fails the build, naming the hook (config/internals.ts).
 */
import type { RouteConfig } from '@docusaurus/types';
import type { PropCategoryGeneratedIndex, PropSidebar, PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { hookBroken } from '../../../../config/internals';

/** The prop a category index page gets: each of its doc links' description, by doc id. */
export type CardDescriptions = Record<string, string>;

type Sidebars = PropVersionMetadata['docsSidebars'];
type Version = { descriptions: Map<string, string>; sidebars: Sidebars };

const broken = (cause: string) => hookBroken('versionPropsWithoutDescriptions', "the docs plugin's route props", cause);

function findCategory(items: PropSidebar, permalink: string): Extract<PropSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === permalink) return item;
    const inner = findCategory(item.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}

function categoryCardDescriptions(index: PropCategoryGeneratedIndex, version: Version): CardDescriptions {
  const category = Object.values(version.sidebars)
    .map((sidebar) => findCategory(sidebar, index.permalink))
    .find(Boolean);
  if (!category) throw broken(`no sidebar category links to the index page ${index.permalink}`);
  const out: CardDescriptions = {};
  for (const item of category.items) {
    if (item.type !== 'link' || !item.docId) continue;
    const description = version.descriptions.get(item.docId);
    if (description) out[item.docId] = description;
  }
  return out;
}

/**
 * The route tree the docs plugin adds, with each version's docs' descriptions moved to the category
 * index pages that show them. Returns the tree and how many version routes it had.
 */
export function withoutDocDescriptions(route: RouteConfig): { route: RouteConfig; versions: number } {
  let versions = 0;
  const visit = (node: RouteConfig, version: Version | undefined): RouteConfig => {
    let props = node.props;
    let inside = version;
    if (props && 'version' in props) {
      const metadata = props.version as PropVersionMetadata;
      if (!metadata?.docs || !metadata.docsSidebars)
        throw broken(`the version route ${node.path} has no docs or docsSidebars in its version prop`);
      versions += 1;
      const docs = Object.values(metadata.docs);
      inside = {
        descriptions: new Map(docs.flatMap((doc) => (doc.description ? [[doc.id, doc.description] as const] : []))),
        sidebars: metadata.docsSidebars,
      };
      // Each doc keeps its id, which useDocById (DocCard's only use of this list) looks up.
      const lean = Object.fromEntries(docs.map((doc) => [doc.id, { id: doc.id }]));
      props = { ...props, version: { ...metadata, docs: lean } };
    }
    if (props && 'categoryGeneratedIndex' in props) {
      if (!inside) throw broken(`the category index page ${node.path} is not below a version route`);
      props = { ...props, cardDescriptions: categoryCardDescriptions(props.categoryGeneratedIndex as PropCategoryGeneratedIndex, inside) };
    }
    return {
      ...node,
      ...(props ? { props } : {}),
      ...(node.routes ? { routes: node.routes.map((child) => visit(child, inside)) } : {}),
    };
  };
  return { route: visit(route, undefined), versions };
}
