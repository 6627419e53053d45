import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Colours that read on white and on slate-900 alike; teams past ten repeat them with a dash. */
const COLOURS = ["#2563eb", "#db2777", "#059669", "#d97706", "#7c3aed", "#0891b2", "#dc2626", "#65a30d", "#9333ea", "#64748b"];
const tick = { fontSize: 12, fill: "currentColor" };
const tooltip = { borderRadius: 8, fontSize: 13, color: "#0f172a" };

export interface Series {
  key: string;
  label: string;
}

/** One line per series (a team) over the weeks; gaps where a team had no rated call that week. */
export function TrendChart({ rows, series, label }: { rows: Array<Record<string, string | number | null>>; series: Series[]; label: string }) {
  return (
    <div className="h-72 w-full" role="img" aria-label={label} data-testid="stage-trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} vertical={false} />
          <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={tick} />
          <Tooltip contentStyle={tooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={COLOURS[i % COLOURS.length]}
              strokeDasharray={i >= COLOURS.length ? "5 3" : undefined}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bars of one number per category (calls per week, reps per weakest stage). */
export function BarsChart({
  rows,
  label,
  seriesLabel,
  testId,
}: {
  rows: Array<{ label: string; value: number }>;
  label: string;
  seriesLabel: string;
  testId: string;
}) {
  return (
    <div className="h-56 w-full" role="img" aria-label={label} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} vertical={false} />
          <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} tick={tick} />
          <Tooltip cursor={{ fill: "rgba(100,116,139,0.15)" }} contentStyle={tooltip} formatter={(value) => [value, seriesLabel]} />
          <Bar dataKey="value" fill="#2563eb" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
