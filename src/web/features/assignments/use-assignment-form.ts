import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ASSIGNMENT_LIMITS } from "../../../contract/assignment-rules";
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

/** The new-assignment form's company (null: the caller's own), its teams and users, and how it closes. */
export interface AssignmentFormProps {
  companyId: string | null;
  teams: CompanyTeam[];
  users: CompanyUser[];
  onClose(): void;
}

/**
 * What the new-assignment form knows and does: the active scenarios, the choices made, their errors (checked on
 * submit), and the creation.
 */
export function useAssignmentForm({ companyId, teams, users, onClose }: AssignmentFormProps) {
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
    const {
      errors: next,
      dueAt,
      requiredAttempts,
      mark,
    } = checkAssignment(t, { chosen: chosenScenario !== undefined, target, teamId, userIds, due, attempts, passMark });
    setErrors(next);
    if (Object.keys(next).length > 0 || !chosenScenario || !dueAt) return;
    create.mutate({
      scenarioId: chosenScenario.id,
      ...(target === "team" ? { teamId } : { userIds }),
      dueAt: dueAt.toISOString(),
      requiredAttempts,
      passMark: mark,
      ...(companyId ? { companyId } : {}),
    });
  };

  return {
    scenarios,
    list,
    chosenScenario,
    setScenarioId,
    target,
    setTarget,
    teamId,
    setTeamId,
    userIds,
    setUserIds,
    people,
    today,
    due,
    setDue,
    attempts,
    setAttempts,
    passMark,
    setPassMark,
    errors,
    setErrors,
    create,
    submit,
  };
}

export type AssignmentForm = ReturnType<typeof useAssignmentForm>;

/** What is wrong with the choices, by field, and the due date, attempts and pass mark they give. */
function checkAssignment(
  t: TFunction,
  {
    chosen,
    target,
    teamId,
    userIds,
    due,
    attempts,
    passMark,
  }: { chosen: boolean; target: "team" | "users"; teamId: string; userIds: string[]; due: string; attempts: string; passMark: string },
) {
  const next: Record<string, string> = {};
  if (!chosen) next.scenario = t("assignments.form.errors.scenario");
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
  return { errors: next, dueAt, requiredAttempts: n, mark };
}
