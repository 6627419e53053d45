import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { MANAGER_STAGES } from "../../../contract/stage-list";
import type { SummaryView } from "../../../contract/summaries";
import { stageLabel } from "../../lib/stages";

const COLORS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed"];

/** The five stage scores across summaries, oldest first: progress over time. */
export function ProgressChart({ summaries }: { summaries: SummaryView[] }) {
  const { t } = useTranslation();
  const data = [...summaries]
    .sort((a, b) => a.summaryNumber - b.summaryNumber)
    .map((s) => ({ name: `#${s.summaryNumber}`, ...Object.fromEntries(MANAGER_STAGES.map((st) => [st, s.stageRatings[st].rating])) }));
  return (
    <figure aria-label={t("summaries.chart.title")} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="name" />
          <YAxis domain={[0, 10]} />
          <Tooltip />
          <Legend />
          {MANAGER_STAGES.map((st, i) => (
            <Line key={st} type="monotone" dataKey={st} name={stageLabel(t, st)} stroke={COLORS[i]} strokeWidth={2} dot />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
