import { describe, expect, it } from "vitest";
import {
  type AnalyticsEnv,
  applyAnalyticsConsent,
  consentDefaults,
  cookieDomains,
  deleteAnalyticsCookies,
  gtagScriptUrl,
  isAnalyticsCookie,
  normaliseAnalyticsId,
} from "./analytics.ts";

type FakeScript = { id: string; async: boolean; src: string };

/**
 * A fake window and document: enough of a cookie jar (keyed by name and
 * domain, as browsers do) and of <head> to see what the module does.
 */
function fakeEnv(id: string | null, hostname = "www.example.org") {
  const jar = new Map<string, { name: string; value: string; domain: string }>();
  const appended: FakeScript[] = [];
  const win: Record<string, unknown> & { dataLayer?: unknown[]; location: { hostname: string } } = {
    location: { hostname },
  };
  const doc = {
    get cookie() {
      return [...jar.values()].map((c) => `${c.name}=${c.value}`).join("; ");
    },
    set cookie(line: string) {
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      let domain = hostname; // host-only
      let expired = false;
      for (const attribute of attributes) {
        const [key = "", val = ""] = attribute.split("=");
        if (key.toLowerCase() === "domain") domain = `.${val.replace(/^\./, "")}`;
        if (key.toLowerCase() === "max-age" && Number(val) <= 0) expired = true;
      }
      if (domain.startsWith(".") && !`.${hostname}`.endsWith(domain)) return; // refused by the browser
      if (expired) jar.delete(`${name}@${domain}`);
      else jar.set(`${name}@${domain}`, { name, value, domain });
    },
    head: {
      appendChild(node: FakeScript) {
        appended.push(node);
        return node;
      },
    },
    createElement: (): FakeScript => ({ id: "", async: false, src: "" }),
    getElementById: (wanted: string) => appended.find((s) => s.id === wanted) ?? null,
  };
  const env = { id, win, doc } as unknown as AnalyticsEnv;
  /** Consent calls in the data layer, as plain arrays. */
  const calls = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { env, win, doc, appended, calls, jar };
}

describe("the analytics ID", () => {
  it("accepts Google tag IDs only", () => {
    expect(normaliseAnalyticsId("G-ABC123XYZ")).toBe("G-ABC123XYZ");
    expect(normaliseAnalyticsId(" g-abc123xyz ")).toBe("G-ABC123XYZ");
    expect(normaliseAnalyticsId(undefined)).toBeNull();
    expect(normaliseAnalyticsId("")).toBeNull();
    expect(normaliseAnalyticsId("G-1234&evil=1")).toBeNull();
    expect(normaliseAnalyticsId("https://evil.example/x.js")).toBeNull();
  });

  it("builds the Google tag URL", () => {
    expect(gtagScriptUrl("G-ABC123XYZ")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
  });
});

describe("Consent Mode's defaults", () => {
  it("come first, before the first choice's update, through Arguments objects as gtag.js expects", () => {
    const { env, win, calls } = fakeEnv("G-TEST1234");
    expect(win.dataLayer).toBeUndefined();
    applyAnalyticsConsent(false, env);
    const layer = win.dataLayer as unknown[];
    expect(Object.prototype.toString.call(layer[0])).toBe("[object Arguments]");
    expect(calls()).toEqual([
      [
        "consent",
        "default",
        { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
      ],
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
    expect(consentDefaults).toEqual(calls()[0]?.[2]);
  });

  it("are given once a visit, however many choices follow", () => {
    const { env, calls } = fakeEnv(null);
    applyAnalyticsConsent(false, env);
    applyAnalyticsConsent(true, env);
    applyAnalyticsConsent(false, env);
    expect(calls().filter(([, kind]) => kind === "default")).toHaveLength(1);
  });
});

describe("applying a choice", () => {
  it("with no ID configured: updates consent and never requests the tag", () => {
    const { env, appended, calls } = fakeEnv(null);
    expect(applyAnalyticsConsent(true, env)).toBe(false);
    expect(appended).toEqual([]);
    expect(calls().at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  it("with an ID and consent refused: updates consent and never requests the tag", () => {
    const { env, win, appended, calls } = fakeEnv("G-TEST1234");
    expect(applyAnalyticsConsent(false, env)).toBe(false);
    expect(appended).toEqual([]);
    expect(calls()).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied" })],
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
    expect(win["ga-disable-G-TEST1234"]).toBe(true);
  });

  it("with an ID and consent granted: updates consent first, then loads the tag once", () => {
    const { env, win, appended, calls } = fakeEnv("G-TEST1234");
    expect(applyAnalyticsConsent(true, env)).toBe(true);
    expect(appended).toEqual([
      { id: "analytics-gtag", async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-TEST1234" },
    ]);
    expect(calls().map((c) => c.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
      ["js", expect.any(Date)],
      ["config", "G-TEST1234"],
    ]);
    expect(calls().at(-1)).toEqual([
      "config",
      "G-TEST1234",
      { cookie_expires: 395 * 86400, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(win["ga-disable-G-TEST1234"]).toBe(false);
    expect(applyAnalyticsConsent(true, env)).toBe(false);
    expect(appended).toHaveLength(1);
  });

  it("does nothing outside a browser", () => {
    expect(applyAnalyticsConsent(true, null)).toBe(false);
    expect(deleteAnalyticsCookies(null)).toEqual([]);
  });
});

describe("withdrawal", () => {
  it("denies consent, disables the tag and deletes the analytics cookies on the host and parent domain", () => {
    const { env, win, doc, calls } = fakeEnv("G-TEST1234", "www.example.org");
    applyAnalyticsConsent(true, env);
    doc.cookie = "_ga=GA1.1.123.456; Domain=example.org; Path=/";
    doc.cookie = "_ga_TEST1234=GS1.1.789; Domain=.example.org; Path=/";
    doc.cookie = "_gid=GA1.1.1; Path=/";
    doc.cookie = "theme=dark; Path=/";
    doc.cookie = "_gaming=1; Path=/";

    applyAnalyticsConsent(false, env);

    expect(calls().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(win["ga-disable-G-TEST1234"]).toBe(true);
    expect(doc.cookie).toBe("theme=dark; _gaming=1");
  });

  it("recognises the analytics cookies", () => {
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gat", "_gat_gtag_G_X"])
      expect(isAnalyticsCookie(name)).toBe(true);
    for (const name of ["_gaming", "ga", "cookieConsent", "_g", "x_ga"]) expect(isAnalyticsCookie(name)).toBe(false);
  });

  it("lists the domains a cookie may have been set on", () => {
    expect(cookieDomains("www.cabinet.example.org")).toEqual([
      "www.cabinet.example.org",
      "cabinet.example.org",
      "example.org",
    ]);
    expect(cookieDomains("example.org")).toEqual(["example.org"]);
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("[::1]")).toEqual([]);
  });

  it("deletes host-only cookies on localhost", () => {
    const { env, doc } = fakeEnv(null, "localhost");
    doc.cookie = "_ga=1; Path=/";
    expect(deleteAnalyticsCookies(env)).toEqual(["_ga"]);
    expect(doc.cookie).toBe("");
  });
});
