import { randomBytes } from "node:crypto";

/**
 * Where uploads, their variants and the exports of deleted sites live: a
 * folder under DATA_DIR by default, or an S3 bucket (STORAGE_URL, S3_*).
 * Upload files are named by random ids and never change under a name.
 */
export interface FileStorage {
  /** "local" or "s3", for the start log and the tests. */
  readonly kind: string;
  /** Stores a new file under a fresh random name and returns the name. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** A stored file's bytes; throws MissingFile when there is none, StorageUnavailable when the store does not answer in time. */
  get(name: string): Promise<Buffer>;
  /** Removes a file; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** Keeps a document (a deleted site's export) under exports/, never overwriting one; returns where it is. */
  keep(name: string, bytes: Uint8Array): Promise<string>;
  /** When configured: a short-lived signed address the browser may fetch the file from directly. */
  signedUrl?(name: string, contentType: string): Promise<string>;
}

export class MissingFile extends Error {
  readonly code = "ENOENT";
  constructor(name: string) {
    super(`no stored file ${name}`);
  }
}

/** The store timed out or failed to answer; the caller answers 503, never 404 (the file may well be there). */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`file storage did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export const isMissing = (error: unknown): boolean => error instanceof MissingFile || (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;
const SAFE_EXPORT = /^[a-z0-9][a-zA-Z0-9-]{0,150}\.json$/;

export const isSafeName = (name: string) => SAFE_NAME.test(name);

export const newName = (extension: string) => `${randomBytes(16).toString("hex")}.${extension}`;

/** Names come from the database, but a path must never be made from anything else. */
export function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error("bad file name");
  return name;
}

export function checkedExportName(name: string): string {
  if (!SAFE_EXPORT.test(name)) throw new Error("bad export name");
  return name;
}
