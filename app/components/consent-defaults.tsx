/**
 * Google Consent Mode v2 defaults, for the document head, before any other
 * script: defines `window.dataLayer` and `gtag`, and denies every storage
 * until the visitor chooses (app/lib/analytics.ts sends the updates).
 *
 * The script is a constant: the build hashes each inline script for the
 * Content-Security-Policy, so it must be byte-identical on every page.
 */
export const consentDefaultsScript =
  "window.dataLayer=window.dataLayer||[];" +
  "function gtag(){dataLayer.push(arguments);}" +
  'gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});';

export function ConsentDefaults() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, hashed for the CSP.
  return <script dangerouslySetInnerHTML={{ __html: consentDefaultsScript }} />;
}
