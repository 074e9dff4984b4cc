/**
 * The service worker's cache of pages as last served (rendered catalogue pages and the shell). It
 * starts empty with every new worker: a page kept by an older build names scripts that build's
 * precache no longer holds.
 */
export const PAGES_CACHE = 'pages';
