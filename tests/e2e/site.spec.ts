/** Every route, language, redirect and not-found answer, through the real server. */
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { languages } from "../../app/site/lang.ts";
import { articles, findRedirect, pathOf, prerenderPaths, redirects, resolvePath } from "../../app/site/pages.ts";
import { desktop, expect, hydrated, languageToggle, test } from "./fixtures.ts";

const sitePaths = prerenderPaths().filter((path) => resolvePath(path));

test.describe("every page", () => {
  for (const path of sitePaths) {
    test(`${path} answers 200 with its h1, title and language; its language toggle leads to the same page in the other language`, async ({
      page,
    }) => {
      const resolved = resolvePath(path);
      if (!resolved) throw new Error(`${path} is not a page`);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const lang = path === "/en" || path.startsWith("/en/") ? "en" : "fr";
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${resolved.canonical.replace(/[/]/g, "\\/")}$`));

      // Same visit: the toggle, once React is there (a client navigation, the other language's data).
      const other = lang === "fr" ? "en" : "fr";
      await hydrated(page);
      await languageToggle(page).click();
      // The same page or article, in the other language, at its canonical address.
      await expect(page).not.toHaveURL(path);
      const target = new URL(page.url()).pathname;
      expect(resolvePath(target)).toMatchObject({
        kind: resolved.kind,
        id: resolved.id,
        lang: other,
        canonical: target,
      });
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });
  }
});

test.describe("not found", () => {
  for (const [path, lang] of [
    ["/cette-page-n-existe-pas", "fr"],
    ["/en/this-page-does-not-exist", "en"],
    ["/actualites/article-inconnu", "fr"],
  ] as const) {
    test(`${path} answers 404 with the not-found page in ${lang}`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The browser logs the document's own 404; that one is expected.
      expect(consoleErrors).toEqual([expect.stringContaining("404")]);
      consoleErrors.length = 0;
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(shellCopy[lang].notFound.title, lang));
      await hydrated(page);
      const home = lang === "en" ? "/en" : "/";
      await expect(page.locator("main").getByRole("link").first()).toHaveAttribute("href", home);
      expect(await page.locator("main a").count()).toBeGreaterThanOrEqual(5);
    });
  }
});

test.describe("redirects", () => {
  for (const { from, to, status } of redirects()) {
    test(`${from} answers ${status} to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers().location ?? "", "http://x").href.replace("http://x", "")).toBe(to);
    });
  }

  test("client-side navigation to an old URL redirects too", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const id = articles[0]?.fr ?? "";
    const legacy = `/${id}/`;
    expect(findRedirect(legacy)).toBeDefined();
    // What a <Link> to the old URL does: a navigation inside the app, without the server.
    await page.evaluate((href) => {
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate(href);
    }, legacy);
    await expect(page).toHaveURL(`/actualites/${id}`);
    // The article's own heading, as its pre-rendered page has it.
    const prerendered = await (await page.request.get(`/actualites/${id}`)).text();
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(prerendered)?.[1] ?? "";
    await expect(page.locator("h1")).toHaveText(heading.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"));
  });
});

test.describe("language toggle", () => {
  // The shell's copy comes from the root loader, one language per page: a
  // client switch must bring the other language's header and footer too.
  for (const lang of languages) {
    test(`from ${pathOf("about", lang)}, a client switch changes the header and footer language`, async ({ page }) => {
      const other = lang === "fr" ? "en" : "fr";
      await page.setViewportSize(desktop);
      await page.goto(pathOf("about", lang));
      await hydrated(page);
      await languageToggle(page).click();
      await expect(page).toHaveURL(pathOf("about", other));
      const nav = page.getByRole("navigation", { name: shellCopy[other].header.mainNav });
      await expect(nav.getByRole("button", { name: shellCopy[other].header.practical })).toBeVisible();
      await expect(nav.getByRole("link", { name: pageNames[other].about, exact: true })).toBeVisible();
      await expect(page.locator("footer")).toContainText(shellCopy[other].footer.book);
      await expect(page.locator("footer")).not.toContainText(shellCopy[lang].footer.book);
    });
  }
});
