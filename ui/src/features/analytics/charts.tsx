// Plain SVG charts: no chart library (a bar and a line are a few dozen lines,
// a library would be tens of KB). Each chart scales with its container via
// the viewBox, takes its colours from the theme through CSS classes, and
// carries its numbers in an aria-label for screen readers.

export type Datum = { label: string; value: number };

const W = 600;

function niceMax(n: number) {
  if (n <= 5) return 5;
  const p = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / p) * p;
}

/** Horizontal bars: one row per item, the value at the end of its bar. */
export function HBarChart({ data, label, unit = "" }: { data: Datum[]; label: string; unit?: string }) {
  if (data.length === 0) return <p className="muted">No data for this period yet.</p>;
  const row = 34;
  const labelW = 190;
  const max = Math.max(...data.map((d) => d.value), 1);
  const h = data.length * row;
  const summary = `${label}: ${data.map((d) => `${d.label} ${d.value}${unit}`).join(", ")}`;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${W} ${h}`}
      role="img"
      aria-label={summary}
      preserveAspectRatio="xMinYMin meet"
    >
      {data.map((d, i) => {
        const w = Math.max(2, ((W - labelW - 70) * d.value) / max);
        const y = i * row;
        return (
          <g key={d.label + i}>
            <text x={0} y={y + 21} className="chart-label">
              {d.label.length > 26 ? `${d.label.slice(0, 25)}…` : d.label}
            </text>
            <rect x={labelW} y={y + 6} width={w} height={row - 12} rx={4} className="bar" />
            <text x={labelW + w + 8} y={y + 21} className="chart-value">
              {d.value}
              {unit}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Columns with an axis, e.g. page views per hour; a second series is drawn as a line. */
export function ColumnChart({
  data,
  line,
  label,
  seriesNames,
}: {
  data: Datum[];
  line?: number[];
  label: string;
  seriesNames: [string, string?];
}) {
  const h = 220;
  const left = 36;
  const bottom = 28;
  const top = 10;
  const max = niceMax(Math.max(1, ...data.map((d) => d.value), ...(line ?? [])));
  const plotW = W - left - 8;
  const plotH = h - bottom - top;
  const step = plotW / Math.max(1, data.length);
  const y = (v: number) => top + plotH - (plotH * v) / max;
  const every = Math.ceil(data.length / 8);
  const summary = `${label}: ${data
    .map(
      (d, i) =>
        `${d.label} ${seriesNames[0]} ${d.value}${line && seriesNames[1] ? `, ${seriesNames[1]} ${line[i]}` : ""}`,
    )
    .join("; ")}`;
  const points = line?.map((v, i) => `${left + step * i + step / 2},${y(v)}`).join(" ");
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${h}`} role="img" aria-label={summary}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={left} x2={W} y1={y(max * f)} y2={y(max * f)} className="grid" />
          <text x={left - 6} y={y(max * f) + 4} className="chart-axis" textAnchor="end">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {data.map((d, i) => (
        <g key={d.label + i}>
          <rect
            x={left + step * i + step * 0.15}
            y={y(d.value)}
            width={step * 0.7}
            height={top + plotH - y(d.value)}
            className="bar"
          />
          {i % every === 0 && (
            <text x={left + step * i + step / 2} y={h - 8} className="chart-axis" textAnchor="middle">
              {d.label}
            </text>
          )}
        </g>
      ))}
      {points && <polyline points={points} className="line" fill="none" />}
    </svg>
  );
}

export function Legend({ items }: { items: { name: string; className: string }[] }) {
  return (
    <p className="chart-legend">
      {items.map((i) => (
        <span key={i.name}>
          <span className={`swatch ${i.className}`} aria-hidden="true" /> {i.name}
        </span>
      ))}
    </p>
  );
}
