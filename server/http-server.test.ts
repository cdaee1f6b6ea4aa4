/**
 * Slow clients against the real listener: a slowloris (headers that never end)
 * and bodies that trickle are cut at the limits, while other visitors keep
 * being answered and a slow but steady phone still gets through.
 */
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testEnv, validShort } from "../tests/support/contact.ts";
import { tempDir, waitFor } from "../tests/support/process.ts";
import { createApp } from "./app.ts";
import { type ContactService, startContactService } from "./contact/service.ts";
import { close, defaultHttpTimeouts, listen } from "./http-server.ts";
import { createLogger } from "./log.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The limits scaled down so that the test takes seconds; their effect is the same. */
const short = { headersMs: 600, requestMs: 1200, keepAliveMs: 500, checkIntervalMs: 100 };

async function start(): Promise<{ port: number; server: Server; contact: ContactService }> {
  const dir = tempDir("http-");
  const log = createLogger("silent");
  const contact = startContactService({ env: testEnv(dir.path), log, minFillMs: 0 });
  const app = createApp({ site: () => undefined, log, api: contact.app });
  let port = 0;
  const server = listen({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", timeouts: short }, (p) => {
    port = p;
  });
  await waitFor(() => port > 0);
  cleanups.push(
    () => dir.remove(),
    () => contact.stop(),
    () => close(server, 100),
  );
  return { port, server, contact };
}

/** A connection that writes `first`, then one more piece every `everyMs`, for ever. */
function trickle(port: number, first: string, next: () => string, everyMs: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const state = { closed: false, answer: "" };
  socket.on("data", (d) => {
    state.answer += d.toString();
  });
  socket.on("error", () => {});
  socket.on("close", () => {
    state.closed = true;
    clearInterval(timer);
  });
  socket.write(first);
  const timer = setInterval(() => socket.writable && socket.write(next()), everyMs);
  cleanups.push(() => {
    clearInterval(timer);
    socket.destroy();
  });
  return state;
}

describe("slow clients", () => {
  it("keeps Node's 300 s defaults well out of the way, and a phone on a poor link well inside", () => {
    expect(defaultHttpTimeouts.headersMs).toBeLessThanOrEqual(30_000);
    expect(defaultHttpTimeouts.requestMs).toBeLessThanOrEqual(60_000);
    expect(defaultHttpTimeouts.headersMs).toBeGreaterThanOrEqual(10_000);
    expect(defaultHttpTimeouts.requestMs).toBeGreaterThanOrEqual(20_000);
  });

  it("cuts a slowloris and trickling bodies while everyone else is answered", async () => {
    const { port } = await start();
    const headers = Array.from({ length: 10 }, (_, i) =>
      trickle(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n", () => `X-Slow-${i}: 1\r\n`, 100),
    );
    const body = JSON.stringify(validShort());
    const bodies = Array.from({ length: 3 }, () =>
      trickle(
        port,
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        () => " ",
        100,
      ),
    );
    // Others are served while the slow connections hold on.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    await waitFor(() => [...headers, ...bodies].every((s) => s.closed), 10_000);
    for (const s of bodies) expect(s.answer).not.toMatch(/^HTTP\/1\.1 2/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it("lets a slow but steady client through: a form body sent in pieces within the limit", async () => {
    const { port, contact } = await start();
    const body = JSON.stringify(validShort());
    const pieces = [body.slice(0, 40), body.slice(40, 120), body.slice(120)];
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => {
      answer += d.toString();
    });
    cleanups.push(() => socket.destroy());
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    for (const piece of pieces) {
      await new Promise((r) => setTimeout(r, 200));
      socket.write(piece);
    }
    await waitFor(() => answer.includes("\r\n\r\n"));
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(contact.store.counts().pending).toBe(1);
  });
});
