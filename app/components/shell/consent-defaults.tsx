import { CONSENT_KEY } from "../../lib/consent.ts";
import { site } from "../../site/config.ts";

/**
 * Google Consent Mode v2 defaults, for the document head, before any other
 * script: defines `window.dataLayer` and `gtag`, and denies every storage
 * until the visitor chooses (app/lib/analytics.ts sends the updates).
 */
const gtagDefaults =
  "window.dataLayer=window.dataLayer||[];" +
  "function gtag(){dataLayer.push(arguments);}" +
  'gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});';

/**
 * Marks <html data-consent> before the first paint when a valid choice is
 * stored, so that the stylesheet hides the pre-rendered cookie banner, and
 * removes a stored value that is not a valid choice, as the store does. The
 * same rules as `parseConsent` (app/lib/consent.ts, which a unit test holds
 * it to): exact shape, timestamp not more than a day ahead, expiry the same
 * day `consentMonths` calendar months later (or the month's last day).
 */
const storedConsentCheck =
  "try{var s=localStorage,k=" +
  JSON.stringify(CONSENT_KEY) +
  ",r=s.getItem(k),ok=false;try{var c=JSON.parse(r),n=Date.now(),t=c&&c.timestamp;" +
  'if(c&&typeof c==="object"&&!Array.isArray(c)&&c.necessary===true&&typeof c.analytics==="boolean"&&Number.isSafeInteger(t)&&t>0&&n+864e5>=t){' +
  "var e=new Date(t),day=e.getUTCDate();e.setUTCDate(1);e.setUTCMonth(e.getUTCMonth()+" +
  String(site.privacy.consentMonths) +
  ");e.setUTCDate(Math.min(day,new Date(Date.UTC(e.getUTCFullYear(),e.getUTCMonth()+1,0)).getUTCDate()));ok=e.getTime()>n}}catch(x){}" +
  'if(ok)document.documentElement.setAttribute("data-consent","");else if(r!==null)s.removeItem(k)}catch(x){}';

/**
 * The head script: a constant, since the build hashes each inline script for
 * the Content-Security-Policy and it is byte-identical on every page.
 */
export const consentDefaultsScript = gtagDefaults + storedConsentCheck;

export function ConsentDefaults() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, hashed for the CSP.
  return <script dangerouslySetInnerHTML={{ __html: consentDefaultsScript }} />;
}
