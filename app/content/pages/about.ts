import data from "../data/pages/about.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("about", data);
