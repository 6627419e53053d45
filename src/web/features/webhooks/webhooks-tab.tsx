import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, ChevronDown, Copy, Plus, RedoDot, RefreshCw, Send, Trash2, Webhook } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from "../../../contract/webhooks";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { deliveryQuery, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent, WEBHOOK_QUERY, webhookApi, type WebhookWithSecret } from "./api";

/** i18next reads a dot as a key separator, so the events' phrases live under these names. */
const EVENT_TEXT: Record<WebhookEvent | "webhook.test", string> = {
  "conversation.rated": "conversationRated",
  "assignment.passed": "assignmentPassed",
  "user.added": "userAdded",
  "webhook.test": "test",
};

const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const STATUS_CLASS = {
  succeeded: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

function StatusBadge({ status, attempts }: { status: WebhookDelivery["status"]; attempts: number }) {
  const { t } = useTranslation();
  const label = status === "pending" ? (attempts === 0 ? t("webhooks.status.queued") : t("webhooks.status.retrying")) : t(`webhooks.status.${status}`);
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium", STATUS_CLASS[status])}>{label}</span>;
}

/**
 * The Webhooks tab of the company area (issue 18): a company admin of an Enterprise company registers endpoints
 * (the signing secret shown once), sends a test event, disables, enables, deletes, rotates the secret, and reads
 * each endpoint's delivery log.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: WEBHOOK_QUERY, queryFn: ({ signal }) => webhookApi.list(signal) });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: WebhookWithSecret } | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: WEBHOOK_QUERY });
  const remove = useMutation({
    mutationFn: (e: WebhookEndpoint) => webhookApi.remove(e.id),
    onSuccess: () => {
      toast.success(t("webhooks.deleted"));
      setDeleting(null);
      refresh();
    },
    onError: () => toast.error(t("webhooks.errors.actionFailed")),
  });
  const rotate = useMutation({
    mutationFn: (e: WebhookEndpoint) => webhookApi.rotate(e.id),
    onSuccess: (value) => {
      setRotating(null);
      setSecret({ title: t("webhooks.rotatedTitle"), value });
      refresh();
    },
    onError: () => toast.error(t("webhooks.errors.actionFailed")),
  });

  if (list.isPending) return <Spinner label={t("webhooks.loading")} />;
  if (list.isError) return <Alert>{t("webhooks.errors.loadFailed")}</Alert>;
  const endpoints = list.data.endpoints;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("webhooks.intro")}</p>
        <Button onClick={() => setCreating(true)} disabled={endpoints.length >= WEBHOOK_LIMITS.perCompany}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("webhooks.create")}
        </Button>
      </div>
      {endpoints.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">{t("webhooks.empty")}</Card>
      ) : (
        <ul className="space-y-3" aria-label={t("webhooks.listLabel")}>
          {endpoints.map((e) => (
            <li key={e.id} data-webhook-id={e.id}>
              <EndpointCard endpoint={e} onDelete={() => setDeleting(e)} onRotate={() => setRotating(e)} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <CreateModal
          onClose={() => setCreating(false)}
          onCreated={(value) => {
            setCreating(false);
            setSecret({ title: t("webhooks.createdTitle"), value });
            refresh();
          }}
        />
      ) : null}
      {secret ? <SecretModal title={secret.title} value={secret.value} onClose={() => setSecret(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("webhooks.deleteTitle")}
        description={t("webhooks.deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("webhooks.delete")}
        cancelLabel={t("webhooks.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={t("webhooks.rotateTitle")}
        description={t("webhooks.rotateText")}
        confirmLabel={t("webhooks.rotate")}
        cancelLabel={t("webhooks.cancel")}
        busy={rotate.isPending}
        danger={false}
        onConfirm={() => rotating && rotate.mutate(rotating)}
        onCancel={() => setRotating(null)}
      />
    </div>
  );
}

function EndpointCard({ endpoint: e, onDelete, onRotate, onChanged }: { endpoint: WebhookEndpoint; onDelete(): void; onRotate(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const logId = useId();
  const toggle = useMutation({
    mutationFn: () => webhookApi.setEnabled(e.id, !e.enabled),
    onSuccess: (updated) => {
      toast.success(updated.enabled ? t("webhooks.enabledToast") : t("webhooks.disabledToast"));
      onChanged();
    },
    onError: () => toast.error(t("webhooks.errors.actionFailed")),
  });
  const test = useMutation({
    mutationFn: () => webhookApi.test(e.id),
    onSuccess: () => {
      toast.success(t("webhooks.testQueued"));
      setOpen(true);
      void qc.invalidateQueries({ queryKey: deliveryQuery(e.id) });
      onChanged();
    },
    onError: () => toast.error(t("webhooks.errors.actionFailed")),
  });
  const label = e.description || e.url;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
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
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => test.mutate()}
            disabled={!e.enabled || test.isPending}
            aria-label={t("webhooks.testNamed", { name: label })}
          >
            <Send className="h-4 w-4" aria-hidden />
            {t("webhooks.test")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => toggle.mutate()}
            disabled={toggle.isPending}
            aria-label={t(e.enabled ? "webhooks.disableNamed" : "webhooks.enableNamed", { name: label })}
          >
            {e.enabled ? t("webhooks.disable") : t("webhooks.enable")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRotate} aria-label={t("webhooks.rotateNamed", { name: label })}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t("webhooks.rotate")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 dark:text-red-400"
            onClick={onDelete}
            aria-label={t("webhooks.deleteNamed", { name: label })}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t("webhooks.delete")}
          </Button>
        </div>
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
    onError: (err) => toast.error(err instanceof ApiError && err.status === 409 ? t("webhooks.errors.resendConflict") : t("webhooks.errors.actionFailed")),
  });
  if (log.isPending) return <Spinner label={t("webhooks.logLoading")} />;
  if (log.isError) return <Alert>{t("webhooks.errors.logFailed")}</Alert>;
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

function CreateModal({ onClose, onCreated }: { onClose(): void; onCreated(value: WebhookWithSecret): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [touched, setTouched] = useState(false);
  const create = useMutation({ mutationFn: () => webhookApi.create({ url: url.trim(), description: description.trim(), events }), onSuccess: onCreated });
  const trimmed = url.trim();
  const urlError =
    touched && trimmed !== "" && !/^https:\/\/[^\s]+$/i.test(trimmed) && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(trimmed)
      ? t("webhooks.errors.httpsOnly")
      : create.error instanceof ApiError && create.error.status === 400
        ? t("webhooks.errors.addressRefused")
        : undefined;
  const descriptionError =
    description.trim().length > WEBHOOK_LIMITS.description ? t("webhooks.errors.tooLong", { max: WEBHOOK_LIMITS.description }) : undefined;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setTouched(true);
    if (trimmed === "" || events.length === 0 || descriptionError || !/^https?:\/\//i.test(trimmed)) return;
    create.mutate();
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("webhooks.createTitle")} closeLabel={t("webhooks.close")}>
      <form className="space-y-4 overflow-y-auto px-6 py-5" onSubmit={submit} noValidate>
        <Field label={t("webhooks.url")} hint={t("webhooks.urlHint")} error={urlError} required>
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(ev) => setUrl(ev.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="https://example.com/salesdojo/webhooks"
            maxLength={WEBHOOK_LIMITS.url}
            required
            aria-required
            autoFocus
          />
        </Field>
        <Field label={t("webhooks.description")} hint={t("webhooks.descriptionHint")} error={descriptionError}>
          <Input value={description} onChange={(ev) => setDescription(ev.target.value)} maxLength={WEBHOOK_LIMITS.description + 10} />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{t("webhooks.eventsLabel")}</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand-600"
                checked={events.includes(ev)}
                onChange={(e) => setEvents((prev) => (e.target.checked ? [...prev, ev] : prev.filter((x) => x !== ev)))}
              />
              <span>
                <span className="block font-medium text-slate-900 dark:text-white">{t(`webhooks.events.${EVENT_TEXT[ev]}.short`)}</span>
                <span className="block text-slate-600 dark:text-slate-400">{t(`webhooks.events.${EVENT_TEXT[ev]}.long`)}</span>
              </span>
            </label>
          ))}
          {events.length === 0 ? <p className="text-sm text-red-600 dark:text-red-400">{t("webhooks.errors.noEvent")}</p> : null}
        </fieldset>
        {create.isError && !(create.error instanceof ApiError && create.error.status === 400) ? <Alert>{t("webhooks.errors.createFailed")}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("webhooks.cancel")}
          </Button>
          <Button type="submit" disabled={create.isPending || trimmed === "" || events.length === 0 || Boolean(descriptionError)}>
            {t("webhooks.createSubmit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function SecretModal({ title, value, onClose }: { title: string; value: WebhookWithSecret; onClose(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value.secret);
      setCopied(true);
      toast.success(t("webhooks.copied"));
    } catch {
      toast.error(t("webhooks.errors.copyFailed"));
    }
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={title} closeLabel={t("webhooks.close")}>
      <div className="space-y-4 overflow-y-auto px-6 py-5">
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("webhooks.shownOnce")}
        </p>
        <Field label={t("webhooks.secret")}>
          <textarea
            readOnly
            rows={2}
            value={value.secret}
            className={cn(inputClass, "resize-none break-all font-mono text-sm")}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("webhooks.verifyHint")}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? t("webhooks.copiedShort") : t("webhooks.copy")}
          </Button>
          <Button onClick={onClose}>{t("webhooks.done")}</Button>
        </div>
      </div>
    </Modal>
  );
}
