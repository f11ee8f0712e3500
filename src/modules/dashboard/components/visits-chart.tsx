import { Cell, Table } from "@/modules/admin/components/ui";
import { formatCount } from "@/lib/format";
import { shortDay } from "./format";

/**
 * Visitors and views per day, drawn on the server as SVG (no chart library,
 * no script). The picture is one labelled image with a summary; the same
 * figures are a table beneath it for screen readers and for reading exactly.
 */
export function VisitsChart({ series, title }: { series: Array<{ day: string; views: number; visitors: number }>; title: string }) {
  const width = 720;
  const height = 160;
  const max = Math.max(1, ...series.map((d) => d.views));
  const step = width / Math.max(1, series.length);
  const bar = Math.min(width / 12, Math.max(1, step * 0.7));
  const y = (n: number) => height * (1 - n / max);
  const views = series.reduce((n, d) => n + d.views, 0);
  const visitors = series.reduce((n, d) => n + d.visitors, 0);
  const first = series[0];
  const last = series[series.length - 1];
  const busiest = views ? max : 0;
  const summary = `${title}: ${formatCount(visitors)} visitors and ${formatCount(views)} views${first && last && first !== last ? ` from ${shortDay(first.day)} to ${shortDay(last.day)}` : ""}; the busiest day had ${busiest} views. Each day's figures are in the table below.`;
  return (
    <figure className="mb-4">
      {/* The labels are HTML beside a stretched drawing, so they stay readable at any width. */}
      <p aria-hidden="true" className="mb-1 text-xs text-muted">
        {busiest} {busiest === 1 ? "view" : "views"} on the busiest day
      </p>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="block h-40 w-full" role="img" aria-label={summary}>
        <line
          x1={0}
          x2={width}
          y1={y(max)}
          y2={y(max)}
          className="stroke-current text-line"
          strokeWidth="1"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        {series.map((d, i) => {
          const x = i * step + (step - bar) / 2;
          return (
            <g key={d.day}>
              <rect x={x} y={y(d.views)} width={bar} height={height - y(d.views)} className="fill-current text-primary" opacity="0.35" />
              <rect x={x} y={y(d.visitors)} width={bar} height={height - y(d.visitors)} className="fill-current text-primary" />
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-current text-muted" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
        <span>{first && shortDay(first.day)}</span>
        <span>{last && last !== first && shortDay(last.day)}</span>
      </p>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary" /> Visitors
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary opacity-35" /> Views
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium underline">Each day as a table</summary>
        <Table caption={`${title}, day by day`} head={["Day", "Visitors", "Views"]}>
          {series.map((d) => (
            <tr key={d.day}>
              <Cell>{shortDay(d.day)}</Cell>
              <Cell>{formatCount(d.visitors)}</Cell>
              <Cell>{formatCount(d.views)}</Cell>
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}
