import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { type WebhookDelivery, type WebhookEvent } from "./api";

/** i18next reads a dot as a key separator, so the events' phrases live under these names. */
export const EVENT_TEXT: Record<WebhookEvent | "webhook.test", string> = {
  "conversation.rated": "conversationRated",
  "assignment.passed": "assignmentPassed",
  "user.added": "userAdded",
  "webhook.test": "test",
};

export const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export const STATUS_CLASS = {
  succeeded: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

export function StatusBadge({ status, attempts }: { status: WebhookDelivery["status"]; attempts: number }) {
  const { t } = useTranslation();
  const label = status === "pending" ? (attempts === 0 ? t("webhooks.status.queued") : t("webhooks.status.retrying")) : t(`webhooks.status.${status}`);
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium", STATUS_CLASS[status])}>{label}</span>;
}
