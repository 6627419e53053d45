import { ChevronDown, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../../../contract/user";
import { Button } from "../../../components/ui/button";
import { CancelSubscription } from "../../billing/components/cancel-subscription";
import { canCancel } from "../../billing/format";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The collapsible danger zone: cancel subscription (when allowed, spec 1 §6) and delete account. */
export function DangerZone({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cancellable = canCancel(user);

  return (
    <section aria-labelledby="danger-zone-title" className="rounded-2xl border border-red-200 bg-white shadow-sm dark:border-red-900/60 dark:bg-slate-900">
      <h2 id="danger-zone-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="danger-zone-panel"
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-4 text-left text-lg font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
        >
          <span className="flex items-center gap-2">
            <TriangleAlert className="h-5 w-5" aria-hidden />
            {t("profile.danger.title")}
          </span>
          <ChevronDown className={`h-5 w-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
        </button>
      </h2>
      {open ? (
        <div id="danger-zone-panel" className="divide-y divide-red-100 border-t border-red-100 dark:divide-red-900/40 dark:border-red-900/40">
          {cancellable ? (
            <div className="flex flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-medium text-slate-900 dark:text-white">{t("profile.danger.cancelTitle")}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t("profile.danger.cancelBody")}</p>
              </div>
              <CancelSubscription user={user} className="shrink-0" />
            </div>
          ) : null}
          <div className="flex flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-medium text-slate-900 dark:text-white">{t("profile.danger.deleteTitle")}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("profile.danger.deleteBody")}</p>
            </div>
            <Button variant="danger" className="shrink-0" onClick={() => setDeleting(true)}>
              {t("profile.danger.deleteAction")}
            </Button>
          </div>
        </div>
      ) : null}
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={user.email} />
    </section>
  );
}
