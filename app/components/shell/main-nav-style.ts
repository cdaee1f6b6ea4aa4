/**
 * The menus' mark of the page shown (aria-current), the same in the header, « Infos pratiques » and
 * the phone menu: the primary colour (AA on the canvas and the surface, both themes: app/site/theme.ts)
 * and an underline, so that colour is never the only sign (WCAG 1.4.1).
 */
export const currentLink =
  "aria-[current]:text-primary aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-[6px]";
