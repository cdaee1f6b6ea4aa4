/**
 * The cookie banner's choices as SPEC.md §4 and DESIGN.md §7 describe them, in
 * both languages: accept all, necessary only, preferences, close, withdrawal,
 * expiry; the stored `cookieConsent` record, the Consent Mode calls in
 * `dataLayer`, and no request leaving the site's origin before consent or after
 * a refusal.
 *
 * The site under test is built without VITE_ANALYTICS_ID, so even "accept all"
 * must not request anything third-party (app/lib/analytics.test.ts covers the
 * build with an ID).
 */
import {
  banner,
  consentCalls,
  denyAll,
  expectRecord,
  languages,
  MONTH,
  settle,
  stored,
  test,
} from "./consent-helpers.ts";
import { expect, hydrated } from "./fixtures.ts";

// These tests drive the banner themselves: no choice is stored beforehand.
test.use({ decided: false });

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
      // Nothing for Consent Mode yet: its defaults come with the first choice, before the Google tag could.
      expect(await consentCalls(page)).toEqual([]);
      expect(offsite).toEqual([]);

      // Accepting and refusing have the same weight (CNIL); the preferences are one tap away too.
      const buttons = [t.acceptAll, t.necessaryOnly].map((name) => region.getByRole("button", { name }));
      const classes = await Promise.all(buttons.map((b) => b.getAttribute("class")));
      expect(new Set(classes).size).toBe(1);
      for (const b of [...buttons, region.getByRole("button", { name: t.manage })]) await expect(b).toBeVisible();
    });

    for (const choice of [
      {
        title: "« accept all » stores analytics true and grants analytics storage",
        button: t.acceptAll,
        granted: true,
      },
      {
        title: "« necessary only » stores analytics false and denies analytics storage",
        button: t.necessaryOnly,
        granted: false,
      },
    ]) {
      test(choice.title, async ({ page, offsite }) => {
        const [given, other] = choice.granted ? ["granted", "denied"] : ["denied", "granted"];
        await page.goto(t.path);
        const before = Date.now();
        await banner(page, t).getByRole("button", { name: choice.button }).click();

        await expect(banner(page, t)).toBeHidden();
        expectRecord(await stored(page), choice.granted, before);
        // Applied to analytics by React, once loaded (the click wakes it): once, whenever it comes.
        await expect
          .poll(() => consentCalls(page))
          .toEqual([
            ["consent", "default", denyAll],
            ["consent", "update", { analytics_storage: given }],
          ]);
        // Built without an analytics ID: no tag, nothing third-party, even when granted.
        await settle(page);
        await expect(page.locator("#analytics-gtag")).toHaveCount(0);
        expect(offsite).toEqual([]);

        // The choice holds on the next page load, once React is there (the visitor's pointer wakes it).
        await page.reload();
        await hydrated(page);
        await expect.poll(() => consentCalls(page)).toContainEqual(["consent", "update", { analytics_storage: given }]);
        await expect(banner(page, t)).toBeHidden();
        expect(await consentCalls(page)).not.toContainEqual(["consent", "update", { analytics_storage: other }]);
        await settle(page);
        expect(offsite).toEqual([]);
      });
    }

    test("preferences: necessary always on, analytics off by default, « Oui » saved", async ({ page, offsite }) => {
      await page.goto(t.path);
      const region = banner(page, t);
      await region.getByRole("button", { name: t.manage }).click();

      const necessary = region.locator("p", { hasText: t.necessaryDescription });
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
      await expect
        .poll(() => consentCalls(page))
        .toEqual([
          ["consent", "default", denyAll],
          ["consent", "update", { analytics_storage: "granted" }],
        ]);
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
      await expect
        .poll(() => consentCalls(page))
        .toEqual([
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
      expect(await consentCalls(page)).toEqual([]);

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
      expect(await consentCalls(page)).toEqual([]);
      await settle(page);
      expect(offsite).toEqual([]);
    });
  });
}
