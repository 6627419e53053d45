import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

interface OpenCallDialogProps {
  open: boolean;
  busy: boolean;
  onResume(): void;
  onCancel(): void;
}

/** New chat while a call is in progress (one call at a time, issue 15): offers to resume it instead. */
export function OpenCallDialog({ open, busy, onResume, onCancel }: OpenCallDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("practice.openCall.title")}
      description={t("practice.openCall.body")}
      confirmLabel={t("practice.openCall.resume")}
      cancelLabel={t("practice.openCall.cancel")}
      danger={false}
      busy={busy}
      onConfirm={onResume}
      onCancel={onCancel}
    />
  );
}
