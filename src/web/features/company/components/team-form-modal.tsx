import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Team } from "../../../../contract/companies";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { cn } from "../../../lib/cn";
import { companyApi, companyMessage, errorText } from "../api/company-api";

/** Create team (name required, description optional) and edit team (spec 3 §2, §5). */
export function TeamFormModal({ companyId, team, onClose, onSaved }: { companyId: string; team?: Team; onClose(): void; onSaved(message: string): void }) {
  const { t } = useTranslation();
  const editing = team !== undefined;
  const [name, setName] = useState(team?.name ?? "");
  const [description, setDescription] = useState(team?.description ?? "");
  const [nameError, setNameError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () =>
      editing
        ? companyApi.updateTeam(team._id, { name: name.trim(), description: description.trim() || null })
        : companyApi.createTeam({ name: name.trim(), description: description.trim() || null, companyId }),
    onSuccess: (res) => onSaved(companyMessage(t, res.message, editing ? "company.messages.teamUpdated" : "company.messages.teamCreated")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t("messages.required"));
      return;
    }
    setNameError(undefined);
    mutation.mutate();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={editing ? t("company.teamForm.editTitle") : t("company.teamForm.createTitle")}
      closeLabel={t("company.common.close")}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
          {mutation.isError ? (
            <Alert>{errorText(t, mutation.error, editing ? "company.messages.updateTeamFailed" : "company.messages.createTeamFailed")}</Alert>
          ) : null}
          <Field label={t("company.teamForm.name")} required error={nameError}>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} aria-required />
          </Field>
          <Field label={t("company.teamForm.description")} optionalLabel={t("company.common.optional")}>
            <textarea className={cn(inputClass, "min-h-24 resize-y")} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} />
          </Field>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-3 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t("company.common.cancel")}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t("company.common.saving") : editing ? t("company.teamForm.save") : t("company.teamForm.create")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
