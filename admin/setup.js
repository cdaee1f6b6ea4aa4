/**
 * Runs before Sveltia CMS (index.html): the editor speaks French whatever
 * the browser's language, and works offline. Sveltia fetches its French
 * words and its latest version number from its CDN (unpkg.com); this page
 * answers those requests from the pinned package served beside it
 * (sveltia/), so the editor makes no request outside the site. Sveltia
 * starts once the site's own field types are registered (fields.js).
 */
const prefsKey = "sveltia-cms.prefs";
let prefs = {};
try {
  prefs = JSON.parse(localStorage.getItem(prefsKey) ?? "{}") ?? {};
} catch {
  // Unreadable preferences: French and nothing else.
}
localStorage.setItem(prefsKey, JSON.stringify({ ...prefs, locale: "fr" }));

const packageFile = /^https:\/\/unpkg\.com\/@sveltia\/cms(?:@[^/]+)?\/(locales\/[\w-]+\.json|package\.json)$/;
const fetchFromNetwork = window.fetch.bind(window);
window.fetch = (input, init) => {
  const file = packageFile.exec(input instanceof Request ? input.url : String(input))?.[1];
  return fetchFromNetwork(file ? new URL(`sveltia/${file}`, document.baseURI) : input, init);
};

window.CMS_MANUAL_INIT = true;
