import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Header names lower-cased, values unfolded (RFC 5322). */
  headers: Map<string, string[]>;
  body: string;
  raw: string;
  envelopeTo: string[];
}

/** Splits a raw message into unfolded headers and body. */
export function parseMessage(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const encoded = raw.slice(split + 4);
  const body = /quoted-printable/i.test(headers.get("content-transfer-encoding")?.[0] ?? "")
    ? encoded.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : encoded;
  return { headers, body, raw, envelopeTo };
}

/**
 * A real SMTP peer on a local port that keeps what it receives, after `delayMs` per message,
 * and refuses for good (550) each recipient `refused` names.
 */
export async function startSmtpPeer(
  port = 0,
  delayMs = 0,
  refused: (address: string) => boolean = () => false,
): Promise<{ url: string; port: number; received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      callback(refused(address.address) ? Object.assign(new Error("5.1.1 no such mailbox"), { responseCode: 550 }) : undefined),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        // A slow server (delayMs) takes its time before it accepts the message.
        setTimeout(() => {
          received.push(
            parseMessage(
              Buffer.concat(chunks).toString("utf8"),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${actual}`, port: actual, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
