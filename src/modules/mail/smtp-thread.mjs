/**
 * The newsletter lane's SMTP sending, on a thread of its own at the lowest
 * CPU priority (./threaded-transport.ts): composing each copy (MIME, quoted-
 * printable) and writing it to the pooled connections is most of a send's
 * CPU, and here the kernel gives the core to page serving first whenever
 * both want it. Plain JavaScript so the thread loads without the server's
 * TypeScript hooks (tests load it the same way).
 */
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer/index.js";

try {
  // On Linux a thread has its own nice value: /proc/thread-self names this thread's id.
  os.setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
} catch {
  // Elsewhere the thread keeps the process's priority; it still keeps the work off the thread that serves pages.
}

const { url, options, defaults } = workerData;
const transporter = nodemailer.createTransport({ url, ...options }, defaults);

parentPort.on("message", async ({ id, mail, close }) => {
  if (close) {
    transporter.close();
    parentPort.close();
    return;
  }
  try {
    // The whole message composed into one buffer first: streamed to the socket, it was a write for every header and line.
    const composed = new MailComposer({ ...mail, ...defaults }).compile();
    const raw = await composed.build();
    const info = await transporter.sendMail({ envelope: composed.getEnvelope(), raw });
    parentPort.postMessage({ id, messageId: mail.messageId ?? info.messageId });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: error instanceof Error ? error.message : String(error), responseCode: error?.responseCode, code: error?.code },
    });
  }
});
