import { formatCents } from "@/lib/format";
import type { PaymentLine } from "../quote";

/** What is paid for, line by line, and the total: the same list on the form, the checkout and the receipt. */
export function LineItems({
  lines,
  totalLabel,
  totalCents,
  totalTestId,
}: {
  lines: readonly PaymentLine[];
  totalLabel: string;
  totalCents: number;
  totalTestId?: string;
}) {
  return (
    <>
      <ul className="mt-3 space-y-1">
        {lines.map((line) => (
          <li key={line.label} className="flex justify-between gap-4">
            <span className="min-w-0">
              {line.quantity > 1 && `${line.quantity} × `}
              {line.label}
            </span>
            <span className="amount">{formatCents(line.quantity * line.unitCents)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-line pt-3 font-bold">
        <span>{totalLabel}</span>
        <span className="amount" data-testid={totalTestId}>
          {formatCents(totalCents)}
        </span>
      </p>
    </>
  );
}
