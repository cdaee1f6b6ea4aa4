/**
 * Every word of the contact form and its answers, in French and English:
 * app/content/data/contact-form.json (« Textes communs » in the editor), read
 * through its schema. The form's rules (app/contact/) yield codes;
 * app/contact/messages.ts picks the sentence for a code here. Only the
 * server and the loaders of the pages that hold the form import it
 * (app/contact/words.ts), so a page's JavaScript carries none of it. The
 * confirmation page has its own copy (pages/contactSent.ts).
 *
 * Besides the site placeholders of app/content/fill.ts, strings here may hold
 * {nameMax} {messageMin} {messageMax} (the form's bounds), {count} and {wait}
 * where app/contact/messages.ts's `formText` fills them (`contactFormCopySchema`).
 */
import data from "./data/contact-form.json" with { type: "json" };
import { loadCommonCopy } from "./load.ts";

export type { ContactFormCopy } from "./types.ts";

export const contactFormCopy = loadCommonCopy("contact-form", data);
