import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";

/** One adapter per outside system: the rest of the platform only sees MailTransport. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (newsletters). */
  html?: string;
  headers: Record<string, string>;
  /** The same for every try of one outbox row, so a receiver can tell a repeat (RFC 5322 Message-ID). */
  messageId?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Whether the server answers and would take mail (a connection and a greeting, no message). */
  probe?(): Promise<boolean>;
  /** Closes the connections a pooled transport keeps open. */
  close?(): void;
}

/**
 * The longest a send may take, all timeouts together: the outbox's claim
 * lease (worker.ts) is longer, so no other worker takes a message while a
 * send of it can still be under way.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
export const SEND_DEADLINE_MS = 4 * 60_000;

/** A mail never reads a file or fetches an address named in it. */
export const MESSAGE_DEFAULTS = { disableFileAccess: true, disableUrlAccess: true };

/**
 * A transport to the SMTP server at `url`. `pooled` keeps up to `connections`
 * connections open and sends message after message over them (the worker's:
 * a connection, a greeting and EHLO per mail were most of a newsletter copy's
 * cost); without it each mail opens its own connection (tools and tests).
 */
export function smtpTransport(url: string, { pooled = false, connections = 1 } = {}): MailTransport {
  const pool = pooled ? { pool: true, maxConnections: connections, maxMessages: 1000 } : {};
  // The connection's settings beside the URL (the second argument holds defaults for each message, where the timeouts would not apply).
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...pool }, MESSAGE_DEFAULTS);
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the SMTP server took more than ${SEND_DEADLINE_MS / 1000} s`)), SEND_DEADLINE_MS);
      });
      try {
        // The whole message composed into one buffer first: streamed to the socket, it was a write for every header and line.
        const composed = new MailComposer({ ...mail, replyTo: mail.replyTo ?? undefined, html: mail.html ?? undefined, ...MESSAGE_DEFAULTS }).compile();
        const raw = await composed.build();
        const info = await Promise.race([transporter.sendMail({ envelope: composed.getEnvelope(), raw }), deadline]);
        return { messageId: mail.messageId ?? info.messageId };
      } finally {
        clearTimeout(timer);
      }
    },
    probe: () =>
      transporter.verify().then(
        () => true,
        () => false,
      ),
    close: () => transporter.close(),
  };
}
