import { ChevronDown, ChevronUp, Star } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MANAGER_STAGES, scoreLevel } from "../../../contract/stage-list";
import type { SummaryView } from "../../../contract/summaries";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { stageLabel } from "../../lib/stages";
import { SCORE_BADGE } from "../practice/lib/score";

const TABS = ["overview", "stages", "examples", "insights"] as const;
type Tab = (typeof TABS)[number];

function Score({ value }: { value: number }) {
  return (
    <span
      data-level={scoreLevel(value)}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset", SCORE_BADGE[scoreLevel(value)])}
    >
      {value.toFixed(1)}/10
    </span>
  );
}

const TEN = Array.from({ length: 10 }, (_, i) => i);

/** The overall rating as ten stars, filled to the score (the number beside them is what a screen reader reads). */
function Stars({ value }: { value: number }) {
  const filled = `${Math.max(0, Math.min(10, value)) * 10}%`;
  return (
    <span className="relative inline-flex shrink-0" aria-hidden data-testid="rating-stars" data-filled={filled}>
      <span className="flex text-slate-300 dark:text-slate-600">
        {TEN.map((i) => (
          <Star key={i} className="h-3.5 w-3.5 shrink-0" />
        ))}
      </span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: filled }}>
        {TEN.map((i) => (
          <Star key={i} className="h-3.5 w-3.5 shrink-0" fill="currentColor" />
        ))}
      </span>
    </span>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
      {items.map((x, i) => (
        <li key={i}>{x}</li>
      ))}
    </ul>
  );
}

const heading = "mb-2 font-semibold text-slate-900 dark:text-white";

/** One summary: collapsed header, or expanded with the overview, stages, examples and insights tabs (spec 2 §2). */
export function SummaryCard({ summary, defaultExpanded = false }: { summary: SummaryView; defaultExpanded?: boolean }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [tab, setTab] = useState<Tab>("overview");
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const panelId = `summary-${summary._id}`;

  return (
    <Card className="p-0" data-testid="summary-card">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-4 p-5 text-left"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((x) => !x)}
      >
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">{t("summaries.card.title", { number: summary.summaryNumber })}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {t("summaries.card.range", { start: date(summary.dateRange.startDate), end: date(summary.dateRange.endDate), n: summary.conversationCount })}
          </span>
        </span>
        <span className="flex items-center gap-3">
          <Stars value={summary.overallRating} />
          <Score value={summary.overallRating} />
          {expanded ? <ChevronUp className="h-5 w-5" aria-hidden /> : <ChevronDown className="h-5 w-5" aria-hidden />}
        </span>
      </button>
      {expanded && (
        <div id={panelId} className="border-t border-slate-200 p-5 dark:border-slate-800">
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <Tabs.List aria-label={t("summaries.card.tabsLabel")} className="mb-4 flex gap-2 overflow-x-auto pb-1">
              {TABS.map((x) => (
                <Tabs.Trigger
                  key={x}
                  value={x}
                  className="shrink-0 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  {t(`summaries.tabs.${x}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="overview" className="grid gap-6 sm:grid-cols-2">
              <section>
                <h3 className={heading}>{t("summaries.overview.strengths")}</h3>
                <List items={summary.strengths} />
              </section>
              <section>
                <h3 className={heading}>{t("summaries.overview.improvements")}</h3>
                <List items={summary.improvements} />
              </section>
            </Tabs.Content>
            <Tabs.Content value="stages" className="space-y-4">
              {MANAGER_STAGES.map((st) => (
                <section key={st}>
                  <div className="mb-1 flex items-center justify-between gap-2">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{stageLabel(t, st)}</h3>
                    <Score value={summary.stageRatings[st].rating} />
                  </div>
                  <p className="text-slate-700 dark:text-slate-300">{summary.stageRatings[st].feedback}</p>
                </section>
              ))}
            </Tabs.Content>
            <Tabs.Content value="examples" className="space-y-4">
              {summary.exampleConversations.length === 0 && <p className="text-slate-600 dark:text-slate-400">{t("summaries.examples.none")}</p>}
              {summary.exampleConversations.map((e, i) => (
                <figure key={i} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
                  <figcaption className="mb-1 text-sm font-medium text-slate-600 dark:text-slate-400">
                    {stageLabel(t, e.stage)} · {t(`summaries.examples.${e.effect}`)}
                  </figcaption>
                  <blockquote className="italic text-slate-800 dark:text-slate-200">“{e.excerpt}”</blockquote>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{e.context}</p>
                </figure>
              ))}
            </Tabs.Content>
            <Tabs.Content value="insights" className="space-y-4">
              <section>
                <h3 className={heading}>{t("summaries.insights.personality")}</h3>
                <p className="text-slate-700 dark:text-slate-300">{summary.aiAnalysis.personalityInsights}</p>
              </section>
              <section>
                <h3 className={heading}>{t("summaries.insights.style")}</h3>
                <p className="text-slate-700 dark:text-slate-300">{summary.aiAnalysis.communicationStyle}</p>
              </section>
              <section>
                <h3 className={heading}>{t("summaries.insights.focus")}</h3>
                <List items={summary.aiAnalysis.recommendedFocus} />
              </section>
              <section>
                <h3 className={heading}>{t("summaries.insights.nextSteps")}</h3>
                <List items={summary.aiAnalysis.nextSteps} />
              </section>
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}
    </Card>
  );
}
