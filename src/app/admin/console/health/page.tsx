import type { ReactNode } from "react";
import { sql } from "drizzle-orm";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Panel, StatusBadge, formatWhen } from "@/modules/admin/components/ui";
import { mailHealth, WAITING_TOO_LONG_MINUTES } from "@/modules/mail/health";
import { mailWorkerState } from "@/modules/mail/worker";
import { SITE_TIME_ZONE } from "@/lib/time";
import { db } from "@/server/db/client";
import { databaseOutage, databaseRecoveries } from "@/server/db/health";
import { backgroundTasks } from "@/server/every";
import { fileStorage } from "@/server/storage";

export const metadata = { title: "Health" };
export const dynamic = "force-dynamic";

type Check = { ok: boolean; words: string };

async function timed(run: () => Promise<unknown>): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    await run();
    return { ms: Math.round(performance.now() - started), error: null };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
}

/** The database answers; it is not down now. */
async function databaseCheck(): Promise<Check> {
  const outage = databaseOutage();
  if (outage) return { ok: false, words: `Down since ${formatWhen(outage.since, SITE_TIME_ZONE)}: ${outage.reason}` };
  const { ms, error } = await timed(() => db().execute(sql`select 1`));
  const { count } = databaseRecoveries();
  return error
    ? { ok: false, words: `Does not answer: ${error}` }
    : { ok: true, words: `Answers in ${ms} ms${count ? `; recovered from ${count} ${count === 1 ? "outage" : "outages"} since start` : ""}.` };
}

/** A file stored, read back and removed, as an upload would be. */
async function storageCheck(): Promise<Check> {
  const storage = fileStorage();
  const where = storage.kind === "s3" ? "an S3 bucket" : "a folder under DATA_DIR";
  const { ms, error } = await timed(async () => {
    const name = await storage.put(new TextEncoder().encode("health"), "txt");
    try {
      if ((await storage.get(name)).toString() !== "health") throw new Error("a file read back differs from the one stored");
    } finally {
      await storage.remove(name);
    }
  });
  return error
    ? { ok: false, words: `Files in ${where} cannot be stored: ${error}` }
    : { ok: true, words: `Files in ${where}: stored, read and removed in ${ms} ms.` };
}

/**
 * The platform's health for the operator, from this instance: the database,
 * mail, file storage and the background workers (/api/health has the same
 * for machines).
 */
export default async function ConsoleHealth() {
  await operatorPage("/admin/console/health");
  const [database, storage, mail] = await Promise.all([databaseCheck(), storageCheck(), mailHealth(null)]);
  const worker = mailWorkerState();
  const mailCheck: Check = !mail.smtp
    ? { ok: false, words: "No mail server is set: set SMTP_URL (smtp://user:password@host:587) and restart. Until then mail waits in the outbox." }
    : !worker.running
      ? { ok: false, words: "SMTP_URL is set but this instance does not deliver mail: restart it." }
      : mail.waitingTooLong || mail.failed
        ? { ok: false, words: `${mail.waitingTooLong} waited over ${WAITING_TOO_LONG_MINUTES} minutes, ${mail.failed} failed.` }
        : { ok: true, words: `Delivering: ${mail.waiting} waiting, ${worker.sending} being sent now.` };
  const tasks = backgroundTasks();
  const sections: Array<{ id: string; title: string; check: Check; more?: ReactNode }> = [
    { id: "database", title: "Database", check: database },
    { id: "mail", title: "Mail", check: mailCheck },
    { id: "storage", title: "File storage", check: storage },
    {
      id: "workers",
      title: "Background work",
      check: tasks.some((t) => t.lastError)
        ? { ok: false, words: "A task failed on its last run." }
        : { ok: tasks.length > 0, words: tasks.length ? `${tasks.length} tasks run on this instance.` : "No background task runs on this instance." },
      more: tasks.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {tasks.map((t) => (
            <li key={t.what}>
              {t.what}, every {t.intervalMs >= 60_000 ? `${Math.round(t.intervalMs / 60_000)} min` : `${Math.round(t.intervalMs / 1000)} s`}:{" "}
              <span className={t.lastError ? "font-semibold text-red-800" : "text-muted"}>
                {t.lastError
                  ? `failed ${formatWhen(t.lastRunAt!, SITE_TIME_ZONE)}: ${t.lastError}`
                  : t.lastRunAt
                    ? `last ran ${formatWhen(t.lastRunAt, SITE_TIME_ZONE)}`
                    : "not run yet"}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <AdminHeading title="Health" lead="This instance's view of what the platform depends on, checked as the page loads." />
      {sections.map((s) => (
        <Panel key={s.id} title={s.title} id={s.id}>
          <p>
            <StatusBadge tone={s.check.ok ? "good" : "bad"}>{s.check.ok ? "Working" : "Needs you"}</StatusBadge> {s.check.words}
          </p>
          {s.more}
        </Panel>
      ))}
    </>
  );
}
