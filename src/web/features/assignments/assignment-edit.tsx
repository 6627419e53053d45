import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ASSIGNMENT_LIMITS } from "../../../contract/assignment-rules";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { errorKeyOf, translateKeyedError } from "../../lib/messages";
import { type Assignment, type AssignmentUpdateInput, ASSIGNMENT_KEYS, assignmentApi } from "./api";

const pad = (n: number) => String(n).padStart(2, "0");
const dateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A date picked is due at the end of that day, in the manager's time zone (as when creating). */
const endOfDay = (value: string) => new Date(`${value}T23:59:59`);
/** The form's own words for a refused due date, by message key; any other refusal shows the server's message. */
const DUE_WORDS: Record<string, string> = { "assignment.duePast": "assignments.form.errors.due", "assignment.dueFar": "assignments.edit.dueFar" };

/** The terms as typed, their errors (checked on submit) and the save; the server's refusal is kept to show. */
function useEditAssignment(assignment: Assignment, onClose: () => void) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const originalDue = dateInput(new Date(assignment.dueAt));
  const [today] = useState(() => dateInput(new Date()));
  const [due, setDue] = useState(originalDue);
  const [attempts, setAttempts] = useState(String(assignment.requiredAttempts));
  const [passMark, setPassMark] = useState(String(assignment.passMark));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: AssignmentUpdateInput) => assignmentApi.update(assignment.id, body),
    onSuccess: () => {
      toast.success(t("assignments.toasts.updated"));
      void qc.invalidateQueries({ queryKey: ASSIGNMENT_KEYS.all });
      onClose();
    },
    onError: (e) => {
      const own = DUE_WORDS[errorKeyOf(e) ?? ""];
      setServerError(own ? t(own) : translateKeyedError(t, e, "assignments.errors.updateFailed"));
    },
  });

  const submit = () => {
    const next: Record<string, string> = {};
    const dueMoved = due !== originalDue;
    const dueAt = dueMoved && due ? endOfDay(due) : null;
    if (!due || (dueMoved && (!dueAt || Number.isNaN(dueAt.getTime()) || dueAt.getTime() <= Date.now()))) next.due = t("assignments.form.errors.due");
    const n = Number(attempts);
    if (!Number.isInteger(n) || n < 1 || n > ASSIGNMENT_LIMITS.maxAttempts)
      next.attempts = t("assignments.form.errors.attempts", { max: ASSIGNMENT_LIMITS.maxAttempts });
    const mark = passMark.trim() === "" ? Number.NaN : Number(passMark.replace(",", "."));
    if (!Number.isFinite(mark) || mark < 0 || mark > 10 || Math.round(mark * 10) !== mark * 10) next.passMark = t("assignments.form.errors.passMark");
    setErrors(next);
    setServerError(null);
    if (Object.keys(next).length > 0) return;
    save.mutate({ requiredAttempts: n, passMark: mark, ...(dueAt ? { dueAt: dueAt.toISOString() } : {}) });
  };
  return { today, due, setDue, attempts, setAttempts, passMark, setPassMark, errors, serverError, save, submit };
}

/**
 * Edit an assignment's terms (issue 17): due date, attempts and pass mark, prefilled. The scenario and who it is
 * for stay; an unchanged date is not sent, so an overdue assignment can have its attempts or pass mark changed
 * without moving it.
 */
export function AssignmentEditModal({ assignment, onClose }: { assignment: Assignment; onClose(): void }) {
  const { t } = useTranslation();
  const { today, due, setDue, attempts, setAttempts, passMark, setPassMark, errors, serverError, save, submit } = useEditAssignment(assignment, onClose);

  return (
    <Modal
      open
      onOpenChange={(o) => !o && !save.isPending && onClose()}
      title={t("assignments.edit.title")}
      description={t("assignments.edit.subtitle", { name: assignment.scenario.name })}
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
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t("assignments.form.due")} error={errors.due} required>
              <input type="date" className={inputClass} value={due} min={due < today ? due : today} onChange={(e) => setDue(e.target.value)} />
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
            <Field label={t("assignments.form.passMark")} error={errors.passMark} required>
              <input
                type="number"
                inputMode="decimal"
                step={0.1}
                min={0}
                max={10}
                className={inputClass}
                value={passMark}
                onChange={(e) => setPassMark(e.target.value)}
              />
            </Field>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("assignments.edit.hint")}</p>
          {serverError ? <Alert>{serverError}</Alert> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t("assignments.form.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="text-white" /> : null}
            {t("assignments.edit.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
