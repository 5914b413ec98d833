import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertUploadName, type FilesAdapter } from "./types.ts";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Uploads as files in one folder (DATA_DIR/uploads unless UPLOADS_DIR says otherwise). */
export function createDiskFiles(folder: string): FilesAdapter {
  const root = path.resolve(folder);
  return {
    kind: "disk",
    async put(name, data) {
      assertUploadName(name);
      await mkdir(root, { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temporary = path.join(root, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, data);
        await rename(temporary, path.join(root, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      assertUploadName(name);
      try {
        return await readFile(path.join(root, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      assertUploadName(name);
      await rm(path.join(root, name), { force: true });
    },
  };
}
