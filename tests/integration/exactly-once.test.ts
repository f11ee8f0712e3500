import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { checkout } from "@/modules/payments/service";
import { startSmtpPeer } from "../helpers/smtp";
import { createTestSite } from "../helpers/sites";

const root = path.resolve(import.meta.dirname, "../..");
const MAILS = 24;
const POSTS = 8;
const CHECKOUTS = 8;

/** One instance's background tasks in a process of its own (tests/fixtures/background-worker.ts). */
function worker(smtpUrl: string): Promise<{ sent: number; published: number; closed: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/background-worker.ts"], {
    cwd: root,
    env: { ...process.env, SMTP_URL: smtpUrl, RUN_MS: "6000", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop()!)) : reject(new Error(`worker exited ${code}: ${out}`))));
  });
}

describe("background tasks on three instances at once", () => {
  it("send each mail once, publish each scheduled post once and close each abandoned checkout once", { timeout: 90_000 }, async () => {
    await db().execute(sql`update outbox set status = 'sent' where status <> 'sent'`);
    const site = await createTestSite();
    await db()
      .insert(schema.outbox)
      .values(
        Array.from({ length: MAILS }, (_, i) => ({
          siteId: site.id,
          kind: "test",
          toAddress: `reader${i}@example.org`,
          subject: `Mail ${i}`,
          textBody: `Body ${i}`,
        })),
      );
    const due = new Date(Date.now() - 60_000);
    await db()
      .insert(schema.posts)
      .values(
        Array.from({ length: POSTS }, (_, i) => ({
          siteId: site.id,
          slug: `due-${i}`,
          title: `Due ${i}`,
          excerpt: "",
          body: { type: "doc" as const, content: [] },
          status: "scheduled" as const,
          publishedAt: due,
        })),
      );
    const payer = { email: "pat@example.org", name: "Pat" };
    for (let i = 0; i < CHECKOUTS; i++) {
      const started = await checkout({
        siteId: site.id,
        purpose: "bill",
        payer,
        lines: [{ label: "Fee", quantity: 1, unitCents: 1000 + i }],
        details: { billLabel: "Fee", referenceLabel: "Account", billReference: `A${i}` },
        successPath: "payments/success",
        cancelPath: "payments",
      });
      await db()
        .update(schema.payments)
        .set({ expiresAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(schema.payments.reference, started.reference));
    }

    const peer = await startSmtpPeer(0, 150); // a moment over each message, so three workers overlap
    try {
      const results = await Promise.all([worker(peer.url), worker(peer.url), worker(peer.url)]);
      const total = (key: "sent" | "published" | "closed") => results.reduce((sum, r) => sum + r[key], 0);

      const mine = peer.received.filter((m) => m.envelopeTo.some((to) => to.startsWith("reader")));
      const subjects = mine.map((m) => m.headers.get("subject")?.[0]);
      expect(new Set(subjects).size).toBe(MAILS);
      expect(mine).toHaveLength(MAILS);
      expect(total("sent")).toBe(MAILS);
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1); // the work was shared, not done by one
      const ids = mine.map((m) => m.headers.get("message-id")?.[0]);
      expect(new Set(ids).size).toBe(MAILS);

      expect(total("published")).toBe(POSTS);
      const posts = await db().select().from(schema.posts).where(eq(schema.posts.siteId, site.id));
      expect(posts.filter((p) => p.status === "published")).toHaveLength(POSTS);

      expect(total("closed")).toBe(CHECKOUTS);
      const payments = await db().select().from(schema.payments).where(eq(schema.payments.siteId, site.id));
      expect(payments.every((p) => p.status === "cancelled")).toBe(true);
      const receipts = await db().select().from(schema.outbox).where(eq(schema.outbox.siteId, site.id));
      expect(receipts.filter((r) => r.kind !== "test").length).toBeLessThanOrEqual(CHECKOUTS); // a closing notice at most once each
    } finally {
      await peer.stop();
    }
  });
});
