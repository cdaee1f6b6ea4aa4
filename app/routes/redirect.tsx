import { redirect } from "react-router";
import { findRedirect, withQuery } from "../site/pages.ts";
import type { Route } from "./+types/redirect";

// Old URLs reached by client-side navigation; the server answers them with an HTTP redirect.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = findRedirect(url.pathname);
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(withQuery(target.to, url.search), target.status);
}

export default function Redirect() {
  return null;
}
