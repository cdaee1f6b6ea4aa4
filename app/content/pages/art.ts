import data from "../data/pages/art.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("art", data);
