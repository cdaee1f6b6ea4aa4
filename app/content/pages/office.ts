import data from "../data/pages/office.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("office", data);
