import data from "../data/pages/hypnosis.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("hypnosis", data);
