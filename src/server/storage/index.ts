import { env, type Env } from "@/server/env";
import type { FileStorage } from "./files";
import { localStorage } from "./local";
import { s3Storage, type S3Settings } from "./s3";

export { isMissing, MissingFile, StorageUnavailable, type FileStorage } from "./files";
export { localStorage } from "./local";
export { s3Storage, signedUrlOrigin, type S3Settings } from "./s3";

/** The S3 settings from STORAGE_URL and S3_*, or null for the local folder. */
export function s3Settings(e: Env): S3Settings | null {
  const url = e.STORAGE_URL?.startsWith("s3:") ? new URL(e.STORAGE_URL) : null;
  const bucket = url?.hostname || e.S3_BUCKET;
  if (!bucket) return null;
  const query = url?.searchParams;
  const endpoint = query?.get("endpoint") ?? e.S3_ENDPOINT;
  const accessKeyId = url?.username ? decodeURIComponent(url.username) : e.S3_ACCESS_KEY_ID;
  const secretAccessKey = url?.password ? decodeURIComponent(url.password) : e.S3_SECRET_ACCESS_KEY;
  const prefix = (url?.pathname.replace(/^\/+/, "") || e.S3_PREFIX || "").replace(/\/*$/, "/").replace(/^\/$/, "");
  const pathStyle = query?.get("path_style") ?? e.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    prefix,
    region: query?.get("region") ?? e.S3_REGION ?? "us-east-1",
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Compatible stores on their own address mostly want the bucket in the path.
    forcePathStyle: pathStyle ? pathStyle === "1" : Boolean(endpoint),
    timeoutMs: e.S3_TIMEOUT_MS,
    signedUrlSeconds: e.S3_SIGNED_URL_SECONDS,
  };
}

let chosen: FileStorage | undefined;

/** The platform's file storage, chosen once from the environment. */
export function fileStorage(): FileStorage {
  if (!chosen) {
    const settings = s3Settings(env());
    chosen = settings ? s3Storage(settings) : localStorage;
  }
  return chosen;
}
