import data from "../data/pages/forWhom.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("forWhom", data);
