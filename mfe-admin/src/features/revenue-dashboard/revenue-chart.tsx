import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenuePoint } from '@tm/contracts/revenue';
import { formatMoney } from '@tm/platform';

/**
 * The revenue bars (recharts, loaded with the tab). The chart is a picture for the eye: it is hidden
 * from assistive technology, and the same figures are in the table beside it (decision 089).
 */
export default function RevenueChart({ points, label }: { points: RevenuePoint[]; label: (start: string) => string }) {
  const data = points.map((point) => ({ name: label(point.start), gross: point.grossCents / 100 }));
  return (
    <div className="revenue-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 12 }} tickFormatter={(value: number) => `$${value}`} width={64} />
          <Tooltip formatter={(value) => formatMoney(Math.round(Number(value) * 100))} />
          <Bar dataKey="gross" name="Revenue" fill="#1668dc" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
