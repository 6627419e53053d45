import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

export function FeedbackThanksDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={t("feedback.thanks.title")} className="max-w-sm">
      <div className="flex flex-col items-center gap-3 px-6 py-6 text-center">
        <CheckCircle2 className="h-12 w-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("feedback.thanks.body")}</p>
        <Button onClick={onClose} className="mt-2 w-full">
          {t("feedback.close")}
        </Button>
      </div>
    </Modal>
  );
}
