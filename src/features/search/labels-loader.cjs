// A webpack loader for the local-search plugin's SearchBar.jsx (./index.ts): the box's accessible
// name comes from the locale's "theme.SearchBar.label" (搜索), as its placeholder already does, and
// the clear button gets a name of its own. Each change is made once; if the plugin's markup has
// changed shape (another release), the file passes unchanged with a warning naming what was missed.
const CHANGES = [
  {
    what: 'the search box label',
    from: ' aria-label="Search" className={`navbar__search-input',
    to: ' aria-label={translate({ id: "theme.SearchBar.label", message: "Search" })} className={`navbar__search-input',
  },
  {
    what: 'the clear button name',
    from: '<button className={styles.searchClearButton} onClick={onClearSearch}>',
    to: '<button type="button" aria-label={translate({ id: "fluxmq.search.clear", message: "清除查询" })} className={styles.searchClearButton} onClick={onClearSearch}>',
  },
];

function searchBarWithLabels(source) {
  let output = source;
  for (const { what, from, to } of CHANGES) {
    if (output.split(from).length === 2) output = output.replace(from, to);
    else if (typeof this?.emitWarning === 'function')
      this.emitWarning(new Error(`search-bar-labels: ${what} not found once in SearchBar.jsx; left as it is`));
  }
  return output;
}

module.exports = searchBarWithLabels;
