import { describe, expect, it } from "vitest";
import { site } from "./config.ts";
import { externalHref } from "./external.ts";
import { displayPhone, mailtoLink, smsLink, telLink, whatsappLink } from "./links.ts";

describe("outbound links", () => {
  it("turns every number and address of the practice into links a phone or mail app opens", () => {
    for (const number of [site.phone, site.mobile, site.urgentPhone]) {
      // E.164: the only spelling every dialler reads, with no spaces or dots.
      expect(number).toMatch(/^\+33[1-9]\d{8}$/);
      for (const link of [telLink(number), smsLink(number)]) expect(new URL(link).pathname).toBe(number);
      // wa.me wants the international number as digits only.
      expect(new URL(whatsappLink(number))).toMatchObject({ host: "wa.me", pathname: `/${number.slice(1)}` });
    }
    expect(new URL(mailtoLink(site.email))).toMatchObject({ protocol: "mailto:", pathname: site.email });
  });

  it("shows French numbers the French way, unbreakable", () => {
    expect(displayPhone("+33465711234")).toBe("04\u00a065\u00a071\u00a012\u00a034");
    expect(displayPhone("+442079460000")).toBe("+442079460000");
  });

  it("opens the booking service, maps and WhatsApp in a new tab, and calls in place", () => {
    expect(externalHref("booking")).toEqual({ href: site.bookingUrl, newTab: true });
    expect(externalHref("maps").href).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Saint-Laurent-du-Var/,
    );
    expect(externalHref("phone")).toEqual({ href: `tel:${site.phone}`, newTab: false });
    expect(externalHref("urgentPhone")).toEqual({ href: `tel:${site.urgentPhone}`, newTab: false });
  });
});
