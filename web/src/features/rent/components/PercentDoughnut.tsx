import { lazy, Suspense } from 'react';
import { formatPercent } from '../../../../../shared/domain/format.ts';

const DoughnutChart = lazy(async () => ({ default: (await import('./DoughnutChart.tsx')).DoughnutChart }));

const TONES = {
  rented: { color: '#4338ca', track: '#e0e7ff' },
  collected: { color: '#0f766e', track: '#ccfbf1' },
  // nothing to measure: an empty grey ring, no colour that reads as good or bad
  neutral: { color: '#94a3b8', track: '#e2e8f0' },
} as const;

/**
 * A doughnut with the percentage (2 decimals) in its middle. The chart is drawing only: the figure and its
 * title are text, so screen readers read "Rented 50.00%" and nothing depends on colour. With `emptyLabel`
 * there is nothing to measure (nothing due): an empty neutral ring and that text instead of a percentage.
 */
export function PercentDoughnut({
  title,
  value,
  tone,
  emptyLabel,
}: {
  title: string;
  value: number | null | undefined;
  tone: Exclude<keyof typeof TONES, 'neutral'>;
  emptyLabel?: string;
}) {
  const raw = Number.isFinite(value) ? (value as number) : 0;
  const percent = emptyLabel ? 0 : Math.min(100, Math.max(0, raw));
  const { color, track } = TONES[emptyLabel ? 'neutral' : tone];
  const text = emptyLabel ?? formatPercent(raw);
  return (
    <figure className={`doughnut ${emptyLabel ? 'is-empty' : ''}`}>
      <div className="doughnut-chart" aria-hidden="true">
        <Suspense fallback={<span className="doughnut-placeholder" style={{ borderColor: track }} />}>
          <DoughnutChart percent={percent} color={color} track={track} />
        </Suspense>
        <span className="doughnut-value numeric">{text}</span>
      </div>
      <figcaption className="doughnut-title">
        {title}
        <span className="visually-hidden">: {text}</span>
      </figcaption>
    </figure>
  );
}
