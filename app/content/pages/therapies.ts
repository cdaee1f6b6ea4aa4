import data from "../data/pages/therapies.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("therapies", data);
