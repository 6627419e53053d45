import { useQuery } from "@tanstack/react-query";
import { Award, ClipboardList, Play, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGE_NAMES } from "../../../contract/language-list";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ASSIGNMENT_KEYS, assignmentApi } from "./api";
import { AssignmentStatusBadge, formatDue } from "./status-badge";

/**
 * "My assignments" on the practice screen (issue 17): what a manager gave the rep, its status, due date and the
 * attempts left, with one click to start the assignment's scenario. Nothing shows when there is none.
 */
export function MyAssignments({ enabled, busyId, onStart }: { enabled: boolean; busyId: string | null; onStart(scenarioId: string): void }) {
  const { t, i18n } = useTranslation();
  const mine = useQuery({ queryKey: ASSIGNMENT_KEYS.mine, queryFn: ({ signal }) => assignmentApi.mine(signal), enabled, staleTime: 15_000 });
  const list = mine.data?.assignments ?? [];
  if (!enabled || list.length === 0) return null;
  return (
    <section aria-labelledby="my-assignments-title" className="space-y-3">
      <h2 id="my-assignments-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <ClipboardList className="h-5 w-5" aria-hidden />
        {t("assignments.mine.title")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t("assignments.mine.title")}>
        {list.map((a) => {
          const p = a.progress;
          const archived = a.scenario.status === "archived";
          const again = p.status === "passed" || p.attemptsLeft === 0;
          return (
            <li
              key={a.id}
              data-assignment-id={a.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{a.scenario.name}</span>
                <AssignmentStatusBadge status={p.status} />
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t("assignments.mine.due", { date: formatDue(a.dueAt, i18n.language) })}
                {" · "}
                {p.attemptsLeft > 0 ? t("assignments.mine.attemptsLeft", { count: p.attemptsLeft }) : t("assignments.mine.attemptsDone")}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {[
                  LANGUAGE_NAMES[a.scenario.language],
                  t("assignments.passMark", { mark: a.passMark }),
                  p.bestScore === null ? null : t("assignments.best", { score: p.bestScore }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {a.certificateId ? (
                <Link
                  to={`/certificates/${a.certificateId}`}
                  className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                  aria-label={t("assignments.mine.certificateNamed", { name: a.scenario.name })}
                >
                  <Award className="h-4 w-4" aria-hidden />
                  {t("assignments.mine.certificate")}
                </Link>
              ) : null}
              {archived ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t("assignments.mine.archived")}</p>
              ) : (
                <Button
                  size="sm"
                  variant={again ? "secondary" : "primary"}
                  className="mt-auto self-start"
                  disabled={busyId !== null}
                  onClick={() => onStart(a.scenario.id)}
                  aria-label={t("assignments.mine.startNamed", { name: a.scenario.name })}
                >
                  {busyId === a.scenario.id ? <Spinner /> : again ? <RotateCcw className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
                  {again ? t("assignments.mine.again") : t("assignments.mine.start")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
