/**
 * The Brotli and gzip twins that scripts/postbuild.ts writes beside every text
 * file. Brotli at quality 11 is slow (about 0.4 MB/s: 27 s of one core per
 * build, half of it the editor's unchanging 5 MB bundle), and most files are
 * the same from one build to the next (the editor, the scripts, the pages her
 * edit did not touch). So each pair is kept in a cache keyed by the body's
 * hash, and the misses compress on libuv's thread pool, several at a time.
 *
 * The cache lives in `BUILD_CACHE_DIR` (the publisher's builds keep theirs in
 * the publishing folder), else in node_modules/.cache, which the test copies
 * of the repository share. Entries a build used are touched; those no build
 * used for `keptDays` are removed. A cache that cannot be written (a
 * read-only folder, a full disk) only makes the build slower.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const keptDays = 14;

/** A step the cache can do without: its failure only costs a later build some time. */
const quietly = (step: () => unknown) => {
  try {
    step();
  } catch {}
};

export type Twins = { br: Buffer; gz: Buffer };

/** Brotli as every precompressed file and the page budget have it (scripts/html-weight.ts). */
export const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export const cacheDirOf = (root: string) =>
  process.env.BUILD_CACHE_DIR ?? join(root, "node_modules", ".cache", "precompressed");

export function precompressor(cacheDir: string) {
  quietly(() => mkdirSync(cacheDir, { recursive: true }));
  let written = 0;
  const pathOf = (key: string, encoding: keyof Twins) => join(cacheDir, `${key}.${encoding}`);

  async function cached(key: string): Promise<Twins | undefined> {
    const [br, gz] = await Promise.all(
      (["br", "gz"] as const).map((encoding) => readFile(pathOf(key, encoding)).catch(() => undefined)),
    );
    if (!br || !gz) return undefined;
    const now = new Date();
    for (const encoding of ["br", "gz"] as const) quietly(() => utimesSync(pathOf(key, encoding), now, now));
    return { br, gz };
  }

  /**
   * Written under a name of its own first (two files of a build may have the same body): a build
   * running beside this one never reads half a file.
   */
  async function keep(key: string, twins: Twins) {
    try {
      for (const encoding of ["br", "gz"] as const) {
        const temporary = `${pathOf(key, encoding)}.${process.pid}-${written++}.tmp`;
        await writeFile(temporary, twins[encoding]);
        await rename(temporary, pathOf(key, encoding));
      }
    } catch {
      // Not kept: the next build compresses this body again.
    }
  }

  return {
    async twins(body: Buffer): Promise<Twins> {
      const key = createHash("sha256").update(body).digest("hex");
      const hit = await cached(key);
      if (hit) return hit;
      const [br, gz] = await Promise.all([
        brotliAsync(body, brotliOptions(body.length)),
        gzipAsync(body, { level: 9 }),
      ]);
      await keep(key, { br, gz });
      return { br, gz };
    },

    /** Removes what no build has used for `keptDays`. */
    prune() {
      const oldest = Date.now() - keptDays * 86_400_000;
      if (!existsSync(cacheDir)) return;
      for (const name of readdirSync(cacheDir)) {
        const file = join(cacheDir, name);
        // Another build may be pruning too.
        quietly(() => statSync(file).mtimeMs < oldest && rmSync(file, { force: true }));
      }
    },
  };
}
