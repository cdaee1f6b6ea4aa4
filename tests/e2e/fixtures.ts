/**
 * Shared fixtures for the browser tests: every test fails on a console error
 * or an uncaught page error, or when the page it ends on shows a class under
 * the name the build renamed (a class string scripts/short-classes.ts missed:
 * an unstyled element), `decided` hides the cookie banner by storing a
 * choice first (the consent tests drive the banner themselves), and
 * `pointerAway` keeps the headless shell's pointer from starting hydration.
 */
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import photos from "../../app/content/data/photos.json" with { type: "json" };
import { appClassMap } from "../../scripts/short-classes.ts";

export { expect };

type Fixtures = { consoleErrors: string[]; decided: boolean; classesAsBuilt: undefined; pointerAway: undefined };

/**
 * Chromium's headless shell, which runs the tests, starts every page with its pointer at (0, 0), over
 * the page, and sends `pointerover` there at the first layout: an interaction, which starts hydration
 * (scripts/defer-hydration.ts) before the test has done anything. A visitor's pointer is elsewhere, or
 * absent on a phone, and the tests bring it in themselves (`pointerOnto`): every page of `context` drops
 * that event until React has hydrated.
 */
export const ignorePointerAtCorner = (context: BrowserContext) =>
  context.addInitScript(() => {
    addEventListener(
      "pointerover",
      (event) => {
        const corner = event.isTrusted && event.clientX === 0 && event.clientY === 0;
        if (corner && !document.documentElement.dataset.hydrated) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });

export const test = base.extend<Fixtures, { renamedClasses: string[] }>({
  renamedClasses: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const { renamed } = await appClassMap();
      await use([...renamed.keys()]);
    },
    { scope: "worker" },
  ],
  classesAsBuilt: [
    async ({ page, baseURL, renamedClasses }, use) => {
      await use(undefined);
      // The site only: the editor (/admin/) has classes of its own.
      const url = page.isClosed() ? "" : page.url();
      if (!baseURL || !url.startsWith(baseURL) || new URL(url).pathname.startsWith("/admin")) return;
      const unrenamed = await page
        .evaluate((names) => {
          const renamed = new Set(names);
          const classes = [...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]);
          return [...new Set(classes.filter((name) => renamed.has(name)))];
        }, renamedClasses)
        // A page that is navigating away as the test ends has no document to read.
        .catch(() => []);
      expect(unrenamed, "classes as written in the source, which the built stylesheet no longer has").toEqual([]);
    },
    { auto: true },
  ],
  pointerAway: [
    async ({ context }, use) => {
      await ignorePointerAtCorner(context);
      await use(undefined);
    },
    { auto: true },
  ],
  decided: [true, { option: true }],
  consoleErrors: [
    async ({ page, decided }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      if (decided) {
        await page.addInitScript(() => {
          localStorage.setItem(
            "cookieConsent",
            JSON.stringify({ necessary: true, analytics: false, timestamp: Date.now() }),
          );
        });
      }
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Moves the pointer onto the page from outside it, as a visitor's comes in: a `pointerover`, which is a
 * first interaction (scripts/defer-hydration.ts). From outside, since the headless shell's pointer starts
 * on the page (`ignorePointerAtCorner`), where a move within one element sends no `pointerover`.
 */
export async function pointerOnto(page: Page) {
  await page.mouse.move(-1, -1);
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Hydrates the page as a visitor does, and waits until React has: pages load
 * no script until the first interaction, and a pointer coming onto the page is one.
 */
export async function hydrated(page: Page) {
  await pointerOnto(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the browser has drawn the loaded page. A key that scrolls (End,
 * PageDown) pressed before that can be dropped without a trace: Chromium
 * scrolls on the compositor, which does not know the page yet. Seen in about
 * 1 run in 30 with the CPU slowed 6×, as on CI's two busy cores.
 */
export async function drawnOnce(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** True until the page's first interaction: no module script has been inserted or loaded. */
export async function unhydrated(page: Page) {
  return page.evaluate(
    () =>
      !document.documentElement.dataset.hydrated &&
      document.querySelectorAll('script[type="module"]').length === 0 &&
      performance.getEntriesByType("resource").every((entry) => !entry.name.endsWith(".js")),
  );
}

/** How the console reports a request a test aborted with "blockedbyclient" (e.g. every script, to test the page without them). */
export const blockedScript = "Failed to load resource: net::ERR_BLOCKED_BY_CLIENT";

/** `text` matched as it is inside a regular expression: for a sentence of the copy around a number or a name. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Ends the CSS transitions under way (a colour fading on a theme switch, the bottom bar and the cookie
 * banner sliding): what is checked is where things come to rest. Finished, not awaited: nothing to hang on.
 */
export const endTransitions = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });

/** The FR/EN switch: the first link naming the other language with `hreflang` (the header's; the phone menu has the other). */
export const languageToggle = (page: Page) => page.locator("a[hreflang]").first();

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

export type LayoutShift = { value: number; sources: string[] };

/** Records layout shifts from the first paint on (buffered), as CLS counts them; read them with `layoutShifts`. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: LayoutShift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far (`watchLayoutShifts`). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);

/**
 * The expanded state the browser exposes to assistive technology for the
 * button named `name` (its accessibility tree, through the DevTools
 * protocol): `aria-expanded`, or what the platform implies, e.g. for a
 * popover's button. Undefined when it exposes none.
 */
export async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
      role: "button",
    });
    expect(nodes, `one button named « ${name} »`).toHaveLength(1);
    const value = nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    return typeof value === "boolean" ? value : undefined;
  } finally {
    await cdp.detach();
  }
}

/** Whether the fixed header shows its background (translucent), rather than being transparent over the hero. */
export const headerBackground = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("body > header");
    if (!header) return null;
    const probe = document.createElement("canvas").getContext("2d");
    if (!probe) return null;
    // Any CSS colour, read back as its alpha through a 1×1 canvas.
    probe.fillStyle = getComputedStyle(header).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return (probe.getImageData(0, 0, 1, 1).data[3] ?? 0) > 0;
  });

/** Whether the practitioner has added her portrait: the editor leaves the file out until she does. */
export const hasPortrait = Boolean((photos.portrait as { file?: string | null }).file);
