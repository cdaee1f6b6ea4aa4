/** What a request carries besides the visitor's fields, and posted forms read as the schema expects. */
import { describe, expect, it } from "vitest";
import { formToObject, readMeta } from "./request.ts";

describe("posted forms and extra fields", () => {
  it("reads a urlencoded body: first value wins, the box becomes a boolean", () => {
    const body = formToObject(new URLSearchParams("firstName=A&firstName=B&consent=on&__proto__=x&toString=y"));
    expect(body).toEqual({ firstName: "A", consent: true, toString: "y" });
    expect(formToObject(new URLSearchParams("name=A")).consent).toBe(false);
    expect(Object.getPrototypeOf(formToObject(new URLSearchParams("__proto__[a]=1")))).toBe(Object.prototype);
  });

  it("reads meta fields leniently", () => {
    expect(
      readMeta({ variant: "short", lang: "en", key: "k".repeat(20), elapsed: "4200", website: "", page: "pma" }),
    ).toEqual({
      variant: "short",
      lang: "en",
      key: "k".repeat(20),
      elapsed: 4200,
      honeypot: "",
      page: "pma",
    });
    expect(readMeta({ name: "x" }).variant).toBe("short");
    expect(readMeta({ firstName: "x" }).variant).toBe("full");
    const odd = readMeta({ lang: "de", key: "short", elapsed: "-3", website: 7, page: "admin" }, "en");
    expect(odd).toEqual({
      variant: "full",
      lang: "en",
      key: undefined,
      elapsed: undefined,
      honeypot: "x",
      page: undefined,
    });
  });
});
