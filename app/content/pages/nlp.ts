import data from "../data/pages/nlp.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("nlp", data);
