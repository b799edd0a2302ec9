// Inlined in every page's head by ./index.ts, before the theme's own scripts (comment lines are
// dropped). The placeholders are filled from the site's config: the storage ("localStorage"), the
// theme's two storage keys of the announcement bar, and the current announcement id.
// A reader who closed an earlier announcement has its dismissal stored with that announcement's id.
// The theme hides the bar before the app starts when the stored dismissal says so, and resets the
// dismissal for a new id only once the app runs: the new announcement stayed hidden until the next
// page. Resetting it here, before the theme reads it, shows the new announcement on the first page.
(function () {
  try {
    var storage = window[__STORAGE_TYPE__];
    var seenId = storage.getItem(__ID_KEY__);
    // The theme reads its once misspelled default id as the corrected one; so does this.
    if (seenId === 'annoucement-bar') seenId = 'announcement-bar';
    if (seenId !== __ANNOUNCEMENT_ID__ && storage.getItem(__DISMISS_KEY__) === 'true') {
      storage.setItem(__DISMISS_KEY__, 'false');
    }
  } catch (e) {
    // No usable storage: the theme keeps the bar's state in memory, nothing to reset.
  }
})();
