import { brandFontsScript } from "../../lib/brand-fonts.ts";
import { storedConsentScript } from "./stored-consent.tsx";

const code = `${storedConsentScript};${brandFontsScript}`;

/**
 * The head's inline script, before any other: the stored cookie choice (stored-consent.tsx), then
 * the brand-fonts flag (app/lib/brand-fonts.ts). One script rather than two, for one hash fewer in
 * every page's Content-Security-Policy: the headers travel in the first round trip too (decision
 * 006). Reading storage can throw: those parts catch their own errors.
 */
export function HeadScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own scripts, hashed for the CSP.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
