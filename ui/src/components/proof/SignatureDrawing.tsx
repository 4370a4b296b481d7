// A customer's signature as kept (docs/product.md#proof): strokes of [x, y]
// points in a 1000 x 400 box, drawn as an inline SVG. Only numbers reach the
// markup: each point is read as a number and anything else is left out, so
// a stored drawing can never carry markup of its own.

/** The box the points are in (src/proof/validate.rs). */
export const SIGN_WIDTH = 1000;
export const SIGN_HEIGHT = 400;

/** The polyline points of each stroke: "x,y x,y …", from finite numbers within the box only. */
export function polylines(strokes: unknown): string[] {
  if (!Array.isArray(strokes)) return [];
  const out: string[] = [];
  for (const stroke of strokes) {
    if (!Array.isArray(stroke)) continue;
    const points: string[] = [];
    for (const p of stroke) {
      if (!Array.isArray(p) || p.length !== 2) continue;
      const [x, y] = [Number(p[0]), Number(p[1])];
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      const cx = Math.min(Math.max(Math.round(x), 0), SIGN_WIDTH);
      const cy = Math.min(Math.max(Math.round(y), 0), SIGN_HEIGHT);
      points.push(`${cx},${cy}`);
    }
    if (points.length) out.push(points.join(" "));
  }
  return out;
}

/** The drawing, named for a screen reader by `label` ("Signature of Dana Reyes"). */
export function SignatureDrawing({
  strokes,
  label,
  className,
}: {
  strokes: unknown;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={className ?? "signature-drawing"}
      viewBox={`0 0 ${SIGN_WIDTH} ${SIGN_HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      {polylines(strokes).map((points, i) => (
        <polyline
          key={i}
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
