/**
 * An inline <script> from a function of ours: its own source text, called
 * with the given arguments (JSON values, or functions that are inlined the
 * same way), minified. The function is written, typed and tested as any
 * other; it must be self-contained, since only its text reaches the page
 * (nothing from its module comes along).
 *
 * Build time only (it runs the minifier): import it where `import.meta.env.SSR`
 * holds, so that it never reaches the browser's bundle; the browser keeps the
 * script the pre-rendered page brought. The build hashes every inline script
 * for the Content-Security-Policy (scripts/postbuild.ts).
 */
import { minifySync } from "vite";

// biome-ignore lint/suspicious/noExplicitAny: any function, called with its own arguments below.
type Fn = (...args: any[]) => unknown;

export function inlineScript<F extends Fn>(fn: F, ...args: Parameters<F>): string {
  const source = `(${fn})(${args.map((arg) => (typeof arg === "function" ? String(arg) : JSON.stringify(arg))).join(",")})`;
  return minifyScript(source, fn.name);
}

/** `source` minified for an inline <script> (`name` says which in an error). */
export function minifyScript(source: string, name: string): string {
  // ES2020: what every browser that runs these scripts understands, old ones included (the fallbacks are for them).
  const { code, errors } = minifySync("inline.js", source, { compress: { target: "es2020" }, mangle: true });
  if (errors.length > 0) throw new Error(`inline script ${name}: ${errors.map((e) => e.message).join("; ")}`);
  if (code.trim() === "") throw new Error(`inline script ${name}: nothing left once minified (no effect)`);
  // Inside <script>, these would end the element or change how the parser reads it.
  if (/<\/script|<!--/i.test(code)) throw new Error(`inline script ${name}: "</script" or "<!--" in its text`);
  return code.trim().replace(/;$/, "");
}
