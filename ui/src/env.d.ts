declare module "*.css";

/**
 * true in the build's render of the pages (and in unit tests), false in the
 * browser's bundle (build.mjs): what only the prerendered HTML needs, such
 * as a page's structured data, stays out of the pages' code.
 */
declare const __PRERENDER__: boolean;
