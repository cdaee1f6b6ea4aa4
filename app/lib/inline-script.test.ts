import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script.ts";

/** Writes what it is given to `out`, through a helper passed in as an argument. */
function sample(out: unknown[], label: string, options: { twice: boolean }, helper: (text: string) => string): void {
  out.push(helper(label));
  if (options.twice) out.push(helper(label));
}

describe("inline scripts", () => {
  it("call the function with its arguments, functions inlined, minified", () => {
    const script = inlineScript(sample, [], "« été »", { twice: true }, (text: string) => text.toUpperCase());
    const context = { out: [] as unknown[] };
    // The array argument is a fresh literal in the script: read what it wrote through a global instead.
    runInNewContext(script.replace("([],", "(out,"), context);
    expect(context.out).toEqual(["« ÉTÉ »", "« ÉTÉ »"]);
    expect(script).not.toMatch(/\n|\/\*|\/\/ /);
    expect(script.length).toBeLessThan(String(sample).length + 60);
  });

  it("never hold text that would end the <script> element early", () => {
    const closing = (text: string) => {
      document.title = `${text}</script>`;
    };
    const script = inlineScript(closing, "x");
    expect(script).not.toMatch(/<\/script/i);
    const context = { document: { title: "" } };
    runInNewContext(script, context);
    expect(context.document.title).toBe("x</script>");
    const comment = (text: string) => {
      document.title = `<!--${text}`;
    };
    expect(() => inlineScript(comment, "x")).toThrow(/<!--/);
  });
});
