import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { attachment, download, notFoundAsNull } from "./http";

const request = new Request("http://localhost/admin/sites/bakery/files/abc?x=1");

describe("inbox downloads", () => {
  it("sends a file as an attachment that the browser will neither sniff nor run", async () => {
    const response = await download(request, async () => ({ filename: 'résumé "final".pdf', contentType: "application/pdf", body: "%PDF" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends the signed out to sign in and back; answers 404 and 403 plainly", async () => {
    const signedOut = await download(request, () => Promise.reject(new AppError("unauthorized", "Sign in to continue.")));
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/admin/sites/bakery/files/abc?x=1")}`);
    expect((await download(request, () => Promise.reject(new AppError("not_found", "No such file.")))).status).toBe(404);
    expect((await download(request, () => Promise.reject(new AppError("forbidden", "No.")))).status).toBe(403);
    await expect(download(request, () => Promise.reject(new Error("disk on fire")))).rejects.toThrow("disk on fire");
  });

  it("encodes the characters RFC 5987 does not allow bare", () => {
    expect(attachment("it's (1)*.csv")).toBe(`attachment; filename="it's (1)*.csv"; filename*=UTF-8''it%27s%20%281%29%2A.csv`);
  });

  it("turns only not-found into null for a page", async () => {
    expect(await notFoundAsNull(Promise.reject(new AppError("not_found", "gone")))).toBeNull();
    await expect(notFoundAsNull(Promise.reject(new AppError("forbidden", "no")))).rejects.toThrow("no");
    expect(await notFoundAsNull(Promise.resolve(1))).toBe(1);
  });
});
