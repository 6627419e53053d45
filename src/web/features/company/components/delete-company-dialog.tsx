import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Input } from "../../../components/ui/input";
import { companyApi, type DeleteCompanyResult, errorText } from "../api/company-api";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

export const DELETE_CONFIRMATION = "DELETE";

/**
 * Delete Company (spec 3 §2, ruling 2): the confirm button works only once DELETE is typed exactly; the dialog
 * lists what goes and says the admin account is kept as an individual account (never promoted).
 */
export function DeleteCompanyDialog({
  company,
  onClose,
  onDeleted,
}: {
  company: { id: string; name: string };
  onClose(): void;
  onDeleted(result: DeleteCompanyResult): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const mutation = useMutation({
    mutationFn: () => companyApi.deleteCompany(company.id),
    onSuccess: (result) => onDeleted(result),
  });
  return (
    <ConfirmDialog
      open
      title={t("company.deleteCompany.title", { name: company.name })}
      description={
        <div className="space-y-3">
          <p>{t("company.deleteCompany.intro", { name: company.name })}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t("company.deleteCompany.listCompany")}</li>
            <li>{t("company.deleteCompany.listUsers")}</li>
            <li>{t("company.deleteCompany.listTeams")}</li>
            <li>{t("company.deleteCompany.listConversations")}</li>
            <li>{t("company.deleteCompany.listSummaries")}</li>
          </ul>
          <p className="font-medium text-slate-800 dark:text-slate-100">{t("company.deleteCompany.adminKept")}</p>
          <p className="font-semibold text-red-700 dark:text-red-400">{t("company.deleteCompany.irreversible")}</p>
        </div>
      }
      confirmLabel={mutation.isPending ? t("company.deleteCompany.deleting") : t("company.deleteCompany.confirm")}
      cancelLabel={t("company.common.cancel")}
      busy={mutation.isPending}
      confirmDisabled={typed !== DELETE_CONFIRMATION}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("company.deleteCompany.typeToConfirm", { word: DELETE_CONFIRMATION })}
        </label>
        <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
      </div>
      {mutation.isError ? <Alert>{errorText(t, mutation.error, "company.messages.deleteCompanyFailed")}</Alert> : null}
    </ConfirmDialog>
  );
}

/** The success alert after deleting a company: counts and what happened to the admin account. */
export function DeleteCompanyResultAlert({ result }: { result: DeleteCompanyResult }) {
  const { t } = useTranslation();
  const d = result.deletedData;
  const admin = result.adminUser;
  return (
    <Alert kind="success">
      <p className="font-semibold">{t("company.deleteCompany.success", { name: d.company })}</p>
      <p>{t("company.deleteCompany.counts", { users: d.users, conversations: d.conversations, summaries: d.summaries })}</p>
      {admin ? (
        <p>
          {admin.action === "kept_super_admin"
            ? t("company.deleteCompany.adminKeptSuperAdmin", { email: admin.email })
            : t("company.deleteCompany.adminConverted", { email: admin.email })}
        </p>
      ) : null}
    </Alert>
  );
}
