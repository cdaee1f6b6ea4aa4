import data from "../data/pages/family.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("family", data);
