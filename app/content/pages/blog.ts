import data from "../data/pages/blog.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("blog", data);
