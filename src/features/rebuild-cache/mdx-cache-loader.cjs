/**
 * A docs page's compiled JavaScript, reused from an earlier build while nothing it depends on
 * changed (./index.ts says what the key covers). A bundler loader on a rule of its own with
 * enforce: 'post', so its pitch runs before every other loader of the page: on a hit the pitch
 * returns the stored code and the MDX compiler does not run; on a miss the normal phase, which runs
 * last, stores what the other loaders made. An entry is written under a temporary name and renamed,
 * so a cut-off build leaves no half entry; an entry that cannot be read is a miss. A hit touches
 * the entry, so the plugin's postBuild can remove the entries no page used (pruneEntries).
 */
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

/** The entry of a page: its folder (the site's salt) and the hash of its path, query and bytes. */
function entryOf({ dir, siteDir }, resourcePath, resourceQuery, bytes) {
  const key = createHash('sha256')
    .update(`${path.relative(siteDir, resourcePath).split(path.sep).join('/')}\0${resourceQuery || ''}\0`)
    .update(bytes)
    .digest('hex');
  return path.join(dir, key.slice(0, 2), `${key}.js`);
}

function storeCompiledPage(code) {
  const { entry } = this.data;
  if (entry && typeof code === 'string') {
    const temporary = `${entry}.${process.pid}.${Date.now()}.tmp`;
    try {
      fs.mkdirSync(path.dirname(entry), { recursive: true });
      fs.writeFileSync(temporary, code);
      fs.renameSync(temporary, entry);
    } catch {
      // A cache that cannot be written costs a later build time, nothing else.
      try {
        fs.rmSync(temporary, { force: true });
      } catch {
        // Nothing was written.
      }
    }
  }
  return code;
}

function reuseCompiledPage(_remaining, _preceding, data) {
  this.addDependency(this.resourcePath);
  const entry = entryOf(this.getOptions(), this.resourcePath, this.resourceQuery, fs.readFileSync(this.resourcePath));
  try {
    const code = fs.readFileSync(entry, 'utf8');
    const now = new Date();
    fs.utimesSync(entry, now, now);
    return code;
  } catch {
    data.entry = entry;
    return undefined;
  }
}

module.exports = storeCompiledPage;
module.exports.pitch = reuseCompiledPage;
