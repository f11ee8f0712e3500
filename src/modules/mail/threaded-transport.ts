import { Worker } from "node:worker_threads";
import nodemailer from "nodemailer";
import { MESSAGE_DEFAULTS, SEND_DEADLINE_MS, SMTP_TIMEOUTS, type MailTransport, type OutgoingMail } from "./transport";

/** A send's failure as the thread reports it, with the SMTP reply code that tells a permanent refusal (newsletters/delivery.ts). */
class SendFailure extends Error {
  constructor(
    message: string,
    readonly responseCode: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * A pooled SMTP transport whose composing and sending run on a thread of
 * their own at the lowest priority (./smtp-thread.mjs), for the newsletter
 * lane: the thread that serves pages only hands each copy over and records
 * the outcome.
 */
export function threadedSmtpTransport(url: string, connections: number): MailTransport {
  const thread = new Worker(new URL("./smtp-thread.mjs", import.meta.url), {
    workerData: { url, options: { ...SMTP_TIMEOUTS, pool: true, maxConnections: connections, maxMessages: 1000 }, defaults: MESSAGE_DEFAULTS },
  });
  thread.unref();
  const waiting = new Map<number, { resolve: (messageId: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  thread.on("message", ({ id, messageId, error }: { id: number; messageId?: string; error?: { message: string; responseCode?: number; code?: string } }) => {
    const sent = waiting.get(id);
    waiting.delete(id);
    if (error) sent?.reject(new SendFailure(error.message, error.responseCode, error.code));
    else sent?.resolve(messageId!);
  });
  thread.on("error", (error) => {
    for (const sent of waiting.values()) sent.reject(error);
    waiting.clear();
  });
  // A probe is one connection and a greeting: not worth a thread.
  const prober = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, MESSAGE_DEFAULTS);
  return {
    async send(mail: OutgoingMail) {
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      try {
        const messageId = await new Promise<string>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          timer = setTimeout(() => {
            waiting.delete(id);
            reject(new Error(`the SMTP server took more than ${SEND_DEADLINE_MS / 1000} s`));
          }, SEND_DEADLINE_MS);
          thread.postMessage({ id, mail: { ...mail, replyTo: mail.replyTo ?? undefined, html: mail.html ?? undefined } });
        });
        return { messageId };
      } finally {
        clearTimeout(timer);
      }
    },
    probe: () =>
      prober.verify().then(
        () => true,
        () => false,
      ),
    close: () => {
      thread.postMessage({ close: true });
      prober.close();
    },
  };
}
