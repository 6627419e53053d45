import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Clock, Goal, Package, Sparkles, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { FIRST_STEP } from "../../../../contract/first-step";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { PRACTICE_KEYS } from "../../practice/api/keys";
import { startConversation } from "../../practice/api/start-conversation";
import { pricingHref } from "../../billing/pricing-link";
import { STAGES } from "./stages";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1.5 text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * The home page of a signed-in user who has not practised yet: one suggested call, what it is about and how it
 * is scored, and one Start button that starts it and opens the call on the practice screen.
 */
export function FirstStep({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const start = useMutation({
    mutationFn: () => startConversation({ scenario: FIRST_STEP.scenario, difficulty: FIRST_STEP.difficulty, language: currentLanguage() }),
    onSuccess: async ({ conversation }) => {
      void qc.invalidateQueries({ queryKey: PRACTICE_KEYS.all });
      await navigate(`/conversations?open=${encodeURIComponent(conversation.id)}`);
    },
    onError: async (e) => {
      // At the plan's limit the practice screen's rule applies: the spec's toast, then the plans (ruling 14).
      if (e instanceof ApiError && e.status === 403) {
        toast.error(t("home.firstStep.limit"));
        await navigate(pricingHref({ pathname: "/", search: "" }));
      }
    },
  });
  const failed = start.isError && !(start.error instanceof ApiError && start.error.status === 403);

  return (
    <section
      aria-labelledby="first-step-title"
      className="bg-linear-to-b from-brand-50 via-white to-white px-4 py-12 sm:px-6 sm:py-16 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div className="mx-auto max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-indigo-300">
          <Sparkles className="h-4 w-4" aria-hidden />
          {t("home.firstStep.eyebrow")}
        </p>
        <h1 id="first-step-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {t("home.firstStep.title", { name: firstName })}
        </h1>
        <p className="mt-3 text-lg text-pretty text-slate-600 dark:text-slate-300">{t("home.firstStep.subtitle")}</p>

        <article
          aria-labelledby="first-step-scenario"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-600/5 sm:p-7 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="first-step-scenario" className="text-xl font-bold text-slate-900 dark:text-white">
              {t("home.firstStep.scenario")}
            </h2>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
              <Clock className="h-4 w-4" aria-hidden />
              {t("home.firstStep.duration", { minutes: FIRST_STEP.minutes })}
            </span>
          </div>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("home.firstStep.why")}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <Fact icon={<UserRound className="h-4 w-4" aria-hidden />} label={t("home.firstStep.customerLabel")}>
              {t("home.firstStep.customer")}
            </Fact>
            <Fact icon={<Package className="h-4 w-4" aria-hidden />} label={t("home.firstStep.sellLabel")}>
              {t("home.firstStep.sell")}
            </Fact>
            <Fact icon={<Goal className="h-4 w-4" aria-hidden />} label={t("home.firstStep.goalLabel")}>
              {t("home.firstStep.goal")}
            </Fact>
          </dl>
          <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("home.firstStep.scored")}</p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("home.firstStep.scored")}>
              {STAGES.map((stage) => (
                <li key={stage} className="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-200">
                  {t(`stages.${stage}`)}
                </li>
              ))}
            </ul>
          </div>
          {failed ? (
            <div className="mt-5">
              <Alert>{t("home.firstStep.failed")}</Alert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button size="lg" onClick={() => start.mutate()} disabled={start.isPending || start.isSuccess} className="w-full sm:w-auto">
              {start.isPending || start.isSuccess ? t("home.firstStep.starting") : t("home.firstStep.start")}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("home.firstStep.hint")}</p>
          </div>
        </article>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t("home.firstStep.other")}{" "}
          <Link to="/conversations" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300">
            {t("home.firstStep.otherLink")}
          </Link>
        </p>
      </div>
    </section>
  );
}
