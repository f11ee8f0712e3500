import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpTransport } from "@/modules/mail/transport";
import { threadedSmtpTransport } from "@/modules/mail/threaded-transport";
import { isPermanentRefusal } from "@/modules/newsletters/delivery";
import { startSmtpPeer } from "../helpers/smtp";

/** The newsletter lane's transport (composing and sending on a low-priority thread) against a real SMTP peer. */
describe("the newsletter lane's sending thread", () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer(0, 0, (address) => address.startsWith("gone@"));
  });
  afterAll(() => peer.stop());

  const copy = (to: string) => ({
    from: "Town of Testing <news@mainstreet.example>",
    to,
    subject: "Boil water — Main Street",
    text: "Boil water until Friday.\n\nUnsubscribe: https://mainstreet.example/u?t=1",
    html: "<p>Boil water until Friday.</p>",
    headers: { "List-Unsubscribe": "<https://mainstreet.example/u?t=1>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    messageId: `<copy-${to}@mainstreet.example>`,
  });

  it("sends the same message the main thread would, RFC 8058 headers and Message-ID included, and keeps a refusal's code", async () => {
    const threaded = threadedSmtpTransport(peer.url, 2);
    try {
      const sent = await Promise.all(["ann@example.org", "ben@example.org"].map((to) => threaded.send(copy(to))));
      expect(sent.map((s) => s.messageId)).toEqual(["<copy-ann@example.org@mainstreet.example>", "<copy-ben@example.org@mainstreet.example>"]);
      await smtpTransport(peer.url).send(copy("cy@example.org"));
      const [ann, , cy] = peer.received;
      for (const name of ["list-unsubscribe", "list-unsubscribe-post", "subject", "content-type"])
        expect(ann!.headers.get(name)?.[0]?.replace(/boundary="[^"]+"/, "")).toBe(cy!.headers.get(name)?.[0]?.replace(/boundary="[^"]+"/, ""));
      expect(ann!.headers.get("message-id")?.[0]).toBe("<copy-ann@example.org@mainstreet.example>");
      expect(ann!.raw).toContain("Boil water until Friday.");

      const refused = await threaded.send(copy("gone@example.org")).catch((error: unknown) => error);
      expect(isPermanentRefusal(refused)).toBe(true);
      expect(String(refused)).toContain("no such mailbox");
      expect(await threaded.probe!()).toBe(true);
    } finally {
      threaded.close!();
    }
  });
});
