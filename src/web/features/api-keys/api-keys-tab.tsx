import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope } from "../../../contract/api-keys";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { translateKeyedError } from "../../lib/messages";
import { type ApiKey, API_KEY_QUERY, apiKeyApi, type CreatedApiKey } from "./api";

/** i18next reads a colon as a namespace separator, so the scopes' phrases live under these names. */
const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  "users:read": "usersRead",
  "conversations:read": "conversationsRead",
  "analytics:read": "analyticsRead",
  "users:manage": "usersManage",
};

const date = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * The API keys tab of the company area (issue 18): a company admin of an Enterprise company lists the company's
 * keys, creates one (shown once, with a copy button) and revokes one after confirming.
 */
export function ApiKeysTab() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: API_KEY_QUERY, queryFn: ({ signal }) => apiKeyApi.list(signal) });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => apiKeyApi.revoke(key.id),
    onSuccess: () => {
      toast.success(t("apiKeys.revoked"));
      setRevoking(null);
      void qc.invalidateQueries({ queryKey: API_KEY_QUERY });
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "apiKeys.errors.actionFailed")),
  });

  if (list.isPending) return <Spinner label={t("apiKeys.loading")} />;
  if (list.isError) return <Alert>{translateKeyedError(t, list.error, "apiKeys.errors.loadFailed")}</Alert>;
  const keys = list.data.keys;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("apiKeys.intro")}</p>
        <Button onClick={() => setCreating(true)} disabled={keys.length >= API_KEY_LIMITS.perCompany}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("apiKeys.create")}
        </Button>
      </div>
      {keys.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">{t("apiKeys.empty")}</Card>
      ) : (
        <ul className="space-y-3" aria-label={t("apiKeys.listLabel")}>
          {keys.map((k) => (
            <li key={k.id} data-api-key-id={k.id}>
              <Card className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <h3 className="flex items-center gap-2 break-words font-semibold text-slate-900 dark:text-white">
                    <KeyRound className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                    {k.name}
                  </h3>
                  <p className="font-mono text-sm text-slate-700 dark:text-slate-300">
                    <span className="sr-only">{t("apiKeys.prefix")}: </span>
                    {k.prefix}…
                  </p>
                  <ul className="flex flex-wrap gap-1" aria-label={t("apiKeys.scopesLabel")}>
                    {k.scopes.map((s) => (
                      <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                        {t(`apiKeys.scopes.${SCOPE_TEXT[s]}.short`)}
                      </li>
                    ))}
                  </ul>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t("apiKeys.created", { date: date(k.createdAt, i18n.language), name: k.createdBy?.name ?? "—" })}
                    {" · "}
                    {k.lastUsedAt ? t("apiKeys.lastUsed", { date: date(k.lastUsedAt, i18n.language) }) : t("apiKeys.neverUsed")}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 dark:text-red-400"
                  onClick={() => setRevoking(k)}
                  aria-label={t("apiKeys.revokeNamed", { name: k.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t("apiKeys.revoke")}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {creating ? <CreateKeyModal onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t("apiKeys.revokeTitle")}
        description={t("apiKeys.revokeText", { name: revoking?.name ?? "", prefix: revoking?.prefix ?? "" })}
        confirmLabel={t("apiKeys.revoke")}
        cancelLabel={t("apiKeys.cancel")}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}

function CreateKeyModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["users:read"]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => apiKeyApi.create({ name: name.trim(), scopes }),
    onSuccess: (result) => {
      setCreated(result);
      void qc.invalidateQueries({ queryKey: API_KEY_QUERY });
    },
  });
  const nameError = name.trim().length > API_KEY_LIMITS.name ? t("apiKeys.errors.nameTooLong", { max: API_KEY_LIMITS.name }) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === "" || nameError || scopes.length === 0) return;
    create.mutate();
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast.success(t("apiKeys.copied"));
    } catch {
      toast.error(t("apiKeys.errors.copyFailed"));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? t("apiKeys.createdTitle") : t("apiKeys.createTitle")}
      closeLabel={t("apiKeys.close")}
    >
      {created ? (
        <div className="space-y-4 overflow-y-auto px-6 py-5">
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {t("apiKeys.shownOnce")}
          </p>
          <Field label={t("apiKeys.yourKey")}>
            <textarea
              readOnly
              rows={2}
              value={created.key}
              className={cn(inputClass, "resize-none break-all font-mono text-sm")}
              onFocus={(e) => e.currentTarget.select()}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
              {copied ? t("apiKeys.copiedShort") : t("apiKeys.copy")}
            </Button>
            <Button onClick={onClose}>{t("apiKeys.done")}</Button>
          </div>
        </div>
      ) : (
        <form className="space-y-4 overflow-y-auto px-6 py-5" onSubmit={submit} noValidate>
          <Field label={t("apiKeys.name")} hint={t("apiKeys.nameHint")} error={nameError} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={API_KEY_LIMITS.name + 10} required aria-required autoFocus />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{t("apiKeys.scopesLabel")}</legend>
            {API_KEY_SCOPES.map((s) => (
              <label key={s} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-brand-600"
                  checked={scopes.includes(s)}
                  onChange={(e) => setScopes((prev) => (e.target.checked ? [...prev, s] : prev.filter((x) => x !== s)))}
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{t(`apiKeys.scopes.${SCOPE_TEXT[s]}.short`)}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{t(`apiKeys.scopes.${SCOPE_TEXT[s]}.long`)}</span>
                </span>
              </label>
            ))}
            {scopes.length === 0 ? <p className="text-sm text-red-600 dark:text-red-400">{t("apiKeys.errors.noScope")}</p> : null}
          </fieldset>
          {create.isError ? <Alert>{translateKeyedError(t, create.error, "apiKeys.errors.createFailed")}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t("apiKeys.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending || name.trim() === "" || scopes.length === 0 || Boolean(nameError)}>
              {t("apiKeys.createSubmit")}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
