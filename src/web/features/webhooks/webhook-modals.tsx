import { useMutation } from "@tanstack/react-query";
import { Check, Copy } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from "../../../contract/webhooks";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { translateKeyedError, translateKeyedMessage } from "../../lib/messages";
import { type WebhookEvent, webhookApi, type WebhookWithSecret } from "./api";
import { EVENT_TEXT } from "./webhook-labels";

/** A new endpoint's form. */
export function CreateModal({ onClose, onCreated }: { onClose(): void; onCreated(value: WebhookWithSecret): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [touched, setTouched] = useState(false);
  const create = useMutation({ mutationFn: () => webhookApi.create({ url: url.trim(), description: description.trim(), events }), onSuccess: onCreated });
  const trimmed = url.trim();
  // The server says why it refused the address (https only, a user name in it, a private network) on the url field.
  const refusedUrl = create.error instanceof ApiError ? create.error.fieldErrors.find((f) => f.path === "url") : undefined;
  const urlError =
    touched && trimmed !== "" && !/^https:\/\/[^\s]+$/i.test(trimmed) && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(trimmed)
      ? t("webhooks.errors.httpsOnly")
      : refusedUrl
        ? translateKeyedMessage(t, refusedUrl.msg, "webhooks.errors.addressRefused", refusedUrl.reason)
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
        {create.isError && !refusedUrl ? <Alert>{translateKeyedError(t, create.error, "webhooks.errors.createFailed")}</Alert> : null}
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

export function SecretModal({ title, value, onClose }: { title: string; value: WebhookWithSecret; onClose(): void }) {
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
