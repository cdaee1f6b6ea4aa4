import data from "../data/pages/contact.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("contact", data);
