// A webpack loader for Docusaurus's generated registry (.docusaurus/registry.js), used in the client
// bundle only (./index.ts). Each entry is [load function, module path, webpack module id]; the
// module path serves react-loadable's server-side capture of rendered modules, and nothing reads it
// in the browser. Over five docs versions the ~700 paths were about a third of the registry's bytes
// in main.js, parsed on every page. They become 0; the load function and the id stay. A registry of
// another shape (a future Docusaurus) is passed through unchanged, with a warning.
const ENTRY = /^(\s*"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ ("[^"\n]*")\)), \2, (require\.resolveWeak\(\2\)\])/gm;

function registryWithoutModulePaths(source) {
  let entries = 0;
  const output = source.replace(ENTRY, (_entry, load, _modulePath, id) => {
    entries += 1;
    return `${load}, 0, ${id}`;
  });
  if (entries === 0 && typeof this?.emitWarning === 'function') {
    this.emitWarning(new Error('registry-loader: no registry entry of the expected shape; module paths kept'));
  }
  return output;
}

module.exports = registryWithoutModulePaths;
