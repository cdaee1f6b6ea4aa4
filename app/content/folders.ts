/**
 * Where the editor writes content, from the repository's root: the data
 * files (JSON) and the articles (Markdown). One place for the paths that
 * every reader and writer of content uses: the content check, the editor's
 * configuration, the build's list of articles and the tests.
 */
export const dataDir = "app/content/data";
export const articlesDir = "app/content/articles";
