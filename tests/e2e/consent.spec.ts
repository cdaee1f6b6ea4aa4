/**
 * Cookie consent as SPEC.md §4 and DESIGN.md §7 describe it, in both languages:
 * the stored `cookieConsent` record, the Consent Mode calls in `dataLayer`,
 * and no request leaving the site's origin before consent or after a refusal.
 *
 * The site under test is built without VITE_ANALYTICS_ID, so even "accept all"
 * must not request anything third-party (app/lib/analytics.test.ts covers the
 * build with an ID).
 */
import type { Page } from "@playwright/test";
import { test as base, expect } from "./fixtures.ts";

const MONTH = 31 * 24 * 60 * 60 * 1000;

const languages = [
  {
    name: "French",
    path: "/",
    title: "Cookies et confidentialité",
    acceptAll: "Accepter tout",
    necessaryOnly: "Nécessaires uniquement",
    manage: "Gérer les préférences",
    close: "Fermer sans faire de choix",
    necessary: "Cookies nécessaires\u00a0: Requis pour le fonctionnement du site",
    analytics: "Cookies analytiques\u00a0: Nous aident à améliorer le site",
    no: "Non",
    yes: "Oui",
    save: "Enregistrer mes choix",
    footer: "Gérer les cookies",
  },
  {
    name: "English",
    path: "/en",
    title: "Cookies and privacy",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    manage: "Manage preferences",
    close: "Close without choosing",
    necessary: "Necessary cookies: Required for the site to work",
    analytics: "Analytics cookies: Help us improve the site",
    no: "No",
    yes: "Yes",
    save: "Save my choices",
    footer: "Cookie settings",
  },
] as const;

type Copy = (typeof languages)[number];

/** Every request that leaves the site's origin is recorded and aborted (console errors fail the test, see fixtures.ts). */
const test = base.extend<{ offsite: string[] }>({
  offsite: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const offsite: string[] = [];
    await context.route(
      () => true,
      (route) => {
        const url = route.request().url();
        if (new URL(url).origin === origin) return route.continue();
        offsite.push(url);
        return route.abort("blockedbyclient");
      },
    );
    await use(offsite);
  },
});

// These tests drive the banner themselves: no choice is stored beforehand.
test.use({ decided: false });

const banner = (page: Page, t: Copy) => page.getByRole("region", { name: t.title });

const stored = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem("cookieConsent");
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });

/** The Consent Mode calls pushed so far, as plain arrays. */
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent"),
  );

const denyAll = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

function expectRecord(record: unknown, analytics: boolean, before: number) {
  expect(record).toEqual({ necessary: true, analytics, timestamp: expect.any(Number) });
  const { timestamp } = record as { timestamp: number };
  expect(timestamp).toBeGreaterThanOrEqual(before);
  expect(timestamp).toBeLessThanOrEqual(Date.now());
}

/** Waits until the page is idle, so a late request would have been seen. */
const settle = (page: Page) => page.waitForLoadState("networkidle");

for (const t of languages) {
  test.describe(`cookie banner (${t.name})`, () => {
    test("shows on a first visit, without taking focus, and nothing leaves the origin", async ({ page, offsite }) => {
      await page.goto(t.path);
      const region = banner(page, t);
      await expect(region).toBeVisible();
      await expect(region.getByRole("heading", { name: t.title })).toBeVisible();
      await settle(page);

      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await stored(page)).toBeNull();
      expect(await consentCalls(page)).toEqual([["consent", "default", denyAll]]);
      expect(offsite).toEqual([]);

      // The three choices have the same weight.
      const buttons = [t.acceptAll, t.necessaryOnly, t.manage].map((name) => region.getByRole("button", { name }));
      const classes = await Promise.all(buttons.map((b) => b.getAttribute("class")));
      expect(new Set(classes).size).toBe(1);
      for (const b of buttons) await expect(b).toBeVisible();
    });

    test("« accept all » stores analytics true and grants analytics storage", async ({ page, offsite }) => {
      await page.goto(t.path);
      const before = Date.now();
      await banner(page, t).getByRole("button", { name: t.acceptAll }).click();

      await expect(banner(page, t)).toBeHidden();
      expectRecord(await stored(page), true, before);
      expect(await consentCalls(page)).toEqual([
        ["consent", "default", denyAll],
        ["consent", "update", { analytics_storage: "granted" }],
      ]);
      // Built without an analytics ID: no tag, nothing third-party, even when granted.
      await settle(page);
      await expect(page.locator("#analytics-gtag")).toHaveCount(0);
      expect(offsite).toEqual([]);

      // The choice holds on the next page load.
      await page.reload();
      await expect
        .poll(() => consentCalls(page))
        .toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
      await expect(banner(page, t)).toBeHidden();
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("« necessary only » stores analytics false and denies analytics storage", async ({ page, offsite }) => {
      await page.goto(t.path);
      const before = Date.now();
      await banner(page, t).getByRole("button", { name: t.necessaryOnly }).click();

      await expect(banner(page, t)).toBeHidden();
      expectRecord(await stored(page), false, before);
      expect(await consentCalls(page)).toEqual([
        ["consent", "default", denyAll],
        ["consent", "update", { analytics_storage: "denied" }],
      ]);

      await page.reload();
      await expect
        .poll(() => consentCalls(page))
        .toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
      await expect(banner(page, t)).toBeHidden();
      expect(await consentCalls(page)).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("preferences: necessary always on, analytics off by default, « Oui » saved", async ({ page, offsite }) => {
      await page.goto(t.path);
      const region = banner(page, t);
      await region.getByRole("button", { name: t.manage }).click();

      const necessary = region.locator("p", { hasText: t.necessary.split(/\u00a0?:/)[1]?.trim() ?? "" });
      expect(await necessary.textContent()).toBe(t.necessary);
      const group = region.getByRole("group");
      expect((await group.locator("legend").textContent())?.trim()).toBe(t.analytics);
      await expect(group.getByRole("radio", { name: t.no, exact: true })).toBeChecked();
      await expect(group.getByRole("radio", { name: t.yes, exact: true })).not.toBeChecked();
      // Nothing is decided by opening the preferences.
      expect(await stored(page)).toBeNull();

      const before = Date.now();
      await group.getByRole("radio", { name: t.yes, exact: true }).check();
      await region.getByRole("button", { name: t.save }).click();

      await expect(region).toBeHidden();
      expectRecord(await stored(page), true, before);
      expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("preferences: « Non » saved", async ({ page, offsite }) => {
      await page.goto(t.path);
      const region = banner(page, t);
      await region.getByRole("button", { name: t.manage }).click();
      const group = region.getByRole("group");
      // Change one's mind before saving.
      await group.getByRole("radio", { name: t.yes, exact: true }).check();
      await group.getByRole("radio", { name: t.no, exact: true }).check();
      const before = Date.now();
      await region.getByRole("button", { name: t.save }).click();

      await expect(region).toBeHidden();
      expectRecord(await stored(page), false, before);
      expect(await consentCalls(page)).toEqual([
        ["consent", "default", denyAll],
        ["consent", "update", { analytics_storage: "denied" }],
      ]);
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("the close X stores nothing and the banner shows again on the next load", async ({ page, offsite }) => {
      await page.goto(t.path);
      await banner(page, t).getByRole("button", { name: t.close }).click();

      await expect(banner(page, t)).toBeHidden();
      expect(await stored(page)).toBeNull();
      expect(await consentCalls(page)).toEqual([["consent", "default", denyAll]]);

      await page.reload();
      await expect(banner(page, t)).toBeVisible();
      expect(await stored(page)).toBeNull();

      // Escape, from inside the banner, closes it the same way.
      await banner(page, t).getByRole("button", { name: t.acceptAll }).focus();
      await page.keyboard.press("Escape");
      await expect(banner(page, t)).toBeHidden();
      expect(await stored(page)).toBeNull();
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("the footer button reopens the preferences; withdrawing denies and deletes analytics cookies", async ({
      page,
      context,
      baseURL,
      offsite,
    }) => {
      await page.goto(t.path);
      await banner(page, t).getByRole("button", { name: t.acceptAll }).click();
      await expect(banner(page, t)).toBeHidden();

      // Cookies as Google Analytics would have set them.
      const url = baseURL ?? "http://localhost";
      await context.addCookies([
        { name: "_ga", value: "GA1.1.111.222", url },
        { name: "_ga_TEST1234", value: "GS1.1.333", url },
        { name: "unrelated", value: "kept", url },
      ]);

      const opener = page.getByRole("button", { name: t.footer });
      await opener.click();
      const region = banner(page, t);
      await expect(region).toBeVisible();
      // Asked for by the visitor, so focus moves into the banner.
      await expect(region.getByRole("heading", { name: t.title })).toBeFocused();
      const group = region.getByRole("group");
      await expect(group.getByRole("radio", { name: t.yes, exact: true })).toBeChecked();

      const before = Date.now();
      await group.getByRole("radio", { name: t.no, exact: true }).check();
      await region.getByRole("button", { name: t.save }).click();

      await expect(region).toBeHidden();
      await expect(opener).toBeFocused();
      expectRecord(await stored(page), false, before);
      expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).toContain("unrelated");
      expect(names).not.toContain("_ga");
      expect(names).not.toContain("_ga_TEST1234");
      await settle(page);
      expect(offsite).toEqual([]);
    });

    test("a record older than six months counts as none", async ({ page, offsite }) => {
      const old = Date.now() - 7 * MONTH;
      await page.addInitScript((timestamp) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: true, timestamp }));
      }, old);
      await page.goto(t.path);

      await expect(banner(page, t)).toBeVisible();
      expect(await stored(page)).toBeNull();
      expect(await consentCalls(page)).toEqual([["consent", "default", denyAll]]);
      await settle(page);
      expect(offsite).toEqual([]);
    });
  });
}

test.describe("cookie banner: stored choices", () => {
  test("a recent record is honoured", async ({ page }) => {
    const recent = Date.now() - 5 * MONTH;
    await page.addInitScript((timestamp) => {
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: false, timestamp }));
    }, recent);
    await page.goto("/");
    await expect.poll(() => consentCalls(page)).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    await expect(banner(page, languages[0])).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, analytics: false, timestamp: recent });
  });

  test("a malformed record counts as none", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("cookieConsent", '{"necessary":true,"analytics":"yes"');
    });
    await page.goto("/");
    await expect(banner(page, languages[0])).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test("storage that throws does not break the page", async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: fail, configurable: true });
    });
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    await region.getByRole("button", { name: languages[0].necessaryOnly }).click();
    await expect(region).toBeHidden();
    expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    // Uncaught errors would fail the test through the shared fixture.
  });
});

test.describe("cookie banner: layout and keyboard", () => {
  test("on a phone it sits above the bottom bar, which stays usable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    const card = region.locator(":scope > div");
    const box = await card.boundingBox();
    const bar = await page.getByRole("navigation", { name: "Actions rapides" }).boundingBox();
    expect(box).not.toBeNull();
    expect(bar).not.toBeNull();
    if (!box || !bar) return;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 0.5);
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
  });

  test("on a desktop it sits at the bottom of the window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const box = await banner(page, languages[0]).locator(":scope > div").boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  });

  for (const viewport of [
    { name: "a 320 px wide screen", width: 320, height: 568 },
    { name: "200 % zoom of a 1280 × 720 window", width: 640, height: 360 },
  ]) {
    test(`it is usable on ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/");
      const region = banner(page, languages[0]);
      await expect(region).toBeVisible();
      const card = region.locator(":scope > div");
      const fits = await card.evaluate((el) => ({
        horizontal: el.scrollWidth <= el.clientWidth,
        right: el.getBoundingClientRect().right <= window.innerWidth,
        left: el.getBoundingClientRect().left >= 0,
        top: el.getBoundingClientRect().top >= 0,
      }));
      expect(fits).toEqual({ horizontal: true, right: true, left: true, top: true });
      for (const name of [languages[0].acceptAll, languages[0].necessaryOnly, languages[0].manage]) {
        const button = region.getByRole("button", { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await region.getByRole("button", { name: languages[0].manage }).click();
      const save = region.getByRole("button", { name: languages[0].save });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport({ ratio: 1 });
      await save.click();
      await expect(region).toBeHidden();
    });
  }

  test("it can be reached and used with the keyboard, with a visible focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    const accept = region.getByRole("button", { name: languages[0].acceptAll });
    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await region.evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    for (let i = 0; i < 5 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    const outline = await accept.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    await expect(region).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true });
  });
});
