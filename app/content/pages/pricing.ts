import data from "../data/pages/pricing.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("pricing", data);
