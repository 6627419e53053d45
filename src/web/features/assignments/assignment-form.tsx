import { LANGUAGE_NAMES } from "../../../contract/language-list";
import { useTranslation } from "react-i18next";
import { ASSIGNMENT_LIMITS } from "../../../contract/assignment-rules";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import type { CompanyTeam } from "../company/api/company-api";
import { type AssignmentForm, type AssignmentFormProps, useAssignmentForm } from "./use-assignment-form";

/** New assignment: a scenario, a team or chosen people, the due date, attempts and (optionally) a pass mark. */
export function AssignmentFormModal(props: AssignmentFormProps) {
  const { t } = useTranslation();
  const { onClose, teams } = props;
  const form = useAssignmentForm(props);
  const { scenarios, list, create, submit } = form;

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
          <ScenarioChoice form={form} />
          <TargetChoice form={form} teams={teams} />
          <DueAndMarks form={form} />
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

/** The scenario to practise; a training's language versions are told apart by their language. */
function ScenarioChoice({ form: { list, chosenScenario, setScenarioId, errors } }: { form: AssignmentForm }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** A team, or chosen reps and team leaders. */
function TargetChoice({ form, teams }: { form: AssignmentForm; teams: CompanyTeam[] }) {
  const { t } = useTranslation();
  const { target, setTarget, teamId, setTeamId, userIds, setUserIds, people, errors, setErrors } = form;
  return (
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
  );
}

/** The due date, the attempts each person needs, and a pass mark other than the scenario's. */
function DueAndMarks({ form }: { form: AssignmentForm }) {
  const { t } = useTranslation();
  const { chosenScenario, today, due, setDue, attempts, setAttempts, passMark, setPassMark, errors } = form;
  return (
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
  );
}
