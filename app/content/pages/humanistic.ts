import data from "../data/pages/humanistic.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("humanistic", data);
