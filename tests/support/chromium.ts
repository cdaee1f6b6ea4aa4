/**
 * The browser the tests, the benches and the tools run: Debian's Chromium
 * (another binary can be named with CHROMIUM_PATH), never a downloaded one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Root in a container needs --no-sandbox; the rest keeps Chromium off the (closed) network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
