import data from "../data/pages/child.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("child", data);
