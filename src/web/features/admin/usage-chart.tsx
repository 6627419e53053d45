import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminUsageResponse } from "../../../contract/companies";

/** Conversations started per day (loaded on its own: recharts is large and only the admin needs it). */
export default function UsageChart({ series }: { series: AdminUsageResponse["series"] }) {
  const { t, i18n } = useTranslation();
  const fmt = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const data = series.map((d) => ({ label: fmt.format(new Date(`${d.date}T00:00:00Z`)), conversations: d.conversations }));
  return (
    <div className="h-64 w-full" data-testid="usage-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "currentColor" }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "currentColor" }} />
          <Tooltip
            cursor={{ fill: "rgba(100,116,139,0.15)" }}
            contentStyle={{ borderRadius: 8, fontSize: 13, color: "#0f172a" }}
            formatter={(value) => [value, t("admin.overview.usage.series")]}
          />
          <Bar dataKey="conversations" fill="#2563eb" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
