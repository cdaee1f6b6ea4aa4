/**
 * The HTTP listener, with timeouts that cut slow or stalled clients (slowloris,
 * bodies that trickle) long before Node's defaults (a request may take 300 s),
 * yet leave a phone on a poor mobile link plenty of time: headers and a 16 KB
 * form body take a few seconds even at 2G speeds.
 */
import type { Server } from "node:http";
import { serve } from "@hono/node-server";

export type HttpTimeouts = {
  /** From the connection (or the end of the previous request) to the end of the headers. */
  headersMs: number;
  /** From the connection to the end of the whole request, body included. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
  /** How often Node checks the two limits above: a cut happens at most this late. */
  checkIntervalMs: number;
};

export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

export function listen(
  options: {
    fetch: (request: Request, env: unknown) => Response | Promise<Response>;
    port: number;
    hostname: string;
    timeouts?: Partial<HttpTimeouts>;
  },
  onListening?: (port: number) => void,
): Server {
  const t = { ...defaultHttpTimeouts, ...options.timeouts };
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: t.headersMs,
        requestTimeout: t.requestMs,
        keepAliveTimeout: t.keepAliveMs,
        connectionsCheckingInterval: t.checkIntervalMs,
      },
    },
    (info) => onListening?.(info.port),
  ) as Server;
  // A connection that sends nothing at all for as long as a whole request may take is dead.
  server.setTimeout(t.requestMs);
  return server;
}

/**
 * Stops taking connections and lets requests in flight finish for up to
 * `drainMs`; idle keep-alive connections are closed at once, stragglers after.
 */
export function close(server: Server, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), drainMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
