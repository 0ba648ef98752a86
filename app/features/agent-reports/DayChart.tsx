/**
 * A small bar chart of one figure per day, as SVG drawn from the data (no chart library: a few
 * dozen bars do not need one). The bars are a picture of the table beside them (TeamDaysTable),
 * which is what assistive technology reads: the SVG is hidden from it and has no text of its own.
 * Negative values (win/loss) go below a zero line.
 */
export function DayChart({ title, values }: { title: string; values: readonly number[] }) {
  const width = 320;
  const height = 120;
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zero = (max / span) * height;
  const step = values.length > 0 ? width / values.length : width;
  const bar = Math.max(1, step * 0.7);
  return (
    <figure className="agent-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} aria-hidden="true" focusable="false" preserveAspectRatio="none">
        <line x1="0" x2={width} y1={zero} y2={zero} stroke="currentColor" strokeOpacity="0.4" />
        {values.map((value, i) => {
          const h = (Math.abs(value) / span) * height;
          return (
            <rect
              key={i}
              x={i * step + (step - bar) / 2}
              y={value >= 0 ? zero - h : zero}
              width={bar}
              height={Math.max(h, value === 0 ? 0 : 1)}
              fill={value >= 0 ? 'var(--color-accent, #3b82f6)' : 'var(--danger, #dc2626)'}
            />
          );
        })}
      </svg>
    </figure>
  );
}
