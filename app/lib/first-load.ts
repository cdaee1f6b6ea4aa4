/**
 * Whether this render belongs to the pre-rendered first load (the build's
 * render, or the hydration that adopts it) rather than a client navigation.
 *
 * An image above the fold loads eagerly on the first load, for LCP. After a
 * client navigation it must not: React holds a commit inside a transition
 * until every newly inserted image that is not `loading="lazy"` has loaded
 * (up to about 800 ms), so an eager cover would delay the new page's heading
 * by its download. Lazy images in view still load at once.
 * The root marks `<html data-hydrated>` in an effect, after hydration.
 */
export const isFirstLoad = (): boolean =>
  typeof document === "undefined" || document.documentElement.dataset.hydrated !== "true";

/**
 * How an image loads (never held by a navigation's transition): on the first load, eager and high
 * priority when it is above the fold (`priority`), eager and low priority when it only comes with the
 * page (`withPage`: a decorative drawing, after the page's text; Lighthouse leaves a low-priority image
 * out of the LCP it models, unless it is the LCP); else lazy.
 */
export function imageLoading(priority: boolean | undefined, withPage = false) {
  const firstLoad = isFirstLoad();
  const eager = (Boolean(priority) || withPage) && firstLoad;
  return {
    loading: eager ? "eager" : "lazy",
    fetchPriority: !firstLoad ? undefined : priority ? "high" : withPage ? "low" : undefined,
    decoding: "async",
  } as const;
}
