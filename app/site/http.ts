/**
 * HTTP facts and path helpers shared by the route table, the Node server, the
 * build scripts and the files written for static hosts (nginx, `_headers`,
 * `_redirects`): each is written here once.
 */

/** Hashed build assets: their names change with their content, so they are cached for good. */
export const hashedAssetPrefix = "/assets/";
export const isHashedAsset = (path: string) => path.startsWith(hashedAssetPrefix);
export const immutableCache = "public, max-age=31536000, immutable";
/** Everything else (pages, feeds, icons) is revalidated on each use. */
export const revalidateCache = "no-cache";

/** A path in its one canonical spelling: no trailing slash, except the root. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The pre-rendered file of a page: "/" → "/index.html", "/en/about" → "/en/about/index.html". */
export const htmlFileOf = (path: string) => (path === "/" ? "/index.html" : `${path}/index.html`);

/** The page a pre-rendered file is served at: the reverse of `htmlFileOf`. */
export const pathOfHtmlFile = (file: string) => (file === "/index.html" ? "/" : file.replace(/\/index\.html$/, ""));
