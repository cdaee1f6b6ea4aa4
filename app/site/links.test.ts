import { describe, expect, it } from "vitest";
import { site } from "./config.ts";
import { externalHref } from "./external.ts";
import { displayPhone, mailtoLink, smsLink, telLink, whatsappLink } from "./links.ts";

describe("outbound links", () => {
  it("builds tel: and sms: links in E.164, with no spaces", () => {
    expect(telLink("+33465711234")).toBe("tel:+33465711234");
    expect(smsLink("+33639981234")).toBe("sms:+33639981234");
    for (const number of [site.phone, site.mobile, site.urgentPhone]) expect(number).toMatch(/^\+33[1-9]\d{8}$/);
  });

  it("builds WhatsApp links with the international number as digits only", () => {
    expect(whatsappLink("+33639981234")).toBe("https://wa.me/33639981234");
  });

  it("builds mailto: links", () => {
    expect(mailtoLink("contact@example.org")).toBe("mailto:contact@example.org");
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
