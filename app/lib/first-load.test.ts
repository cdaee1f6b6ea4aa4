import { afterEach, describe, expect, it, vi } from "vitest";
import { imageLoading } from "./first-load.ts";

const hydratedPage = () => vi.stubGlobal("document", { documentElement: { dataset: { hydrated: "true" } } });

describe("how an image loads", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on the first load: above the fold eager and first, with the page eager at the browser's priority, else lazy", () => {
    expect(imageLoading(true)).toMatchObject({ loading: "eager", fetchPriority: "high" });
    expect(imageLoading(false, true)).toMatchObject({ loading: "eager", fetchPriority: undefined });
    expect(imageLoading(false)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
  });

  it("after a client navigation, always lazy: an eager image would hold the new page back until it loads", () => {
    hydratedPage();
    expect(imageLoading(true)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
    expect(imageLoading(false, true)).toMatchObject({ loading: "lazy", fetchPriority: undefined });
  });
});
