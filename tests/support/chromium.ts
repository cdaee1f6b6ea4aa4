/**
 * The browsers the tests, the benches and the tools run: Debian's Chromium and
 * its headless shell (other binaries can be named with CHROMIUM_PATH and
 * HEADLESS_SHELL_PATH), never a downloaded one.
 */

/** The whole browser: the benches, the tools, and the few tests of what only its interface does (the tab's icon). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's headless shell, the same engine without the browser's interface: what Playwright runs
 * headless tests in by default. It runs the browser tests in about half the CPU time of the whole browser.
 */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Root in a container needs --no-sandbox; the rest keeps Chromium off the (closed) network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
