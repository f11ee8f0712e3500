import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { checkedExportName, checkedName, isSafeName, MissingFile, newName, StorageUnavailable, type FileStorage } from "./files";

export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket ("" or "mainstreet/"), so one bucket can hold several platforms. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Longest wait for one request, in milliseconds. */
  timeoutMs: number;
  /** Seconds a signed media address lives; 0 serves media through the app. */
  signedUrlSeconds: number;
}

const UPLOADS = "uploads/";
const EXPORTS = "exports/";
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
const timedOut = (error: unknown) =>
  error instanceof Error &&
  (error.name === "TimeoutError" || error.name === "AbortError" || /timeout|ECONNREFUSED|ECONNRESET|socket hang up/i.test(error.message));

/**
 * The origin a signed media address points at, for the pages' policy (server/csp.ts), or null
 * when media are served through the app. The same choice the SDK makes: the bucket in the host
 * unless path style is asked for or the bucket's name has a dot (no certificate covers it).
 */
export function signedUrlOrigin(settings: S3Settings): string | null {
  if (settings.signedUrlSeconds <= 0) return null;
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle || settings.bucket.includes(".") ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: S3-compatible stores differ on the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
  });
  const key = (folder: string, name: string) => `${settings.prefix}${folder}${name}`;
  // One deadline for the whole exchange, the body included, so a stalled store never holds a request for long.
  const send = async <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await run(AbortSignal.timeout(settings.timeoutMs));
    } catch (error) {
      if (timedOut(error)) throw new StorageUnavailable(error);
      throw error;
    }
  };

  const storage: FileStorage = {
    kind: "s3",
    async put(bytes, extension) {
      const name = newName(extension);
      await send((abortSignal) =>
        client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(UPLOADS, name), Body: bytes, CacheControl: IMMUTABLE }), { abortSignal }),
      );
      return name;
    },
    async get(name) {
      const Key = key(UPLOADS, checkedName(name));
      return send(async (abortSignal) => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }), { abortSignal });
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch (error) {
          throw notFound(error) ? new MissingFile(name) : error;
        }
      });
    },
    async remove(name) {
      if (!isSafeName(name)) return;
      await send((abortSignal) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(UPLOADS, name) }), { abortSignal }));
    },
    async keep(name, bytes) {
      const Key = key(EXPORTS, checkedExportName(name));
      // Never overwritten: refused if it is there, and If-None-Match for the stores that honour it on PUT (S3 does).
      const there = await send((abortSignal) => client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key }), { abortSignal })).then(
        () => true,
        (error: unknown) => (notFound(error) ? false : Promise.reject(error)),
      );
      if (there) throw new Error(`an export named ${name} is already kept`);
      await send((abortSignal) =>
        client.send(new PutObjectCommand({ Bucket: settings.bucket, Key, Body: bytes, ContentType: "application/json", IfNoneMatch: "*" }), { abortSignal }),
      );
      return `s3://${settings.bucket}/${Key}`;
    },
  };
  if (settings.signedUrlSeconds > 0) {
    storage.signedUrl = (name, contentType) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: key(UPLOADS, checkedName(name)),
          ResponseCacheControl: IMMUTABLE,
          ResponseContentType: contentType,
        }),
        { expiresIn: settings.signedUrlSeconds },
      );
  }
  return storage;
}
