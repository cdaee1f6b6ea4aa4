import { redirect } from "react-router";
import { findRedirect } from "../site/pages.ts";
import type { Route } from "./+types/redirect";

// Old URLs reached by client-side navigation; the server answers them with an HTTP redirect.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const target = findRedirect(new URL(request.url).pathname);
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(target.to, target.status);
}

export default function Redirect() {
  return null;
}
