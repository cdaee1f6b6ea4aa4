import data from "../data/pages/adolescent.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("adolescent", data);
