import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeEntries } from "./site/pages.ts";

// Every route comes from the route table: one per page, language and alias.
export default routeEntries().map((entry) => route(entry.path, entry.module, { id: entry.id })) satisfies RouteConfig;
