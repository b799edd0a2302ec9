// A webpack loader for the local-search plugin's SearchBar.jsx (./typed-text.ts): the box keeps the
// text the reader typed, and a long query is searched by its first part.
//
// - The box's first marking of `_highlight` terms (a timer its effect sets as it starts) puts the
//   terms into the box, and on a page without terms would empty it: the text the reader typed in
//   the server's box, handed to the plugin's box as it starts, would be wiped a task later. The
//   box's text is set to the terms when there are terms or when the reader has moved to another
//   page (which clears the box after a navigation, as the plugin does), not on the page the box
//   starts on.
// - Once its autocomplete is attached (the index loaded), the box would search the text it already
//   holds twice: as it opens the dropdown, and again as it takes the focus back (attaching moves
//   the input, which loses the focus) while the autocomplete does not yet count as active. It takes
//   the focus back first, then opens the dropdown: one search.
// - The box's autocomplete would ask the worker for the box's whole text. It asks for the part the
//   search reads, without an operation word it opens with, and also in the site's words when it
//   names something in English (searchReaderText, src/features/search/searchedQuery.ts), so the box
//   keeps a long pasted query as the reader pasted it, every query still gets an answer,
//   「修改控制台密码」 finds the page that says 设置 or gives the key only, and 「offline message」
//   the pages on 离线消息.
//
// Each change is made once; if the plugin's code has changed shape (another release), the file
// passes unchanged with a warning naming what was missed.
const path = require('node:path');

const SEARCHED_QUERY = path.join(__dirname, '..', 'searchedQuery.ts');

const CHANGES = [
  {
    what: 'the marking effect (a ref for the page it last marked)',
    from: '    useEffect(() => {\n        if (!Mark) {\n',
    to: '    const fluxmqMarkedPage = useRef(null);\n    useEffect(() => {\n        if (!Mark) {\n',
  },
  {
    what: 'the terms put into the box after marking',
    from: '            setInputValue(keywords.join(" "));\n            search.current?.autocomplete.setVal(keywords.join(" "));\n',
    to:
      '            const fluxmqPage = location.pathname + location.search;\n' +
      '            if (keywords.length !== 0 || (fluxmqMarkedPage.current !== null && fluxmqMarkedPage.current !== fluxmqPage)) {\n' +
      '                setInputValue(keywords.join(" "));\n' +
      '                search.current?.autocomplete.setVal(keywords.join(" "));\n' +
      '            }\n' +
      '            fluxmqMarkedPage.current = fluxmqPage;\n',
  },
  {
    what: 'the focus given back once the autocomplete is attached',
    from: '            const input = searchBarRef.current;\n            if (input.value) {\n                search.current?.autocomplete.open();\n            }\n            input.focus();\n',
    to: '            const input = searchBarRef.current;\n            input.focus();\n            if (input.value) {\n                search.current?.autocomplete.open();\n            }\n',
  },
  {
    what: "the autocomplete's search",
    from: 'await searchByWorker(versionUrl, searchContext, input, searchResultLimits);',
    to: 'await fluxmqSearchReaderText((query, limit) => searchByWorker(versionUrl, searchContext, query, limit), input, searchResultLimits);',
    header: `import { searchReaderText as fluxmqSearchReaderText } from ${JSON.stringify(SEARCHED_QUERY)};\n`,
  },
];

function searchBarKeepingTypedText(source) {
  let output = source;
  let header = '';
  for (const { what, from, to, header: needs } of CHANGES) {
    if (output.split(from).length === 2) {
      output = output.replace(from, () => to);
      if (needs) header += needs;
    } else if (typeof this?.emitWarning === 'function') {
      this.emitWarning(new Error(`search-bar typed text: ${what} not found once in SearchBar.jsx; left as it is`));
    }
  }
  return header + output;
}

module.exports = searchBarKeepingTypedText;
module.exports.CHANGES = CHANGES;
