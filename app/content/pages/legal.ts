import data from "../data/pages/legal.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("legal", data);
