import data from "../data/pages/why.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("why", data);
