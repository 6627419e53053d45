import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, RedoDot, RefreshCw, Send, Trash2, Webhook } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { translateKeyedError } from "../../lib/messages";
import { deliveryQuery, type WebhookDelivery, type WebhookEndpoint, webhookApi } from "./api";

import { EVENT_TEXT, StatusBadge, when } from "./webhook-labels";

/** One endpoint: its address, state, events and last delivery, its actions and its delivery log. */
export function EndpointCard({
  endpoint: e,
  onDelete,
  onRotate,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  onDelete(): void;
  onRotate(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logId = useId();
  const { toggle, test } = useEndpointChanges(e, { opened: () => setOpen(true), changed: onChanged });
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <EndpointFacts endpoint={e} />
        <EndpointActions
          endpoint={e}
          onTest={() => test.mutate()}
          testing={test.isPending}
          onToggle={() => toggle.mutate()}
          toggling={toggle.isPending}
          onRotate={onRotate}
          onDelete={onDelete}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={logId} onClick={() => setOpen((o) => !o)}>
          <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden />
          {t("webhooks.log")}
        </Button>
        {open ? (
          <div id={logId} className="mt-2">
            <DeliveryLog endpointId={e.id} enabled={e.enabled} onChanged={onChanged} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** Switching the endpoint on or off, and sending it a test event (the log opens to show it). */
function useEndpointChanges(e: WebhookEndpoint, on: { opened(): void; changed(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => webhookApi.setEnabled(e.id, !e.enabled),
    onSuccess: (updated) => {
      toast.success(updated.enabled ? t("webhooks.enabledToast") : t("webhooks.disabledToast"));
      on.changed();
    },
    onError: (err) => toast.error(translateKeyedError(t, err, "webhooks.errors.actionFailed")),
  });
  const test = useMutation({
    mutationFn: () => webhookApi.test(e.id),
    onSuccess: () => {
      toast.success(t("webhooks.testQueued"));
      on.opened();
      void qc.invalidateQueries({ queryKey: deliveryQuery(e.id) });
      on.changed();
    },
    onError: (err) => toast.error(translateKeyedError(t, err, "webhooks.errors.actionFailed")),
  });
  return { toggle, test };
}

/** The address, description, state, the secret's start, the events and the last delivery. */
function EndpointFacts({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="min-w-0 space-y-1">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Webhook className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        <span className="break-all">{e.url}</span>
      </h3>
      {e.description ? <p className="text-sm text-slate-700 dark:text-slate-300">{e.description}</p> : null}
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={cn(
            "rounded-full px-2 py-0.5 font-medium",
            e.enabled
              ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
              : "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
          )}
        >
          {e.enabled ? t("webhooks.enabled") : t("webhooks.disabled")}
        </span>
        <span className="font-mono text-slate-600 dark:text-slate-400">
          <span className="sr-only">{t("webhooks.secretStarts")}: </span>
          {e.secretPrefix}
        </span>
      </p>
      <ul className="flex flex-wrap gap-1" aria-label={t("webhooks.eventsLabel")}>
        {e.events.map((ev) => (
          <li key={ev} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {t(`webhooks.events.${EVENT_TEXT[ev]}.short`)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {e.lastDelivery ? (
          <>
            {t("webhooks.lastDelivery", { date: when(e.lastDelivery.at, i18n.language) })}{" "}
            <StatusBadge status={e.lastDelivery.status} attempts={e.lastDelivery.attempts} />
          </>
        ) : (
          t("webhooks.noDeliveries")
        )}
      </p>
    </div>
  );
}

/** Test, enable or disable, a new secret, delete: each named for screen readers by the endpoint. */
function EndpointActions({
  endpoint: e,
  onTest,
  testing,
  onToggle,
  toggling,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onTest(): void;
  testing: boolean;
  onToggle(): void;
  toggling: boolean;
  onRotate(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const label = e.description || e.url;
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="secondary" size="sm" onClick={onTest} disabled={!e.enabled || testing} aria-label={t("webhooks.testNamed", { name: label })}>
        <Send className="h-4 w-4" aria-hidden />
        {t("webhooks.test")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onToggle}
        disabled={toggling}
        aria-label={t(e.enabled ? "webhooks.disableNamed" : "webhooks.enableNamed", { name: label })}
      >
        {e.enabled ? t("webhooks.disable") : t("webhooks.enable")}
      </Button>
      <Button variant="ghost" size="sm" onClick={onRotate} aria-label={t("webhooks.rotateNamed", { name: label })}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t("webhooks.rotate")}
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={onDelete} aria-label={t("webhooks.deleteNamed", { name: label })}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t("webhooks.delete")}
      </Button>
    </div>
  );
}

function DeliveryLog({ endpointId, enabled, onChanged }: { endpointId: string; enabled: boolean; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  // While the log is open it follows the worker: a queued test turns into a result within seconds.
  const log = useQuery({ queryKey: deliveryQuery(endpointId), queryFn: ({ signal }) => webhookApi.deliveries(endpointId, signal), refetchInterval: 5000 });
  // A finished delivery can be sent again: a new delivery of the same event, signed afresh, retried as usual.
  const resend = useMutation({
    mutationFn: (d: WebhookDelivery) => webhookApi.resend(endpointId, d.id),
    onSuccess: () => {
      toast.success(t("webhooks.resendQueued"));
      void qc.invalidateQueries({ queryKey: deliveryQuery(endpointId) });
      onChanged();
    },
    // A refusal says why (still being retried, or the endpoint is disabled) in the message's own words.
    onError: (err) => toast.error(translateKeyedError(t, err, "webhooks.errors.actionFailed")),
  });
  if (log.isPending) return <Spinner label={t("webhooks.logLoading")} />;
  if (log.isError) return <Alert>{translateKeyedError(t, log.error, "webhooks.errors.logFailed")}</Alert>;
  if (log.data.deliveries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("webhooks.logEmpty")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label={t("webhooks.log")}>
      {log.data.deliveries.map((d) => (
        <li key={d.id} data-delivery-id={d.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900 dark:text-white">{t(`webhooks.events.${EVENT_TEXT[d.eventType]}.short`)}</span>
              <StatusBadge status={d.status} attempts={d.attempts} />
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {when(d.createdAt, i18n.language)}
              {" · "}
              {t("webhooks.attempts", { count: d.attempts })}
              {" · "}
              {d.lastResponseCode !== null
                ? t("webhooks.response", { code: d.lastResponseCode })
                : d.lastError
                  ? t("webhooks.noResponse", { error: d.lastError })
                  : t("webhooks.notTried")}
            </p>
          </div>
          <div className="flex items-center gap-2 sm:justify-end">
            {d.nextAttemptAt ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t("webhooks.nextAttempt", { date: when(d.nextAttemptAt, i18n.language) })}</p>
            ) : null}
            {d.status !== "pending" && enabled ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => resend.mutate(d)}
                disabled={resend.isPending && resend.variables?.id === d.id}
                aria-label={t("webhooks.resendNamed", { event: t(`webhooks.events.${EVENT_TEXT[d.eventType]}.short`), date: when(d.createdAt, i18n.language) })}
              >
                <RedoDot className="h-4 w-4" aria-hidden />
                {resend.isPending && resend.variables?.id === d.id ? t("webhooks.resending") : t("webhooks.resend")}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
