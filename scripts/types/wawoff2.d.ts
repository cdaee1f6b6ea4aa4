/** wawoff2 ships no types: the two functions scripts/head-files/render.ts uses. */
declare module "wawoff2" {
  const wawoff2: {
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
    compress(ttf: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
