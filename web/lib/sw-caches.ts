/**
 * The service worker's cache of pages as last served (rendered catalogue pages and the shell). It
 * starts empty with every new worker: a page kept by an older build names scripts that build's
 * precache no longer holds.
 */
export const PAGES_CACHE = 'pages';
/** The app's code the worker caches after it is installed (and the back office's, for an admin). */
export const LATER_ASSETS_CACHE = 'assets-later';
/** Page -> worker: cache the later code and these pages (URLs) now, skipping what is there. */
export const WARM_CACHE_MESSAGE = 'warm-cache';
