import data from "../data/pages/adult.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("adult", data);
