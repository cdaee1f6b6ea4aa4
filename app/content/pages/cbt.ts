import data from "../data/pages/cbt.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("cbt", data);
