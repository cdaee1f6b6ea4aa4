import plugin from "tailwindcss/plugin";
import { palette } from "./site/theme.ts";

const variables = (theme: keyof typeof palette) =>
  Object.fromEntries(Object.entries(palette[theme]).map(([token, value]) => [`--${token}`, value]));

/** Puts the palette of `app/site/theme.ts` on `:root` as CSS variables, so that the stylesheet does not restate it. */
export default plugin(({ addBase }) => {
  addBase({
    ":root": { colorScheme: "light dark", ...variables("light") },
    "@media (prefers-color-scheme: dark)": { ":root": variables("dark") },
  });
});
