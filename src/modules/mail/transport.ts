import "server-only";
import nodemailer from "nodemailer";

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
}

/**
 * The longest a send may take, all timeouts together: the outbox's claim
 * lease (worker.ts) is longer, so no other worker takes a message while a
 * send of it can still be under way.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
export const SEND_DEADLINE_MS = 4 * 60_000;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { disableFileAccess: true, disableUrlAccess: true, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the SMTP server took more than ${SEND_DEADLINE_MS / 1000} s`)), SEND_DEADLINE_MS);
      });
      try {
        const info = await Promise.race([transporter.sendMail({ ...mail, replyTo: mail.replyTo ?? undefined, html: mail.html ?? undefined }), deadline]);
        return { messageId: info.messageId };
      } finally {
        clearTimeout(timer);
      }
    },
    probe: () =>
      transporter.verify().then(
        () => true,
        () => false,
      ),
  };
}
