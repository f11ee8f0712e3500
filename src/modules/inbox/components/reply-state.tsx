import { formatWhen, StatusBadge } from "@/modules/admin/components/ui";

interface MailState {
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

/** How a mail's delivery went, in words: queued, sending, sent, or failed with the receiving server's reason. */
export function ReplyState({ reply, timeZone }: { reply: MailState; timeZone: string }) {
  if (reply.status === "sent") return <StatusBadge tone="good">Sent {reply.sentAt ? formatWhen(reply.sentAt, timeZone) : ""}</StatusBadge>;
  if (reply.status === "sending") return <StatusBadge tone="warn">Sending</StatusBadge>;
  if (reply.status === "failed")
    return (
      <>
        <StatusBadge tone="bad">Failed</StatusBadge>
        <span className="text-sm [overflow-wrap:anywhere]">{reply.lastError ?? "The receiving server refused it."}</span>
      </>
    );
  if (reply.attempts > 0)
    return (
      <>
        <StatusBadge tone="warn">Queued, trying again {formatWhen(reply.nextAttemptAt, timeZone)}</StatusBadge>
        {reply.lastError && <span className="text-sm [overflow-wrap:anywhere]">Last try: {reply.lastError}</span>}
      </>
    );
  return <StatusBadge tone="warn">Queued</StatusBadge>;
}
