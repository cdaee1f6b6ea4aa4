import data from "../data/pages/pma.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("pma", data);
