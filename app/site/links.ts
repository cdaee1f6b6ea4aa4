/** Outbound links built from the site config, in the formats phones and apps expect. */
import { site } from "./config.ts";

/** "+33465711234" → "tel:+33465711234" (E.164, no spaces). */
export const telLink = (e164: string) => `tel:${e164}`;
export const smsLink = (e164: string) => `sms:${e164}`;
export const mailtoLink = (email: string) => `mailto:${email}`;
/** WhatsApp wants the international number as digits only. */
export const whatsappLink = (e164: string) => `https://wa.me/${e164.replace(/\D/g, "")}`;

export const mapsSearchLink = () =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address.lines.slice(1).join(", "))}`;

/** "+33465711234" → "04 65 71 12 34" (non-breaking spaces) for French numbers, readable international form otherwise. */
export function displayPhone(e164: string): string {
  const french = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  if (french) return `0${french.slice(1).join("\u00a0")}`;
  return e164;
}
