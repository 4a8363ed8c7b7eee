import { lazy, Suspense } from 'react';
import { formatPercent } from '../../../../../shared/domain/format.ts';

const DoughnutChart = lazy(async () => ({ default: (await import('./DoughnutChart.tsx')).DoughnutChart }));

const TONES = {
  rented: { color: '#4338ca', track: '#e0e7ff' },
  collected: { color: '#0f766e', track: '#ccfbf1' },
} as const;

/**
 * A doughnut with the percentage (2 decimals) in its middle. The chart is drawing only: the figure and its
 * title are text, so screen readers read "Rented 50.00%" and nothing depends on colour.
 */
export function PercentDoughnut({ title, value, tone }: { title: string; value: number | null | undefined; tone: keyof typeof TONES }) {
  const raw = Number.isFinite(value) ? (value as number) : 0;
  const percent = Math.min(100, Math.max(0, raw));
  const { color, track } = TONES[tone];
  return (
    <figure className="doughnut">
      <div className="doughnut-chart" aria-hidden="true">
        <Suspense fallback={<span className="doughnut-placeholder" style={{ borderColor: track }} />}>
          <DoughnutChart percent={percent} color={color} track={track} />
        </Suspense>
        <span className="doughnut-value numeric">{formatPercent(raw)}</span>
      </div>
      <figcaption className="doughnut-title">
        {title}
        <span className="visually-hidden">: {formatPercent(raw)}</span>
      </figcaption>
    </figure>
  );
}
