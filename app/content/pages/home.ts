import data from "../data/pages/home.json" with { type: "json" };
import { loadHomeCopy } from "../load.ts";

/** The home page's copy: app/content/data/pages/home.json, edited with `npm run edit`. */
export default loadHomeCopy(data);
