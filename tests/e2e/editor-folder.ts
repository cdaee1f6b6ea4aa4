/**
 * The editor's folder in a browser test: the editor opens a local folder
 * through the File System Access API, whose picker a test cannot click
 * through, so the test answers it with `repo`, a folder of the page's
 * private file system (OPFS), filled with the files of a copy of the
 * repository and read back after a save (editor-helpers.ts).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";

/** The folders the editor reads and writes: the content, and the photos it uploads. */
const editorFolders = ["app/content/data", "app/content/articles", "app/assets/photos"];

/** The files under the editor's folders in `dir`, by repository path, base64. */
export async function editorFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of editorFolders) {
    if (!existsSync(join(dir, folder))) continue;
    for (const entry of await readdir(join(dir, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/");
      files.set(path, (await readFile(join(dir, path))).toString("base64"));
    }
  }
  return files;
}

/** The folder the picker answers with: `repo` in the page's private file system. */
export async function fillFolder(page: Page, files: [string, string][]): Promise<void> {
  await page.evaluate(async (entries) => {
    const storage = await navigator.storage.getDirectory();
    const repo = await storage.getDirectoryHandle("repo", { create: true });
    for (const [path, base64] of entries) {
      const parts = path.split("/");
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** Every file of the page's `repo` folder, by path, base64. */
export function readFolder(page: Page): Promise<[string, string][]> {
  return page.evaluate(async () => {
    const found: [string, string][] = [];
    const walk = async (dir: FileSystemDirectoryHandle, at: string) => {
      for await (const [name, handle] of dir.entries()) {
        const path = at ? `${at}/${name}` : name;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, path);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found.push([path, btoa(binary)]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repo"), "");
    return found;
  });
}
