import { describe, expect, it, vi } from "vitest";
import { imageLoading } from "./first-load.ts";

const hydratedPage = () => vi.stubGlobal("document", { documentElement: { dataset: { hydrated: "true" } } });

// The stub is undone after each test (vitest.config.ts: unstubGlobals).
describe("how an image loads", () => {
  it("on the first load: above the fold eager and first, with the page eager and last, else lazy", () => {
    expect(imageLoading(true)).toMatchObject({ loading: "eager", fetchPriority: "high" });
    expect(imageLoading(false, true)).toMatchObject({ loading: "eager", fetchPriority: "low" });
    expect(imageLoading(false)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
  });

  it("after a client navigation, always lazy: an eager image would hold the new page back until it loads", () => {
    hydratedPage();
    expect(imageLoading(true)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
    expect(imageLoading(false, true)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
  });
});
