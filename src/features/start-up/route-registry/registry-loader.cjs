// A webpack loader for Docusaurus's generated registry (.docusaurus/registry.js), used in the client
// bundle only (./index.ts). Each entry is [load function, module path, webpack module id]; the
// module path serves react-loadable's server-side capture of rendered modules, and nothing reads it
// in the browser. Over five docs versions the ~700 paths were about a third of the registry's bytes
// in main.js, parsed on every page. They become 0; the load function and the id stay. A registry in
// which no entry has that shape (a future Docusaurus) fails the build, naming the hook: passed through
// unchanged, every page would silently carry the paths again.
const ENTRY =
  /^(\s*"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ ("[^"\n]*")\)), \2, (require\.resolveWeak\(\2\)\])/gm;

function registryWithoutModulePaths(source) {
  let entries = 0;
  const output = source.replace(ENTRY, (_entry, load, _modulePath, id) => {
    entries += 1;
    return `${load}, 0, ${id}`;
  });
  if (entries === 0) {
    throw new Error(
      '[registryWithoutModulePaths] matched no entry in .docusaurus/registry.js — the generated registry changed shape; ' +
        'see deploy/RUNBOOK.md#registrywithoutmodulepaths (FLUXMQ_WITHOUT=registryWithoutModulePaths npm run build builds without it)',
    );
  }
  return output;
}

module.exports = registryWithoutModulePaths;
