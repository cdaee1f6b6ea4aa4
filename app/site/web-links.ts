/**
 * Web addresses that copy names by placeholder and that render as links
 * (app/components/ui/distress-link.tsx); shown without their scheme.
 */
import { site } from "./config.ts";

const shown = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

export const webPlaceholders = {
  mediatorUrl: { text: shown(site.legal.mediator.url), href: site.legal.mediator.url },
  authorityUrl: { text: shown(site.privacy.authorityUrl), href: site.privacy.authorityUrl },
} as const;

export type WebPlaceholder = keyof typeof webPlaceholders;

export const isWebPlaceholder = (name: string): name is WebPlaceholder => Object.hasOwn(webPlaceholders, name);
