import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/server/env";

/**
 * Where uploads live: a folder under DATA_DIR that nothing serves, files
 * named by random ids. One adapter, so object storage can replace it.
 */
export interface FileStorage {
  put(bytes: Uint8Array, extension: string): Promise<string>;
  get(name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
}

function folder(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export const localStorage: FileStorage = {
  async put(bytes, extension) {
    const name = `${randomBytes(16).toString("hex")}.${extension}`;
    await mkdir(folder(), { recursive: true });
    await writeFile(path.join(folder(), name), bytes, { flag: "wx", mode: 0o600 });
    return name;
  },
  async get(name) {
    if (!SAFE_NAME.test(name)) throw new Error("bad file name");
    return readFile(path.join(folder(), name));
  },
  async remove(name) {
    if (SAFE_NAME.test(name)) await rm(path.join(folder(), name), { force: true });
  },
};
