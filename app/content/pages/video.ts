import data from "../data/pages/video.json" with { type: "json" };
import { loadPageCopy } from "../load.ts";

export default loadPageCopy("video", data);
