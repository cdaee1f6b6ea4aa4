import data from "../data/pages/privacy.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("privacy", data);
