import { LANGUAGE_NAMES } from "../../../contract/language-list";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ASSIGNMENT_LIMITS } from "../../../contract/assignment-rules";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { translateKeyedError } from "../../lib/messages";
import type { CompanyTeam, CompanyUser } from "../company/api/company-api";
import { SCENARIO_KEYS, scenarioApi } from "../company-scenarios/api";
import { ASSIGNMENT_KEYS, assignmentApi } from "./api";

const pad = (n: number) => String(n).padStart(2, "0");
const dateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A date picked is due at the end of that day, in the manager's time zone. */
const endOfDay = (value: string) => new Date(`${value}T23:59:59`);
const inTheFuture = (d: Date) => !Number.isNaN(d.getTime()) && d.getTime() > Date.now();
const dayIn = (days: number) => dateInput(new Date(Date.now() + days * 86_400_000));

/** New assignment: a scenario, a team or chosen people, the due date, attempts and (optionally) a pass mark. */
export function AssignmentFormModal({
  companyId,
  teams,
  users,
  onClose,
}: {
  companyId: string | null;
  teams: CompanyTeam[];
  users: CompanyUser[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const scenarios = useQuery({
    queryKey: SCENARIO_KEYS.list(companyId, "active"),
    queryFn: ({ signal }) => scenarioApi.list(companyId, "active", signal),
  });
  const list = scenarios.data?.scenarios ?? [];
  const [scenarioId, setScenarioId] = useState("");
  const [target, setTarget] = useState<"team" | "users">(teams.length > 0 ? "team" : "users");
  const [teamId, setTeamId] = useState(teams[0]?.id ?? "");
  const [userIds, setUserIds] = useState<string[]>([]);
  const [today] = useState(() => dayIn(0));
  const [due, setDue] = useState(() => dayIn(7));
  const [attempts, setAttempts] = useState("1");
  const [passMark, setPassMark] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenScenario = list.find((s) => s.id === (scenarioId || list[0]?.id));
  // Reps and team leaders can be given an assignment; company admins run them.
  const people = users.filter((u) => u.role === "company_user" || u.role === "company_team_leader");

  const create = useMutation({
    mutationFn: assignmentApi.create,
    onSuccess: () => {
      toast.success(t("assignments.toasts.created"));
      void qc.invalidateQueries({ queryKey: ASSIGNMENT_KEYS.all });
      onClose();
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "assignments.errors.saveFailed")),
  });

  const submit = () => {
    const next: Record<string, string> = {};
    if (!chosenScenario) next.scenario = t("assignments.form.errors.scenario");
    if (target === "team" && !teamId) next.target = t("assignments.form.errors.team");
    if (target === "users" && userIds.length === 0) next.target = t("assignments.form.errors.users");
    const dueAt = due ? endOfDay(due) : null;
    if (!dueAt || !inTheFuture(dueAt)) next.due = t("assignments.form.errors.due");
    const n = Number(attempts);
    if (!Number.isInteger(n) || n < 1 || n > ASSIGNMENT_LIMITS.maxAttempts)
      next.attempts = t("assignments.form.errors.attempts", { max: ASSIGNMENT_LIMITS.maxAttempts });
    const mark = passMark.trim() === "" ? null : Number(passMark.replace(",", "."));
    if (mark !== null && (!Number.isFinite(mark) || mark < 0 || mark > 10 || Math.round(mark * 10) !== mark * 10))
      next.passMark = t("assignments.form.errors.passMark");
    setErrors(next);
    if (Object.keys(next).length > 0 || !chosenScenario || !dueAt) return;
    create.mutate({
      scenarioId: chosenScenario.id,
      ...(target === "team" ? { teamId } : { userIds }),
      dueAt: dueAt.toISOString(),
      requiredAttempts: n,
      passMark: mark,
      ...(companyId ? { companyId } : {}),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(o) => !o && !create.isPending && onClose()}
      title={t("assignments.form.title")}
      closeLabel={t("assignments.form.cancel")}
      className="max-w-xl"
    >
      <form
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
          {scenarios.isPending ? <Spinner label={t("assignments.loading")} /> : null}
          {scenarios.isSuccess && list.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{t("assignments.form.noScenarios")}</p> : null}
          <Field label={t("assignments.form.scenario")} error={errors.scenario} required>
            <select className={inputClass} value={chosenScenario?.id ?? ""} onChange={(e) => setScenarioId(e.target.value)} disabled={list.length === 0}>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {/* A training's language versions (docs/decisions/028) are told apart by their language; each rep practises theirs. */}
                  {list.some((o) => o.id !== s.id && o.groupId === s.groupId) ? `${s.name} (${LANGUAGE_NAMES[s.language]})` : s.name}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{t("assignments.form.assignTo")}</legend>
            <div className="flex flex-wrap gap-4 text-sm text-slate-800 dark:text-slate-200">
              <label className="flex items-center gap-2">
                <input type="radio" name="target" checked={target === "team"} onChange={() => setTarget("team")} disabled={teams.length === 0} />
                {t("assignments.form.aTeam")}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="target" checked={target === "users"} onChange={() => setTarget("users")} />
                {t("assignments.form.people")}
              </label>
            </div>
            {target === "team" ? (
              <Field label={t("assignments.form.team")} error={errors.target} hint={t("assignments.form.teamHint")}>
                <select className={inputClass} value={teamId} onChange={(e) => setTeamId(e.target.value)}>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <div className="space-y-1">
                <ul
                  aria-label={t("assignments.form.people")}
                  className={cn(
                    "max-h-52 space-y-1 overflow-y-auto rounded-lg border p-2",
                    errors.target ? "border-red-500" : "border-slate-300 dark:border-slate-700",
                  )}
                >
                  {people.map((u) => (
                    <li key={u.id}>
                      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                        <input
                          type="checkbox"
                          checked={userIds.includes(u.id)}
                          onChange={(e) => {
                            const on = e.target.checked;
                            setUserIds((ids) => (on ? [...ids, u.id] : ids.filter((x) => x !== u.id)));
                            if (on) setErrors(({ target: _gone, ...rest }) => rest);
                          }}
                        />
                        <span className="min-w-0 break-words">
                          {u.firstName} {u.lastName}
                          {u.team ? <span className="text-slate-500 dark:text-slate-400"> · {u.team.name}</span> : null}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                {errors.target ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {errors.target}
                  </p>
                ) : null}
              </div>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t("assignments.form.due")} error={errors.due} required>
              <input type="date" className={inputClass} value={due} min={today} onChange={(e) => setDue(e.target.value)} />
            </Field>
            <Field label={t("assignments.form.attempts")} error={errors.attempts} required>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={ASSIGNMENT_LIMITS.maxAttempts}
                className={inputClass}
                value={attempts}
                onChange={(e) => setAttempts(e.target.value)}
              />
            </Field>
            <Field
              label={t("assignments.form.passMark")}
              error={errors.passMark}
              hint={chosenScenario ? t("assignments.form.passMarkHint", { mark: chosenScenario.passMark }) : undefined}
            >
              <input
                type="number"
                inputMode="decimal"
                step={0.1}
                min={0}
                max={10}
                className={inputClass}
                placeholder={chosenScenario ? String(chosenScenario.passMark) : ""}
                value={passMark}
                onChange={(e) => setPassMark(e.target.value)}
              />
            </Field>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t("assignments.form.cancel")}
          </Button>
          <Button type="submit" disabled={create.isPending || list.length === 0}>
            {create.isPending ? <Spinner className="text-white" /> : null}
            {t("assignments.form.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
