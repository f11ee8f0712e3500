import "server-only";
import nodemailer from "nodemailer";

/** One adapter per outside system: the rest of the platform only sees MailTransport. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { disableFileAccess: true, disableUrlAccess: true });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, replyTo: mail.replyTo ?? undefined });
      return { messageId: info.messageId };
    },
  };
}
