import data from "../data/pages/couple.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("couple", data);
