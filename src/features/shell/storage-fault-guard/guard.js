// Inlined in every page's head by ./index.ts, before the theme's own scripts (comment lines are
// dropped). __STORAGE_TYPE__ is the site's browser storage ("localStorage").
// If the storage is there but its calls throw (hardened browsers, some embedded web views), or it
// keeps nothing, reading the storage itself is made to throw: the theme then takes its own "storage
// not available" path, one console warning and no persistence, instead of logging an error on every
// read and write.
(function () {
  var type = __STORAGE_TYPE__;
  var usable = false;
  try {
    var storage = window[type];
    var key = 'fluxmq-storage-probe';
    storage.setItem(key, key);
    usable = storage.getItem(key) === key;
    storage.removeItem(key);
  } catch (e) {
    // usable stays false
  }
  if (usable) return;
  try {
    Object.defineProperty(window, type, {
      configurable: true,
      get: function () {
        throw new DOMException('Browser storage is not usable here: its calls fail.', 'SecurityError');
      },
    });
  } catch (e) {
    // A browser that forbids redefining the storage: the theme logs its errors as before.
  }
})();
