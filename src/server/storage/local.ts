import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/server/env";
import { checkedExportName, checkedName, isSafeName, MissingFile, newName, type FileStorage } from "./files";

/** Files in folders under DATA_DIR that nothing serves directly, readable by the platform's user only. */
const folder = (name: "uploads" | "exports") => path.resolve(env().DATA_DIR, name);

export const localStorage: FileStorage = {
  kind: "local",
  async put(bytes, extension) {
    const name = newName(extension);
    await mkdir(folder("uploads"), { recursive: true });
    await writeFile(path.join(folder("uploads"), name), bytes, { flag: "wx", mode: 0o600 });
    return name;
  },
  async get(name) {
    return readFile(path.join(folder("uploads"), checkedName(name))).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "ENOENT" ? new MissingFile(name) : error;
    });
  },
  async remove(name) {
    if (isSafeName(name)) await rm(path.join(folder("uploads"), name), { force: true });
  },
  async keep(name, bytes) {
    await mkdir(folder("exports"), { recursive: true, mode: 0o700 });
    const file = path.join(folder("exports"), checkedExportName(name));
    await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
    return file;
  },
};
