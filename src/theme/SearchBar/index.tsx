/**
 * The navbar search box: the local-search plugin's box wrapped (src/features/search/navbar-box).
 * Only the site's own theme folder can wrap a component that another theme provides
 * (`@theme-original/SearchBar`), so the wrapper lives here and its parts in the search feature.
 */
export { default } from '@site/src/features/search/navbar-box/SearchBox';
