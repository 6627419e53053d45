import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { createCompanyBodySchema } from "../../../../contract/companies";
import { isTeamPlan, PLANS, selfServeTeam } from "../../../../contract/plan-list";
import type { PublicUser } from "../../../../contract/user";
import { useAuth } from "../../../lib/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { companyApi, errorText } from "../api/company-api";

/**
 * "Set up your team" (issue 20 item 9, spec 3 §1): an Unlimited subscriber without a company creates one for their
 * team. The server gives it the plan's numbers (up to 10 users, 200 conversations a month per member on top of 50
 * a day) and makes the subscriber its company admin; the page then shows the company.
 */
export function SetUpTeam({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const qc = useQueryClient();
  const team = selfServeTeam(user.subscription.plan);
  const [name, setName] = useState("");
  const [industry, setIndustry] = useState("");
  const [nameError, setNameError] = useState(false);
  const mutation = useMutation({
    mutationFn: companyApi.setUpTeam,
    onSuccess: (res) => {
      if (res.user) setUser(res.user);
      void qc.invalidateQueries({ queryKey: ["company"] });
    },
  });
  const plan = user.subscription.plan;
  if (!team || !isTeamPlan(plan)) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createCompanyBodySchema.safeParse({ name, industry, plan });
    if (!parsed.success) {
      setNameError(true);
      return;
    }
    setNameError(false);
    mutation.mutate({ name: parsed.data.name, industry: parsed.data.industry, plan });
  };

  return (
    <Card className="mx-auto max-w-xl space-y-4">
      <div className="flex items-start gap-3">
        <Users className="mt-1 h-8 w-8 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
        <div>
          <h2 id="set-up-team-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("company.setUpTeam.title")}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t("company.setUpTeam.body", {
              plan: t(`plans.${plan}`),
              maxUsers: team.maxUsers,
              monthly: team.monthlyConversationLimit,
              daily: PLANS.enterprise.limits.conversations,
            })}
          </p>
        </div>
      </div>
      {mutation.isError ? <Alert>{errorText(t, mutation.error, "company.messages.createCompanyFailed")}</Alert> : null}
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="set-up-team-heading" aria-busy={mutation.isPending}>
        <Field label={t("company.setUpTeam.name")} required error={nameError ? t("admin.createCompany.nameRequired") : undefined}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} aria-required autoComplete="organization" />
        </Field>
        <Field label={t("admin.createCompany.industry")} optionalLabel={t("company.common.optional")}>
          <Input value={industry} onChange={(e) => setIndustry(e.target.value)} maxLength={200} />
        </Field>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t("admin.creating") : t("company.setUpTeam.submit")}
        </Button>
      </form>
    </Card>
  );
}
