import { Cell, Table } from "@/modules/admin/components/ui";
import type { Figure } from "../traffic";
import { formatCount } from "@/lib/format";

/** A ranked list of one dimension's figures (pages, referrers, campaigns), or a line saying there are none yet. */
export function FiguresTable({
  caption,
  head,
  figures,
  empty,
  limit = 10,
}: {
  caption: string;
  head: string;
  figures: Figure[];
  empty: string;
  limit?: number;
}) {
  if (!figures.length) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <Table caption={caption} head={[head, "Visitors", "Views"]}>
      {figures.slice(0, limit).map((f) => (
        <tr key={f.value}>
          <Cell className="break-all">{f.value}</Cell>
          <Cell>{formatCount(f.visitors)}</Cell>
          <Cell>{formatCount(f.views)}</Cell>
        </tr>
      ))}
    </Table>
  );
}
