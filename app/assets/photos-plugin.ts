/**
 * The site's photos as one module, `virtual:photos`: an import of each photo
 * that app/content/data/photos.json names, with its role's widths and
 * formats, which vite-imagetools turns into responsive AVIF and WebP. Only
 * those files are encoded, each once: a glob over photos/ per role encoded
 * every file there in every role's widths, the office in the portrait's too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { assetPath } from "../content/asset-path.ts";

const id = "virtual:photos";
const resolvedId = `\0${id}`;

/** Each role's widths and formats (vite-imagetools directives); `as=picture` gives a Picture (picture-set.ts). */
const photoDirectives = {
  /** 3:2, up to the office page's full width on a wide, dense screen. */
  office: "w=480;800;1200;1600&format=avif;webp&as=picture",
  /** 4:5, a column of the About page and of home. */
  portrait: "w=320;480;640;960&format=avif;webp&as=picture",
} as const;

export function sitePhotos(): Plugin {
  let root = process.cwd();
  return {
    name: "site-photos",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(moduleId) {
      if (moduleId !== resolvedId) return;
      const data = join(root, "app/content/data/photos.json");
      this.addWatchFile(data);
      // Checked by the build before this runs (app/content/validate.ts): each named file exists.
      const chosen: Record<string, { file?: string | null }> = JSON.parse(readFileSync(data, "utf8"));
      return Object.entries(photoDirectives)
        .map(([role, directives]) => {
          const file = chosen[role]?.file;
          return file
            ? `export { default as ${role} } from ${JSON.stringify(`/app/assets/${assetPath(file)}?${directives}`)};`
            : `export const ${role} = undefined;`;
        })
        .join("\n");
    },
  };
}
