// Stands in for @docusaurus/theme-classic's prism-include-languages client module (see ./index.ts):
// code is highlighted at build time, so the browser registers no Prism languages.
export {};
