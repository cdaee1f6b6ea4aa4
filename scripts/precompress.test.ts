import { createHash } from "node:crypto";
import { readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../tests/support/process.ts";
import { precompressor } from "./precompress.ts";

const body = Buffer.from("<p>Une séance dure 50 minutes.</p>\n".repeat(200));

const dirs: { remove(): void }[] = [];
const cacheDir = () => {
  const dir = tempDir("precompress-");
  dirs.push(dir);
  return dir.path;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

describe("precompressor", () => {
  it("gives Brotli and gzip twins that decode to the body", async () => {
    const { br, gz } = await precompressor(cacheDir()).twins(body);
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(gunzipSync(gz)).toEqual(body);
    expect(br.length).toBeLessThan(gz.length);
  });

  it("gives the next build the same twins from its cache, with no half-written file left", async () => {
    const dir = cacheDir();
    const first = await precompressor(dir).twins(body);
    const names = readdirSync(dir).sort();
    expect(names).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.br$/), expect.stringMatching(/^[0-9a-f]{64}\.gz$/)]);
    // A changed entry comes back as changed: the next build reads the cache rather than compressing again.
    const marked = Buffer.from("from the cache");
    writeFileSync(join(dir, names[0] ?? ""), marked);
    const again = await precompressor(dir).twins(body);
    expect(again.br).toEqual(marked);
    expect(again.gz).toEqual(first.gz);
  });

  it("compresses two files with the same body at once", async () => {
    const dir = cacheDir();
    const cache = precompressor(dir);
    const [first, second] = await Promise.all([cache.twins(body), cache.twins(Buffer.from(body))]);
    expect(brotliDecompressSync(first.br)).toEqual(body);
    expect(second).toEqual(first);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("still compresses when its folder cannot be written", async () => {
    const file = join(cacheDir(), "a-file");
    writeFileSync(file, "");
    const cache = precompressor(join(file, "cache"));
    expect(gunzipSync((await cache.twins(body)).gz)).toEqual(body);
    cache.prune();
  });

  it("forgets what no build has used for two weeks, and keeps what one just used", async () => {
    const dir = cacheDir();
    const cache = precompressor(dir);
    await cache.twins(body);
    await cache.twins(Buffer.from("another page"));
    const longAgo = new Date(Date.now() - 15 * 86_400_000);
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), longAgo, longAgo);
    await cache.twins(body);
    cache.prune();
    const key = createHash("sha256").update(body).digest("hex");
    expect(readdirSync(dir).sort()).toEqual([`${key}.br`, `${key}.gz`]);
  });
});
