import { ResponsivePie } from '@nivo/pie';

interface Slice {
  id: string;
  value: number;
  color: string;
}

/**
 * The nivo doughnut itself. Loaded on demand by PercentDoughnut, so nivo (and d3) stay out of every
 * bundle but the building overview's.
 */
export function DoughnutChart({ percent, color, track }: { percent: number; color: string; track: string }) {
  const data: Slice[] = [
    { id: 'part', value: percent, color },
    { id: 'rest', value: 100 - percent, color: track },
  ];
  return (
    <ResponsivePie<Slice>
      data={data}
      innerRadius={0.72}
      padAngle={percent > 0 && percent < 100 ? 1.2 : 0}
      cornerRadius={3}
      sortByValue={false}
      colors={(d) => d.data.color}
      enableArcLabels={false}
      enableArcLinkLabels={false}
      isInteractive={false}
      margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      animate
    />
  );
}
