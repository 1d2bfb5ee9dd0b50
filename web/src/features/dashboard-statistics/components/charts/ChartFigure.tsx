import { useId, type ReactNode } from 'react';

export interface ChartRow {
  label: string;
  value: string;
}

interface ChartFigureProps {
  title: string;
  /** One sentence read before the table: the total, the busiest day. */
  summary: string;
  /** Column headers of the data table. */
  columns: [string, string];
  rows: ChartRow[];
  className?: string;
  /** Pixels. */
  height?: number;
  /** The drawn chart: hidden from assistive technology, which reads the table instead. */
  children: ReactNode;
}

/**
 * A chart with its title, a visible summary and, for screen readers, the same figures as a table.
 * The SVG is decorative (`aria-hidden`) and drawn left to right (`dir="ltr"`) so recharts' text
 * anchors hold; each chart mirrors its own axes for Arabic.
 */
export function ChartFigure({
  title,
  summary,
  columns,
  rows,
  className,
  height = 224,
  children,
}: ChartFigureProps) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={`flex min-w-0 flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 ${className ?? ''}`}
    >
      <h3 id={`${id}-title`} className="font-bold">
        {title}
      </h3>
      <p className="text-sm text-ink-muted">{summary}</p>
      <div aria-hidden dir="ltr" className="w-full min-w-0" style={{ height }} data-chart>
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
