import data from "../data/pages/contactSent.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

/** The confirmation page, where the contact form lands without JavaScript (the server answers 303 here). */
export default loadPageCopy("contactSent", data);
