import { Download, Lock } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { currentLanguage } from "../../../lib/i18n";
import { type ExportFormat, exportConversations } from "../api/export-conversations";
import { errorText } from "../lib/errors";
import { UpgradeLink } from "../../billing/upgrade-link";

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Spec ruling 10: paid plans download their conversations as JSON or CSV; Free sees it locked with an upgrade link. */
export function ExportMenu({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  if (!paid) {
    return (
      <Button variant="secondary" asChild>
        <UpgradeLink aria-label={t("practice.export.lockedLabel")} title={t("practice.export.locked")} data-testid="export-locked">
          <Lock className="h-4 w-4" aria-hidden />
          {t("practice.export.action")}
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-600/20 dark:text-brand-100">
            {t("practice.export.upgrade")}
          </span>
        </UpgradeLink>
      </Button>
    );
  }

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { blob, filename } = await exportConversations(format, currentLanguage());
      download(blob, filename);
      toast.success(t("practice.export.done"));
    } catch (e) {
      toast.error(errorText(t, e, "practice.export.failed"));
    } finally {
      setBusy(false);
    }
  };

  const itemClass =
    "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" disabled={busy} aria-busy={busy}>
          <Download className="h-4 w-4" aria-hidden />
          {t("practice.export.action")}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void run("json")}>
            {t("practice.export.json")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void run("csv")}>
            {t("practice.export.csv")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
