/** The contact form while it sends: disabled, the text kept when the network fails, one message on retry. */
import { afterMinimumFillTime, expectDelivered, fill, forgiveExpected, form, test, words } from "./contact-helpers.ts";
import { expect, hydrated } from "./fixtures.ts";

test.describe("sending", () => {
  test("disables itself while sending, keeps the text when the network fails, sends once on retry", async ({
    page,
    server,
    consoleErrors,
    address,
  }) => {
    const marker = `Net${address.replace(/\D/g, "")}`;
    await page.goto(`${server.base}/en/contact`);
    await hydrated(page);
    await fill(page, "full", "en", marker);
    await afterMinimumFillTime(page);

    // First try: the connection drops.
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await form(page).getByRole("button", { name: words.en.submit }).click();
    await expect(form(page).getByRole("alert")).toContainText(words.en.network);
    await expect(form(page).getByLabel(words.en.message)).toHaveValue(/Sur deux lignes\./);
    await page.unroute("**/api/contact");
    forgiveExpected(consoleErrors, /ERR_INTERNET_DISCONNECTED/);

    // Second try: slow, then through. Meanwhile the form is disabled.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    await form(page).getByRole("button", { name: words.en.submit }).click();
    const sending = form(page).getByRole("button", { name: words.en.sending });
    await expect(sending).toBeDisabled();
    await expect(form(page).getByLabel(words.en.message)).toBeDisabled();
    release();
    await expect(page.locator("[data-sonner-toast]")).toContainText(words.en.toast);
    await expect(form(page).getByRole("button", { name: words.en.submit })).toBeEnabled();
    await expectDelivered(server, marker, "en", "full");
    expect(server.store.list().filter((r) => r.message.includes(marker))).toHaveLength(1);
  });
});
