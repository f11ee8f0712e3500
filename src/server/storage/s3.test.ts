import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";
import { signedUrlOrigin, type S3Settings } from "./s3";

const base: S3Settings = {
  bucket: "media",
  prefix: "",
  region: "eu-west-1",
  credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
  forcePathStyle: false,
  timeoutMs: 1000,
  signedUrlSeconds: 600,
};

/** Where the SDK itself sends a browser for a signed address (signing needs no network). */
async function signedOrigin(settings: S3Settings): Promise<string> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  return new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: settings.bucket, Key: "uploads/a.webp" }), { expiresIn: 600 })).origin;
}

describe("signedUrlOrigin", () => {
  it.each<[string, Partial<S3Settings>]>([
    ["AWS, the bucket in the host", {}],
    ["AWS, path style", { forcePathStyle: true }],
    ["AWS, a bucket name with a dot", { bucket: "media.example.com" }],
    ["AWS, us-east-1", { region: "us-east-1" }],
    ["a compatible store in path style", { endpoint: "http://127.0.0.1:9000", forcePathStyle: true }],
    ["a compatible store, the bucket in the host", { endpoint: "https://r2.example.com" }],
  ])("names the origin the SDK signs for: %s", async (_, change) => {
    const settings = { ...base, ...change };
    expect(signedUrlOrigin(settings)).toBe(await signedOrigin(settings));
  });

  it("is null when media are served through the app", () => {
    expect(signedUrlOrigin({ ...base, signedUrlSeconds: 0 })).toBeNull();
  });
});
