/**
 * The Mozilla HTTP Observatory's own tests (`@mdn/mdn-http-observatory`), run
 * locally on one URL of a running server, over plain HTTP. Its scanner needs
 * two lists it downloads at install time (`npm install --ignore-scripts`
 * skips that, and the tests need no network): a small stand-in for each is
 * written first. The tests that only make sense over HTTPS are listed apart.
 */
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Tests about HTTPS itself (redirection to it, HSTS), which a plain-HTTP run cannot pass. */
export const httpsOnlyTests = new Set(["redirectionTest", "strictTransportSecurityTest"]);

/** `name` is the scanner's function name, such as `contentSecurityPolicyTest`. */
export type ObservatoryResult = { name: string; pass: boolean; result: string };

function writeLists(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const conf = join(pkg, "conf");
  const hsts = join(conf, "hsts-preload.json");
  const tld = join(conf, "tld-list.json");
  if (!existsSync(hsts)) writeFileSync(hsts, "{}\n");
  if (!existsSync(tld)) writeFileSync(tld, `${JSON.stringify(["com", "fr", "net", "org"])}\n`);
  return pkg;
}

/** Runs every Observatory test on `url` (http://host:port/path). */
export async function observatory(url: string): Promise<ObservatoryResult[]> {
  const pkg = writeLists();
  const load = (path: string) => import(join(pkg, path));
  const [{ Session, getPageText }, { Requests, HTML_TYPES }, { parseHttpEquivHeaders }, { ALL_TESTS }] =
    await Promise.all([
      load("src/retriever/session.js"),
      load("src/types.js"),
      load("src/retriever/utils.js"),
      load("src/constants.js"),
    ]);
  const target = new URL(url);
  // What the scanner's retrieve() does, for the http:// URL only (its retrieve() needs an HTTPS answer too).
  const session = await Session.fromUrl(target, {
    headers: ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
  });
  if (!session) throw new Error(`Observatory: no answer from ${url}`);
  const requests = new Requests(target.hostname);
  requests.session = session;
  requests.responses.http = session.response;
  requests.responses.auto = session.response;
  requests.responses.httpRedirects = session.redirectHistory;
  requests.resources.path = getPageText(session.response, true);
  const cors = await session.options({
    url: target.href,
    headers: { "Access-Control-Request-Method": "GET", Origin: "https://http-observatory.security.mozilla.org" },
  });
  requests.responses.cors = cors ? { ...cors, verified: false } : null;
  const type = session.response?.headers["content-type"]?.split(";")[0];
  session.response.httpEquiv =
    HTML_TYPES.has(type) && requests.resources.path
      ? parseHttpEquivHeaders(requests.resources.path, target.href)
      : new Map();
  return (ALL_TESTS as ((r: unknown) => { pass: boolean; result: string })[]).map((test) => {
    const { pass, result } = test(requests);
    return { name: test.name, pass, result };
  });
}
